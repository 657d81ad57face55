/**
 * Copy of the home page (docs/specification.md « Home », « Constants »). Claims are the
 * specification's own (docs/specification.md « Purpose »), never exaggerated (RIN art. 10: nothing
 * misleading). The lawyer speaks in the first person (« je »).
 */
import { firstConsultationScope } from './fees.ts'
import { site } from './site.ts'

export type Testimonial = {
  quote: string
  /**
   * First name and initial, e.g. « Sophie M. » (docs/specification.md « Home »); the first name is
   * changed.
   */
  author: string
  /** Role of the author, general enough to identify no one. */
  title: string
  /** Month the testimonial was written and published (code de la consommation, D. 111-17). */
  published: string
  /** Year of the work it speaks of (D. 111-17: date of the experience). */
  experience: string
}

export type WhyPoint = { title: string; text: string }

/** Title and description of the home page (metadata and social image). */
export const homeMeta = {
  title: 'Avocat en droit des affaires, du travail et international à Toulouse',
  description:
    // The two dates of docs/specification.md « Claims »: the oath (1998) and the partnership (2011);
    // 160 characters at most, or search engines cut the end.
    `Vincent Roques, avocat au barreau de Toulouse depuis ${site.lawyer.practisingSince}, associé depuis ${site.lawyer.associateSince} : droit des affaires, du travail et international. 1re consultation gratuite.`,
} as const

export const hero = {
  eyebrow: 'Avocat au barreau de Toulouse',
  title: 'Un avocat à vos côtés pour protéger votre activité et vos droits',
  lead: `Maître Vincent Roques conseille et défend les entreprises, les employeurs, les salariés et les particuliers en droit des affaires, en droit du travail et en droit international. Plus de 25 ans d’expérience, une réponse sous 24h les jours ouvrés et une première consultation gratuite.`,
  /** docs/specification.md « Routes »: hero button to /domaines-expertise. */
  primaryCta: 'Conseil et Contentieux',
  facts: [
    { value: '25+', label: 'années d’expérience' },
    { value: '500+', label: 'dossiers traités' },
    { value: '24h', label: 'pour vous répondre, jours ouvrés' },
  ],
} as const

/** Six « why choose » points (docs/specification.md « Home »). */
export const whyChoose: readonly WhyPoint[] = [
  {
    title: 'Plus de 25 ans d’expérience',
    text: `Avocat depuis ${site.lawyer.practisingSince}, associé depuis ${site.lawyer.associateSince} : une pratique éprouvée du conseil comme du contentieux.`,
  },
  {
    title: 'Plus de 500 dossiers traités',
    text: 'Des litiges prud’homaux aux opérations entre associés, des situations variées qui nourrissent chaque nouveau conseil.',
  },
  {
    title: 'Une réponse sous 24h',
    text: `${site.reply.detail}. ${site.reply.weekend} En cas d’urgence, appelez le cabinet.`,
  },
  {
    title: 'Des honoraires transparents',
    // Loi n° 71-1130, art. 10: the agreement fixes the amount or its method of calculation; the
    // time-based estimate is updated if the case changes (content/fees.ts), so no fixed total is
    // promised here.
    text: 'Avant tout travail, une convention d’honoraires écrite fixe le montant ou le mode de calcul de vos honoraires. Au temps passé, l’estimation vous est remise à l’avance et actualisée avec vous si le dossier évolue.',
  },
  {
    title: `Médiateur depuis ${site.lawyer.mediatorSince}`,
    text: `Formé à la médiation et référencé par le ${site.lawyer.mediatorReferences.cnma} : quand un accord est possible, la médiation permet souvent de régler un différend plus vite et à moindre coût.`,
  },
  {
    title: 'Disponible 5 jours sur 7',
    text: 'Du lundi au vendredi, de 9h à 19h, au cabinet de Toulouse ou en déplacement dans les environs.',
  },
]

