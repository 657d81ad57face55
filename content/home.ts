/**
 * Copy of the home page (spec §2 « Home », §3 « Testimonial », §9). Claims are the
 * specification's own (spec §1), never exaggerated (RIN art. 10: nothing misleading).
 */

export type Testimonial = {
  quote: string
  /** First name and initial, e.g. « Sophie M. » (spec §3). */
  author: string
  /** Role of the author. */
  title: string
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
  lead: 'Maître Vincent Roques conseille et défend les entreprises, les employeurs, les salariés et les particuliers en droit des affaires, en droit du travail et en droit international. Plus de 25 ans d’expérience, une réponse sous 24h et une première consultation gratuite.',
  /** Spec §2: hero button to /domaines-expertise. */
  primaryCta: 'Conseil et Contentieux',
  secondaryCta: 'Prendre rendez-vous',
  facts: [
    { value: '25+', label: 'années d’expérience' },
    { value: '500+', label: 'dossiers traités' },
    { value: '24h', label: 'pour vous répondre' },
  ],
} as const

/** Six « why choose » points (spec §2 « Home »). */
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
    text: 'Chaque demande reçoit une réponse dans les 24 heures ouvrées, et plus vite encore en cas d’urgence.',
  },
  {
    title: 'Des honoraires transparents',
    text: 'Une convention d’honoraires écrite, un budget annoncé à l’avance et prévisible : pas de mauvaise surprise.',
  },
  {
    title: 'Médiateur agréé depuis 2015',
    text: 'Quand un accord est possible, la médiation permet de régler un différend plus vite et à moindre coût.',
  },
  {
    title: 'Disponible 5 jours sur 7',
    text: 'Du lundi au vendredi, de 9h à 19h, au cabinet de Toulouse ou en déplacement dans la métropole.',
  },
]

/** Five testimonials (spec §3, §9); shown without review markup (no self-serving ratings). */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Licenciée après douze ans dans la même entreprise, je ne savais pas par où commencer. Maître Roques m’a expliqué mes droits simplement et m’a accompagnée jusqu’à un accord que je n’espérais plus.',
    author: 'Sophie M.',
    title: 'Assistante de direction',
  },
  {
    quote:
      'Pour la création de notre société et la rédaction du pacte d’associés, nous avons reçu des conseils clairs et des documents solides. Trois ans plus tard, ils nous servent encore.',
    author: 'Thomas B.',
    title: 'Cofondateur d’une entreprise du numérique',
  },
  {
    quote:
      'Un conflit avec un fournisseur espagnol bloquait notre trésorerie. Le dossier a été repris avec méthode et la créance a été recouvrée sans procès.',
    author: 'Isabelle R.',
    title: 'Gérante d’une PME de négoce',
  },
  {
    quote:
      'Employeur d’une petite équipe, j’avais besoin d’un interlocuteur disponible. Chaque question reçoit une réponse rapide et argumentée, sans jargon.',
    author: 'Karim D.',
    title: 'Dirigeant d’une entreprise du bâtiment',
  },
  {
    quote:
      'La médiation proposée par Maître Roques nous a permis, à mon associé et à moi, de nous séparer en bons termes et en quelques semaines plutôt qu’en plusieurs années.',
    author: 'Claire L.',
    title: 'Architecte associée',
  },
]

/** Local-area section: the four towns of spec §1 with what the visitor can expect there. */
export const localArea = {
  title: 'Votre avocat dans la métropole toulousaine',
  lead: 'Le cabinet reçoit à Toulouse, près du Palais de Justice, et se déplace dans toute l’agglomération. Il intervient également devant les juridictions d’autres villes de France.',
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

/** Call-to-action band (spec §2 « Home »). */
export const ctaBand = {
  title: 'Parlons de votre situation',
  lead: 'La première consultation est gratuite : elle permet de comprendre votre besoin et de vous dire comment je peux vous aider.',
  appointment: 'Prendre rendez-vous en ligne',
  call: 'Appeler maintenant',
  promises: ['Réponse sous 24h', 'Conseil personnalisé', 'Disponible 5j/7'],
} as const
