/**
 * Copy of /a-propos (docs/specification.md « About », « Experience item »). Dates follow the
 * specification (docs/specification.md « Purpose », « Constants »): oath in 1998, associate since
 * 2011, mediator since 2015 (the spec's « approved » is said as what can be checked: trained,
 * referenced by the CNMA, listed by the cour d'appel; see `site.ts`), more than 25 years of
 * experience, more than 500 cases. Identity facts come from `site.ts`. The biography is fictional
 * until the practice supplies its own (docs/specification.md « Claims »).
 */
import { site } from './site'

/** docs/specification.md « About »: year, title, institution, description. */
export type AcademicItem = { year: string; title: string; institution: string; description: string }
/** docs/specification.md « About »: period, title, location, description. */
export type ExperienceItem = {
  period: string
  title: string
  location: string
  description: string
}
export type Highlight = { value: string; label: string; text: string }
export type Value = { title: string; text: string }

const { lawyer, firm } = site

export const about = {
  metaTitle: `À propos de Maître ${lawyer.fullName}`,
  metaDescription: `Avocat au ${lawyer.barreau} depuis ${lawyer.practisingSince}, associé depuis ${lawyer.associateSince}, médiateur depuis ${lawyer.mediatorSince} : parcours, formation et valeurs de Maître ${lawyer.fullName}.`,
  eyebrow: 'À propos',
  title: `Maître ${lawyer.fullName}, avocat associé à Toulouse`,
  lead: `Avocat au ${lawyer.barreau} depuis ${lawyer.practisingSince}, associé de la ${firm.name} depuis ${lawyer.associateSince} et médiateur depuis ${lawyer.mediatorSince}, référencé par le ${lawyer.mediatorReferences.cnma}.`,
  /** Replaceable portrait slot: `src` stays `null` until the practice supplies a photograph. */
  portrait: {
    src: null as string | null,
    alt: `Portrait de Maître ${lawyer.fullName}, avocat au ${lawyer.barreau}`,
    monogram: `${lawyer.givenName.charAt(0)}${lawyer.familyName.charAt(0)}`,
    /** Spoken description of the monogram shown while no photograph is available. */
    fallbackLabel: `Monogramme ${lawyer.givenName.charAt(0)}. ${lawyer.familyName.charAt(0)}., en attendant le portrait de Maître ${lawyer.fullName}`,
  },
  commitment: {
    eyebrow: 'Mon engagement',
    title: 'Vous expliquer clairement vos options, puis agir vite',
    paragraphs: [
      `J’ai prêté serment en ${lawyer.practisingSince}. Depuis, j’accompagne des salariés, des employeurs, des dirigeants et des particuliers qui ont un point commun : ils ont besoin de comprendre rapidement où ils en sont et ce qu’ils peuvent faire.`,
      'Mon rôle est de transformer une situation inquiétante en décisions concrètes. Je vous dis ce que prévoit le droit, ce que chaque option implique en temps et en coût, et je vous laisse choisir en connaissance de cause. Lorsqu’un accord est possible, je le recherche ; lorsqu’il ne l’est pas, je défends vos intérêts devant le juge.',
      `Associé de la ${firm.name}, je suis personnellement chacun de mes dossiers. Vous avez un seul interlocuteur, qui connaît votre histoire et vous répond sous 24h les jours ouvrés, du lundi au vendredi.`,
    ],
  },
  highlightsTitle: 'En quelques repères',
  highlights: [
    {
      value: '25+',
      label: 'années d’expérience',
      text: `Avocat depuis ${lawyer.practisingSince}, en conseil comme en contentieux.`,
    },
    {
      value: '500+',
      label: 'dossiers traités',
      text: 'Des litiges prud’homaux aux opérations entre associés.',
    },
    {
      value: String(lawyer.mediatorSince),
      label: 'médiateur depuis',
      text: `Référencé par le ${lawyer.mediatorReferences.cnma}.`,
    },
    {
      value: '24h',
      label: 'pour vous répondre',
      text: `${site.reply.detail}.`,
    },
  ] satisfies readonly [Highlight, Highlight, Highlight, Highlight],
  academicTitle: 'Formation',
  academic: [
    {
      year: '1994',
      title: 'Licence en droit',
      institution: 'Université Toulouse 1',
      description:
        'Les fondamentaux du droit privé et du droit public, et un premier goût pour le droit des contrats.',
    },
    {
      year: '1995',
      title: 'Maîtrise de droit des affaires',
      institution: 'Université Toulouse 1',
      description:
        'Droit des sociétés, droit commercial et droit du travail, étudiés ensemble comme ils se présentent dans l’entreprise.',
    },
    {
      year: '1996',
      title: 'DESS de droit des affaires internationales',
      institution: 'Université Toulouse 1',
      description:
        'Contrats internationaux, conflits de lois et de juridictions : la base de mes dossiers transfrontaliers.',
    },
    {
      year: '1997',
      title: 'Certificat d’aptitude à la profession d’avocat (CAPA)',
      institution: 'Centre régional de formation professionnelle des avocats de Toulouse',
      description:
        'La formation au métier d’avocat : procédure, rédaction d’actes, plaidoirie et déontologie, suivie d’une prestation de serment en 1998.',
    },
    {
      year: '2014',
      title: 'Diplôme universitaire de médiation',
      institution: 'Université Toulouse 1 Capitole',
      description:
        'Deux cents heures de formation théorique et pratique aux techniques de la médiation : écoute active, reformulation, conduite des réunions et rédaction des accords.',
    },
  ] satisfies readonly [AcademicItem, AcademicItem, AcademicItem, AcademicItem, AcademicItem],
  experienceTitle: 'Parcours professionnel',
  experience: [
    {
      period: String(lawyer.practisingSince),
      title: 'Prestation de serment',
      location: 'Cour d’appel de Toulouse',
      description: `Inscription au ${lawyer.barreau}, où j’exerce depuis lors.`,
    },
    {
      // An en dash without spaces between two years, as the site writes « 9h–19h ».
      period: '1998–2004',
      title: 'Avocat collaborateur',
      location: 'Cabinet d’affaires, Toulouse',
      description:
        'Conseil aux sociétés, rédaction de contrats commerciaux et premiers contentieux devant le tribunal de commerce.',
    },
    {
      period: '2004–2011',
      title: 'Avocat',
      location: 'Toulouse',
      description:
        'Développement d’une clientèle propre de salariés, d’employeurs et de PME, en droit du travail et en droit des affaires.',
    },
    {
      period: `Depuis ${lawyer.associateSince}`,
      title: 'Avocat associé',
      location: `${firm.name}, Toulouse`,
      // « Je suis personnellement chacun de mes dossiers » (commitment above): no team of lawyers
      // is implied (RIN art. 10: nothing that makes the practice look larger than it is).
      description: `Associé et ${lawyer.firmRole} de la société. Conseil et contentieux en droit des affaires, droit du travail et droit international, dans des dossiers que je suis personnellement.`,
    },
    {
      period: `Depuis ${lawyer.mediatorSince}`,
      title: 'Médiateur',
      location: 'Toulouse et ses environs',
      description: `Médiations conventionnelles et judiciaires entre associés, entre employeurs et salariés, et entre partenaires commerciaux. Référencé par le ${lawyer.mediatorReferences.cnma} et inscrit sur la ${lawyer.mediatorReferences.courtList}.`,
    },
    {
      period: 'Aujourd’hui',
      title: 'Plus de 500 dossiers traités',
      location: 'Toulouse, Blagnac, Colomiers, Muret et autres villes de France',
      description:
        'Rendez-vous au cabinet ou déplacement à Toulouse et dans ses environs, et interventions devant les juridictions d’autres villes de France.',
    },
  ] satisfies readonly [
    ExperienceItem,
    ExperienceItem,
    ExperienceItem,
    ExperienceItem,
    ExperienceItem,
    ExperienceItem,
  ],
  valuesTitle: 'Mes valeurs',
  values: [
    {
      title: 'Écoute',
      text: 'Chaque dossier commence par un vrai temps d’échange. Comprendre votre situation, vos priorités et vos craintes est la condition d’un bon conseil.',
    },
    {
      title: 'Transparence',
      text: 'Vous connaissez vos chances, vos risques et le coût prévisible de chaque démarche avant de vous engager. Les honoraires sont fixés par une convention écrite.',
    },
    {
      title: 'Proximité',
      text: 'Un cabinet au cœur de Toulouse et un interlocuteur unique, joignable du lundi au vendredi. Je me déplace à Blagnac, à Colomiers, à Muret et dans les communes voisines.',
    },
  ] satisfies readonly [Value, Value, Value],
  cta: {
    title: 'Parlons de votre situation',
    text: 'La première consultation est gratuite : elle permet de comprendre votre besoin et de vous dire comment je peux vous aider.',
    button: 'Prendre rendez-vous',
  },
} as const
