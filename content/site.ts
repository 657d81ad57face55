/**
 * Identity and contact facts of the practice: the one place to edit them, with the phone and the
 * e-mail in ./site-contact.ts (re-exported here).
 *
 * Every page, the header, the footer, the metadata and the JSON-LD read these values, so that the
 * practice replaces its fictional identity here only (docs/specification.md
 * « Claims »). The phone number belongs to the 05 36 49 range that the ARCEP keeps for
 * fiction and the e-mail domain `.example` is reserved (RFC 2606): both must be replaced before
 * going live. Every value only the practice can give is listed in `factsToConfirm` below until it
 * is confirmed; a build for a public origin refuses to finish while one is left
 * (src/integrations/placeholder-facts.mjs; docs/specification.md « Legal choices »).
 */

import { siteContact } from './site-contact.ts'

export { emailHref, phoneHref, siteContact } from './site-contact.ts'

/** docs/specification.md « About »: year, title, institution, description. */
export type AcademicItem = { year: string; title: string; institution: string; description: string }
/** docs/specification.md « About »: period, title, location, description. */
export type ExperienceItem = {
  period: string
  title: string
  location: string
  description: string
}

/**
 * The lawyer's photograph (docs/specification.md « About »): an image file of src/assets/portrait/,
 * drawn by Astro's image pipeline at the widths it is shown (src/components/sections/
 * portrait-image.ts), with its French alternative text and the photographer's credit, shown under
 * it (code de la propriété intellectuelle, L. 121-1: the author's name goes with the work).
 */
export type SitePortrait = {
  /** File name in src/assets/portrait/, e.g. `vincent-roques.jpg` (JPEG, PNG, WebP or AVIF). */
  file: string
  /** What the photograph shows, for screen readers (WCAG 1.1.1). */
  alt: string
  /** Photographer or agency, e.g. « Studio Exemple, Toulouse ». */
  credit: string
}

/** The mediation training, as /a-propos and /mediation both say it. */
const MEDIATION_TRAINING = 'deux cents heures de formation théorique et pratique'
/** One name for the university of every diploma, the one it bears today. */
const UNIVERSITY = 'Université Toulouse 1 Capitole'

