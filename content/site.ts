/**
 * Identity and contact facts of the practice: the one place to edit them.
 *
 * Every page, the header, the footer, the metadata and the JSON-LD read these values, so that the
 * practice replaces its fictional identity here only (../shared/CONTENT.md, « The practice's
 * identity »). The phone number belongs to the 05 36 49 range that the ARCEP keeps for fiction and
 * the e-mail domain `.example` is reserved (RFC 2606): both must be replaced before going live.
 */

/** One entry of the main menu (spec §3, « Menu item: name, href »). */
export type MenuItem = {
  /** Visible French label. */
  name: string
  /** Internal route (`/…`) or absolute URL for an external link. */
  href: string
  /** True when `href` leaves the site: opened in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean
}

export const site = {
  /** Name used in titles, `og:site_name` and JSON-LD. */
  name: 'Maître Vincent Roques, avocat à Toulouse',
  shortName: 'Vincent Roques Avocat',
  lawyer: {
    givenName: 'Vincent',
    familyName: 'Roques',
    fullName: 'Vincent Roques',
    /** Header title, spec §2 « Shared header ». */
    title: 'AVOCAT ASSOCIÉ',
    barreau: 'barreau de Toulouse',
    /** Year of the oath (spec §1: practising since 1998). */
    practisingSince: 1998,
    /** Spec §1: associate since 2011. */
    associateSince: 2011,
    /** Spec §1: approved mediator since 2015. */
    mediatorSince: 2015,
  },
  firm: {
    /** Structure d'exercice (RIN art. 10: the lawyer is identified with it). */
    name: 'SELARL Roques & Associés',
    legalForm: "Société d’exercice libéral à responsabilité limitée",
    shareCapital: '10 000 €',
    /** Fictional SIREN/RCS: replace with the firm's own before publication. */
    siren: '000 000 000',
    rcs: 'RCS Toulouse 000 000 000',
    vatNumber: 'FR00 000000000',
  },
  contact: {
    phoneDisplay: '05 36 49 12 34',
    /** E.164 form used in `tel:` links and JSON-LD. */
    phoneE164: '+33536491234',
    email: 'contact@roques-avocat.example',
  },
  address: {
    street: '12 allées Jules-Guesde',
    postalCode: '31000',
    city: 'Toulouse',
    region: 'Occitanie',
    country: 'FR',
    /** WGS 84 degrees, allées Jules-Guesde near the Palais de Justice metro stop. */
    latitude: 43.5935,
    longitude: 1.4462,
  },
  access: {
    metro: 'Métro ligne B, station Palais de Justice, à 3 minutes à pied',
    parking:
      'Parkings Jean-Jaurès et Esquirol à proximité, stationnement payant allées Jules-Guesde',
    accessibility: 'Cabinet de plain-pied, accessible aux personnes à mobilité réduite',
  },
  hours: {
    /** Spec §9: 9h–19h Monday–Friday, by appointment only. */
    display: 'Du lundi au vendredi, de 9h à 19h',
    short: '9h–19h, du lundi au vendredi',
    appointmentOnly: 'Uniquement sur rendez-vous',
    opens: '09:00',
    closes: '19:00',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const,
  },
  /** Spec §1: the Toulouse metropolitan area served, with travel possible. */
  areasServed: ['Toulouse', 'Blagnac', 'Colomiers', 'Muret'] as const,
  links: {
    /** External news blog behind « Actualités » (spec §2): placeholder until the practice gives its own. */
    newsBlog: 'https://actualites.roques-avocat.example',
    /** External mediation centre linked from /mediation/conventionnelle: placeholder. */
    mediationCentre: 'https://centre-mediation.roques-avocat.example',
    /** Consumer mediator of the legal profession (code de la consommation, art. L. 612-1). */
    consumerMediator: 'https://mediateur-consommation-avocat.fr',
  },
  /** Host of the site (LCEN art. 6, III): replace with the real host before publication. */
  host: {
    name: 'Hébergeur Exemple SAS',
    address: '1 rue de l’Hébergement, 31000 Toulouse',
    phone: '05 36 49 00 00',
  },
} as const

/** Main menu, read by the header and the footer (spec §2 « Shared header », in this order). */
export const mainMenu: readonly MenuItem[] = [
  { name: 'Accueil', href: '/' },
  { name: 'À propos', href: '/a-propos' },
  { name: "Domaines d'expertise", href: '/domaines-expertise' },
  { name: 'Médiation', href: '/mediation' },
  { name: 'Honoraires', href: '/honoraires' },
  { name: 'Actualités', href: site.links.newsBlog, external: true },
  { name: 'Contact', href: '/contact' },
]

/** Links of the footer's legal line (spec §2 « Shared footer »). */
export const legalMenu: readonly MenuItem[] = [
  { name: 'Mentions légales', href: '/mentions-legales' },
  { name: 'Politique de confidentialité', href: '/confidentialite' },
]

/** `tel:` URL of the practice. */
export const phoneHref = `tel:${site.contact.phoneE164}`
/** `mailto:` URL of the practice. */
export const emailHref = `mailto:${site.contact.email}`
/** One-line postal address, e.g. for the footer. */
export const addressLine = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`
