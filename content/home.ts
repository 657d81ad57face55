/**
 * Copy of the home page (docs/specification.md « Home », « Constants »). Claims are the
 * specification's own (docs/specification.md « Purpose »), never exaggerated (RIN art. 10: nothing
 * misleading). The lawyer speaks in the first person (« je »).
 */
import { site } from './site'

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
    'Maître Vincent Roques, avocat associé au barreau de Toulouse depuis 1998 : conseil et contentieux en droit des affaires, droit du travail et droit international. Première consultation gratuite.',
} as const

export const hero = {
  eyebrow: 'Avocat au barreau de Toulouse',
  title: 'Un avocat à vos côtés pour protéger votre activité et vos droits',
  lead: `Maître Vincent Roques conseille et défend les entreprises, les employeurs, les salariés et les particuliers en droit des affaires, en droit du travail et en droit international. Plus de 25 ans d’expérience, une réponse sous 24h les jours ouvrés et une première consultation gratuite.`,
  /** docs/specification.md « Routes »: hero button to /domaines-expertise. */
  primaryCta: 'Conseil et Contentieux',
  secondaryCta: 'Prendre rendez-vous',
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
    text: 'Avocat depuis 1998, associé depuis 2011 : une pratique éprouvée du conseil comme du contentieux.',
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
    text: 'Une convention d’honoraires écrite, un budget annoncé à l’avance et prévisible : pas de mauvaise surprise.',
  },
  {
    title: `Médiateur depuis ${site.lawyer.mediatorSince}`,
    text: `Formé à la médiation et référencé par le ${site.lawyer.mediatorReferences.cnma} : quand un accord est possible, la médiation permet souvent de régler un différend plus vite et à moindre coût.`,
  },
  {
    title: 'Disponible 5 jours sur 7',
    text: 'Du lundi au vendredi, de 9h à 19h, au cabinet de Toulouse ou en déplacement dans la métropole.',
  },
]

/**
 * Five testimonials (docs/specification.md « Home », « Constants »), newest first; shown without
 * review markup (no self-serving ratings). They speak of the relationship (listening, clarity,
 * availability, fees), never of an outcome, and identify no one (RIN art. 10; professional
 * secrecy); `testimonialsNotice` says how they were collected and checked (code de la consommation,
 * L. 121-4, 27°, and D. 111-17).
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
      'La convention d’honoraires m’a été expliquée point par point avant que le travail commence. Le budget annoncé a été tenu et chaque facture détaillait ce qui avait été fait.',
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
      'En médiation, Maître Roques a laissé chacun s’exprimer, sans jamais prendre parti. J’ai apprécié son calme, sa patience et la clarté de ses explications sur le déroulement des réunions.',
    author: 'Claire L.',
    title: 'Profession libérale',
    published: 'octobre 2025',
    experience: '2025',
  },
]

/** Notice under the carousel (code de la consommation, D. 111-17; RIN art. 10). */
export const testimonialsNotice = {
  title: 'À propos de ces témoignages',
  text: 'Ces témoignages sont publiés avec l’accord écrit de leurs auteurs. Chacun a été écrit par un client à la fin de son dossier ; avant de le publier, j’ai vérifié qu’il venait bien d’un client dont j’ai suivi le dossier. Aucune contrepartie n’a été accordée. Pour préserver le secret professionnel, ils sont anonymisés : les prénoms sont modifiés et les fonctions restent générales. Ils sont présentés du plus récent au plus ancien. Chaque dossier est différent : ces témoignages parlent de la relation de travail et ne préjugent en rien de l’issue du vôtre.',
} as const

/**
 * Local-area section: the four towns of docs/specification.md « Purpose » with what the visitor can
 * expect there.
 */
export const localArea = {
  title: 'Votre avocat dans la métropole toulousaine',
  lead: 'Je vous reçois à Toulouse, près du Palais de Justice, et je me déplace dans toute l’agglomération. J’interviens également devant les juridictions d’autres villes de France.',
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
    { name: 'Muret', text: 'Assistance des salariés et des employeurs du sud de l’agglomération.' },
  ],
} as const

/**
 * Call-to-action band (docs/specification.md « Home »): `promises` are the spec's strings, letter
 * for letter.
 */
export const ctaBand = {
  title: 'Parlons de votre situation',
  lead: `La première consultation est gratuite : elle permet de comprendre votre besoin et de vous dire comment je peux vous aider. ${site.reply.detail}.`,
  appointment: 'Prendre rendez-vous en ligne',
  call: 'Appeler maintenant',
  promises: ['Réponse sous 24h', 'Conseil personnalisé', 'Disponible 5j/7'],
} as const