export const site = {
  /** Name used in titles, `og:site_name` and JSON-LD. */
  name: 'Maître Vincent Roques, avocat à Toulouse',
  shortName: 'Vincent Roques Avocat',
  lawyer: {
    givenName: 'Vincent',
    familyName: 'Roques',
    fullName: 'Vincent Roques',
    /** Header title, docs/specification.md « Shared header ». */
    title: 'AVOCAT ASSOCIÉ',
    barreau: 'barreau de Toulouse',
    /**
     * Office held in the firm, besides being a partner: in a SELARL the gérant is the legal
     * representative, hence the directeur de la publication of the firm's site (loi n° 82-652 du
     * 29 juillet 1982, art. 93-2) and the one who represents the data controller.
     */
    firmRole: 'gérant',
    /** Year of the oath (docs/specification.md « Purpose »: practising since 1998). */
    practisingSince: 1998,
    /** docs/specification.md « Purpose »: associate since 2011. */
    associateSince: 2011,
    /**
     * docs/specification.md « Purpose » says « approved mediator since 2015 »; France has no
     * general approval (« agrément ») of mediators, so the site says what can be checked: mediator
     * since 2015, trained (200 hours, the Centre national de médiation des avocats' criterion),
     * referenced in the CNMA's directory of lawyer-mediators and listed by the cour d'appel (loi n°
     * 95-125, art. 22-1 A; décret n° 2017-1457). Fictional like the rest of the identity: the
     * practice confirms or replaces.
     */
    mediatorSince: 2015,
    /** Bodies that list the lawyer as a mediator, named on the site (one line each). */
    mediatorReferences: {
      /** The CNB's centre, whose directory lists lawyer-mediators on training and experience. */
      cnma: 'Centre national de médiation des avocats',
      /** List kept « pour l'information des juges » (loi n° 95-125, art. 22-1 A). */
      courtList: 'liste des médiateurs de la cour d’appel de Toulouse',
    },
  },
  /**
   * The lawyer's education and career before the firm (docs/specification.md « About »: academic
   * item, experience item), shown on /a-propos; the mediation training is also said on /mediation.
   * Fictional like the rest of the identity: a diploma, a year or a firm not held is misleading
   * (code de la consommation, L. 121-2; RIN art. 10). The specification fixes five diplomas and
   * six career entries (content/content.test.ts): a real CV of another length changes both.
   */
  biography: {
    mediationTraining: MEDIATION_TRAINING,
    education: [
      {
        year: '1994',
        title: 'Licence en droit',
        institution: UNIVERSITY,
        description:
          'Les fondamentaux du droit privé et du droit public, et un premier goût pour le droit des contrats.',
      },
      {
        year: '1995',
        title: 'Maîtrise de droit des affaires',
        institution: UNIVERSITY,
        description:
          'Droit des sociétés, droit commercial et droit du travail, étudiés ensemble comme ils se présentent dans l’entreprise.',
      },
      {
        year: '1996',
        title: 'DESS de droit des affaires internationales',
        institution: UNIVERSITY,
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
        institution: UNIVERSITY,
        description: `${MEDIATION_TRAINING.replace(/^d/, 'D')} aux techniques de la médiation : écoute active, reformulation, conduite des réunions et rédaction des accords.`,
      },
    ],
    career: [
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
    ],
  },
  firm: {
    /**
     * Structure d'exercice (RIN art. 10.4: the lawyer is identified with it). A one-partner company
     * bears no name that suggests several (« & Associés »): RIN art. 10.2 forbids any appearance of
     * a structure that does not exist, art. 10.6.3 rules firm names.
     */
    name: 'SELARL Vincent Roques Avocat',
    legalForm: 'Société d’exercice libéral à responsabilité limitée',
    /**
     * Number of partners: one, the lawyer, whom the site calls « associé unique » (`partnerTitle`);
     * a sole partner is still an « avocat associé », the header's title.
     */
    partners: 1 as number,
    shareCapital: '10 000 €',
    /** Fictional SIREN/RCS: replace with the firm's own before publication. */
    siren: '000 000 000',
    rcs: 'RCS Toulouse 000 000 000',
    vatNumber: 'FR00 000000000',
  },
  /**
   * Professional liability insurance (loi n° 71-1130, art. 27; décret n° 91-1197, art. 205; code
   * de la consommation, art. L. 111-2 and R. 111-2: insurer, its address, territorial coverage).
   * Fictional, like the registration numbers: replace with the policy's own terms. The coverage
   * follows the bars' usual collective contracts, which exclude permanent establishments in the
   * United States and Canada.
   */
  insurance: {
    insurer: 'Assureur Exemple SA',
    address: '1 place de l’Assurance, 75009 Paris',
    policy: 'Contrat de responsabilité civile professionnelle n° 000000',
    coverage:
      'Activité professionnelle exercée en France et, pour des missions ponctuelles, dans le monde entier, à l’exclusion des établissements permanents aux États-Unis et au Canada',
  },
  /**
   * Consumer mediator of the legal profession (code de la consommation, L. 612-1, L. 616-1,
   * R. 616-1: name, postal address, e-mail and website, shown on the site). The institution is
   * named, not a person.
   */
  consumerMediator: {
    name: 'Médiateur de la consommation de la profession d’avocat',
    address: '180 boulevard Haussmann, 75008 Paris',
    email: 'mediateur@mediateur-consommation-avocat.fr',
    website: 'https://mediateur-consommation-avocat.fr',
  },
  /**
   * Reply promise: the spec's « Réponse sous 24h » (« Home », « Contact »), with the working days
   * it counts (the practice's hours, Monday to Friday). Every page says it with these words.
   */
  reply: {
    /** docs/specification.md « Home » call-to-action band, letter for letter. */
    short: 'Réponse sous 24h',
    /** The same promise, with the days it counts. */
    detail: 'Réponse sous 24h les jours ouvrés, du lundi au vendredi',
    /** What happens to a message sent on Friday evening or at the weekend. */
    weekend: 'Une demande envoyée le vendredi soir ou le week-end reçoit sa réponse le lundi.',
  },
  contact: siteContact,
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
    /** docs/specification.md « Constants »: 9h–19h Monday–Friday, by appointment only. */
    display: 'Du lundi au vendredi, de 9h à 19h',
    short: '9h–19h, du lundi au vendredi',
    appointmentOnly: 'Uniquement sur rendez-vous',
    opens: '09:00',
    closes: '19:00',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const,
  },
  /**
   * docs/specification.md « Purpose »: the Toulouse metropolitan area served, with travel possible.
   */
  areasServed: ['Toulouse', 'Blagnac', 'Colomiers', 'Muret'] as const,
  links: {
    /**
     * External news blog behind « Actualités » (docs/specification.md « Routes »): placeholder
     * until the practice gives its own.
     */
    newsBlog: 'https://actualites.roques-avocat.example',
    /** External mediation centre linked from /mediation/conventionnelle: placeholder. */
    mediationCentre: 'https://centre-mediation.roques-avocat.example',
  },
  /**
   * The mediation centre behind `links.mediationCentre`, named on the page with the lawyer's tie to
   * it (RIN art. 10: nothing misleading; code de la consommation, L. 121-3: leaving out what the
   * reader needs is misleading): a link the site recommends says where it leads and what ties the
   * lawyer to it. `tie`: `'listed'` when the lawyer is on its list of mediators, `'none'`
   * when the site only points to it.
   */
  mediationCentre: {
    name: 'Centre de médiation Exemple',
    tie: 'listed' as 'listed' | 'none',
  },
  /**
   * The free first consultation (docs/specification.md « Claims »): how long it lasts and where it
   * takes place; content/fees.ts says what it includes and what it does not.
   */
  firstConsultation: {
    duration: '30 minutes',
    /** Where it can take place, joined with « ou » on the site. */
    settings: ['au cabinet', 'par téléphone'] as const,
  },
  /**
   * Data protection officer (RGPD art. 13, 1, b: the DPO's contact details, where there is one).
   * `null`: none designated, the firm not being bound to (RGPD art. 37, 1, and recital 91: a
   * lawyer's processing of clients' data is not « large scale »).
   */
  dataProtectionOfficer: null as { name: string; email: string } | null,
  /**
   * How long a testimonial stays on the site before it is removed (code de la consommation,
   * D. 111-17, 2°, b: the maximum period of publication and retention of a review).
   */
  testimonials: {
    maxPublication: 'trois ans',
  },
  /**
   * Declaration of the site to the Ordre (RIN art. 10.5: whoever opens a site tells the conseil de
   * l'Ordre without delay and gives it every domain name that leads to the site; each domain name
   * contains the lawyer's name or the firm's, in full or abridged). `declaredOn`: date of the
   * declaration, `null` until it is made; `domains`: the names declared. A public build also
   * refuses a `SITE_URL` whose host names neither (src/integrations/placeholder-facts.mjs).
   */
  ordreDeclaration: {
    declaredOn: null as string | null,
    domains: ['roques-avocat.example'] as readonly string[],
  },
  /**
   * The lawyer's photograph; `null` until the practice supplies one, and the pages show a
   * monogram in its place. Listed in `factsToConfirm` meanwhile: a client chooses a person, and a
   * public site without the face of the lawyer it presents is not ready.
   */
  portrait: null as SitePortrait | null,
  /** Host of the site (LCEN art. 6, III): replace with the real host before publication. */
  host: {
    name: 'Hébergeur Exemple SAS',
    address: '1 rue de l’Hébergement, 31000 Toulouse',
    phone: '05 36 49 00 00',
    /** Where the servers and their logs are. */
    location: 'France',
    /**
     * Retention of the server logs, within the CNIL's recommendation on the retention and use of
     * logging data (published in the Journal officiel of 30 October 2021: six months to one year).
     */
    logRetention: 'six mois',
  },
  /**
   * E-mail provider of the practice (RGPD art. 13: recipients; where the data is kept). Fictional
   * like the host: replace with the real provider and the place where it keeps the mailboxes.
   */
  emailProvider: {
    name: 'Messagerie Exemple SAS',
    location: 'France',
  },
} as const