/**
 * Five testimonials (docs/specification.md « Home », « Constants »), newest first; shown without
 * review markup (no self-serving ratings). They speak of the relationship (listening, clarity,
 * availability, fees), never of an outcome, and identify no one (RIN art. 10; professional
 * secrecy); `testimonialsNotice` says how they were collected and checked (code de la consommation,
 * L. 121-4, 27°, and D. 111-17). None comes from a mediation: what is said there is confidential
 * (loi n° 95-125, art. 21-3) and the parties of a mediation are not the mediator's clients.
 */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'J’arrivais avec beaucoup d’inquiétude. Maître Roques a pris le temps de m’écouter, puis m’a expliqué chaque étape avec des mots simples. Je savais toujours où en était mon dossier.',
    author: 'Sophie M.',
    title: 'Salariée',
    published: 'septembre 2026',
    experience: '2026',
  },
  {
    quote:
      'Chaque document a été relu avec moi, ligne par ligne, jusqu’à ce que je comprenne ce que je signais. Les réponses à mes questions arrivaient toujours le lendemain au plus tard.',
    author: 'Thomas B.',
    title: 'Chef d’entreprise',
    published: 'juin 2026',
    experience: '2025',
  },
  {
    quote:
      'La convention d’honoraires m’a été expliquée point par point avant que le travail commence, et chaque facture détaillait ce qui avait été fait.',
    author: 'Isabelle R.',
    title: 'Gérante de société',
    published: 'mars 2026',
    experience: '2025',
  },
  {
    quote:
      'Employeur d’une petite équipe, j’avais besoin d’un interlocuteur disponible. Chaque question reçoit une réponse rapide et argumentée, sans jargon.',
    author: 'Karim D.',
    title: 'Employeur',
    published: 'janvier 2026',
    experience: '2025',
  },
  {
    quote:
      'Pour un différend avec un ancien associé, j’avais besoin de savoir où j’allais. Maître Roques m’a présenté chaque option avec ses délais et son coût, puis m’a laissé décider. Je n’ai jamais eu à relancer pour avoir des nouvelles.',
    author: 'Claire L.',
    title: 'Profession libérale',
    published: 'octobre 2025',
    experience: '2025',
  },
]

/**
 * Notice under the carousel (code de la consommation, D. 111-17: near the reviews, whether and how
 * they are checked, their dates and their order; in a section of its own, any consideration and
 * the maximum period of publication; L. 121-4: a selection is said to be one; RIN art. 10).
 */
export const testimonialsNotice = {
  title: 'À propos de ces témoignages',
  text: `Ces témoignages sont publiés avec l’accord écrit de leurs auteurs. Chacun a été écrit par un client à la fin de son dossier ; avant de le publier, j’ai vérifié qu’il venait bien d’un client dont j’ai suivi le dossier. Aucune contrepartie n’a été accordée. Ils sont une sélection : je ne publie pas tous les témoignages reçus, et jamais ceux qui évoquent l’issue d’un dossier ou une médiation, confidentielle. Pour préserver le secret professionnel, ils sont anonymisés : les prénoms sont modifiés et les fonctions restent générales. Ils sont présentés du plus récent au plus ancien et restent en ligne ${site.testimonials.maxPublication} au plus, puis sont retirés et supprimés. Chaque dossier est différent : ces témoignages parlent de la relation de travail et ne préjugent en rien de l’issue du vôtre.`,
} as const

/**
 * Local-area section: the four towns of docs/specification.md « Purpose » with what the visitor can
 * expect there.
 */
export const localArea = {
  // Muret belongs to the Muretain, not to Toulouse Métropole: « Toulouse et ses environs » covers
  // the four towns without naming an intercommunality that does not include them all.
  title: 'Votre avocat à Toulouse et dans ses environs',
  lead: 'Je vous reçois à Toulouse, près du palais de justice, et je me déplace à Blagnac, à Colomiers, à Muret et dans les communes voisines. J’interviens également devant les juridictions d’autres villes de France.',
  towns: [
    {
      name: 'Toulouse',
      text: 'Cabinet allées Jules-Guesde, à deux pas du métro Palais de Justice.',
    },
    {
      name: 'Blagnac',
      text: 'Accompagnement des entreprises de la zone aéroportuaire et aéronautique.',
    },
    {
      name: 'Colomiers',
      text: 'Rendez-vous au cabinet ou déplacement dans vos locaux sur demande.',
    },
    {
      name: 'Muret',
      text: 'Assistance des salariés et des employeurs du Muretain, au sud de Toulouse.',
    },
  ],
} as const

/**
 * Call-to-action band (docs/specification.md « Home »): `promises` are the spec's strings, letter
 * for letter.
 */
export const ctaBand = {
  title: 'Parlons de votre situation',
  lead: `La première consultation est gratuite : ${firstConsultationScope.form}, pour comprendre votre besoin et vous dire comment je peux vous aider. ${firstConsultationScope.limits} ${site.reply.detail}.`,
  promises: ['Réponse sous 24h', 'Conseil personnalisé', 'Disponible 5j/7'],
} as const
