/**
 * Copy of /a-propos (docs/specification.md « About »). Dates follow the
 * specification (docs/specification.md « Purpose », « Constants »): oath in 1998, associate since
 * 2011, mediator since 2015 (the spec's « approved » is said as what can be checked: trained,
 * referenced by the CNMA, listed by the cour d'appel; see `site.ts`), more than 25 years of
 * experience, more than 500 cases. Identity facts come from `site.ts`. The biography lives in
 * `site.biography`, fictional until the practice supplies its own (docs/specification.md « Claims »).
 */
import { type ExperienceItem, partnerTitle, site } from './site.ts'
import { firstConsultationScope } from './fees.ts'

export type { AcademicItem, ExperienceItem } from './site.ts'
export type Highlight = { value: string; label: string; text: string }
export type Value = { title: string; text: string }

const { lawyer, firm } = site
/** « Associé unique », at the start of a sentence. */
const PartnerTitle = `${partnerTitle.charAt(0).toUpperCase()}${partnerTitle.slice(1)}`

export const about = {
  metaTitle: `À propos de Maître ${lawyer.fullName}`,
  metaDescription: `Avocat au ${lawyer.barreau} depuis ${lawyer.practisingSince}, associé depuis ${lawyer.associateSince}, médiateur depuis ${lawyer.mediatorSince} : parcours, formation et valeurs de Maître ${lawyer.fullName}.`,
  eyebrow: 'À propos',
  title: `Maître ${lawyer.fullName}, avocat associé à Toulouse`,
  lead: `Avocat au ${lawyer.barreau} depuis ${lawyer.practisingSince}, associé de la ${firm.name} depuis ${lawyer.associateSince} et médiateur depuis ${lawyer.mediatorSince}, référencé par le ${lawyer.mediatorReferences.cnma}.`,
  /**
   * What stands in for the photograph while content/site.ts `site.portrait` is `null`: the
   * initials, drawn as a monogram, and what a screen reader says of it.
   */
  portrait: {
    monogram: `${lawyer.givenName.charAt(0)}${lawyer.familyName.charAt(0)}`,
    fallbackLabel: `Monogramme de Maître ${lawyer.fullName}`,
  },
  commitment: {
    eyebrow: 'Mon engagement',
    title: 'Vous expliquer clairement vos options, puis agir vite',
    paragraphs: [
      `J’ai prêté serment en ${lawyer.practisingSince}. Depuis, j’accompagne des salariés, des employeurs, des dirigeants et des particuliers qui ont un point commun : ils ont besoin de comprendre rapidement où ils en sont et ce qu’ils peuvent faire.`,
      'Mon rôle est de transformer une situation inquiétante en décisions concrètes. Je vous dis ce que prévoit le droit, ce que chaque option implique en temps et en coût, et je vous laisse choisir en connaissance de cause. Lorsqu’un accord est possible, je le recherche ; lorsqu’il ne l’est pas, je défends vos intérêts devant le juge.',
      `${PartnerTitle} de la ${firm.name}, je suis personnellement chacun de mes dossiers. Vous avez un seul interlocuteur, qui connaît votre histoire et vous répond sous 24h les jours ouvrés, du lundi au vendredi.`,
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
  academic: site.biography.education,
  experienceTitle: 'Parcours professionnel',
  experience: [
    {
      period: String(lawyer.practisingSince),
      title: 'Prestation de serment',
      location: 'Cour d’appel de Toulouse',
      description: `Inscription au ${lawyer.barreau}, où j’exerce depuis lors.`,
    },
    ...site.biography.career,
    {
      period: `Depuis ${lawyer.associateSince}`,
      title: 'Avocat associé',
      location: `${firm.name}, Toulouse`,
      // « Je suis personnellement chacun de mes dossiers » (commitment above): no team of lawyers
      // is implied (RIN art. 10: nothing that makes the practice look larger than it is).
      description: `${PartnerTitle} et ${lawyer.firmRole} de la société. Conseil et contentieux en droit des affaires, droit du travail et droit international, dans des dossiers que je suis personnellement.`,
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
    text: `La première consultation est gratuite : ${firstConsultationScope.form}, pour comprendre votre besoin et vous dire comment je peux vous aider.`,
    button: 'Prendre rendez-vous',
  },
} as const