/**
 * The menu's label for /domaines-expertise (spec « Shared header »), letter for letter: the menu,
 * the footer's heading, the page's title and its breadcrumb name the page with it. Running text
 * says « domaines d'activité », the RIN's words (art. 10.2: « domaines d'activités dominantes »,
 * three at most); « domaines d'intervention » is not a third name for the same thing.
 */
export const EXPERTISE_LABEL = "Domaines d'expertise"

/**
 * The lawyer's place in the firm, as the legal notice and /a-propos say it: « associé unique » in a
 * one-partner company, « associé » otherwise (`site.firm.partners`).
 */
export const partnerTitle = site.firm.partners === 1 ? 'associé unique' : 'associé'

/** One-line postal address, e.g. for the footer. */
export const addressLine = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`

/** Dotted path of a value of `site`, e.g. `'firm.siren'` or `'insurance'` (a whole group). */
type FactPath<T> = {
  [K in keyof T & string]: T[K] extends string | number | boolean | null | readonly unknown[]
    ? K
    : K | `${K}.${FactPath<T[K]>}`
}[keyof T & string]

/** A fact of `site` (or a group of them) that only the practice can give. */
export type SiteFact = FactPath<typeof site>

/**
 * The facts that only the practice can give and that it has not confirmed yet, each with what is
 * expected. A build for a public origin (`SITE_URL` other than localhost or a loopback address)
 * refuses to finish while this list is not empty, and prints it (src/integrations/
 * placeholder-facts.mjs; README « Editing the practice's facts »): publishing a fictional SIREN,
 * insurer or host breaks the LCEN's and the code de la consommation's information duties (LCEN
 * art. 6, III; code de la consommation, R. 111-2), and claiming a listing not held is misleading
 * (L. 121-4). To confirm a fact: write the practice's own value in `site` above, then delete its
 * line here.
 */
export const factsToConfirm: Readonly<Partial<Record<SiteFact, string>>> = {
  'firm.name':
    'Dénomination exacte de la SELARL, telle qu’elle figure dans ses statuts et au tableau',
  'firm.partners':
    'Nombre d’associés de la SELARL (« associé unique » sur le site tant qu’il est de 1)',
  'firm.siren': 'Numéro SIREN de la SELARL',
  'firm.rcs': 'Immatriculation au registre du commerce et des sociétés',
  'firm.vatNumber': 'Numéro de TVA intracommunautaire',
  'firm.shareCapital': 'Capital social inscrit dans les statuts',
  'lawyer.firmRole': 'Fonction de Maître Roques dans la SELARL (gérant, représentant légal)',
  'lawyer.mediatorReferences':
    'Référencement par le Centre national de médiation des avocats et inscription sur la liste des médiateurs de la cour d’appel',
  insurance:
    'Assureur de responsabilité civile professionnelle, son adresse, le contrat et sa couverture géographique',
  host: 'Hébergeur du site : nom, adresse, téléphone, lieu des serveurs et durée de conservation des journaux',
  emailProvider: 'Prestataire de messagerie électronique et lieu de conservation des e-mails',
  contact: 'Téléphone et adresse électronique du cabinet',
  address: 'Adresse et coordonnées géographiques du cabinet',
  links: 'Adresses du blog d’actualités et du centre de médiation',
  mediationCentre: 'Nom du centre de médiation et lien de Maître Roques avec ce centre',
  firstConsultation: 'Durée et modalités de la première consultation gratuite',
  biography:
    'Formation et parcours de Maître Roques : diplômes, années, établissements, cabinets et durée de la formation de médiateur',
  access:
    'Accès au cabinet : station de métro, parkings et leur distance, accès de plain-pied pour les personnes à mobilité réduite',
  dataProtectionOfficer: 'Délégué à la protection des données, s’il en a été désigné un',
  testimonials:
    'Témoignages de content/home.ts (accord écrit de leurs auteurs) et durée maximale de publication',
  ordreDeclaration:
    'Déclaration du site au conseil de l’Ordre des avocats au barreau de Toulouse : date et noms de domaine déclarés',
  portrait:
    'Photographie de Maître Roques : fichier dans src/assets/portrait/, texte alternatif et crédit du photographe',
}
