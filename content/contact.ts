/**
 * French copy of the contact page (docs/specification.md « Contact », « Consultation form », «
 * Error catalogue »). The practice's facts (phone, e-mail, address, access, hours) are not repeated
 * here: they come from `content/site.ts`.
 */
import { firstConsultationScope } from './fees.ts'
import { enquiryRetention } from './legal.ts'
import { site } from './site.ts'

export { contactForm } from './contact-form.ts'
export { preparedMessage } from './prepared-message.ts'

export const contactPage = {
  /** Title of the page without the site name; also the text of its social image. */
  metaTitle: 'Contact et rendez-vous',
  /** Unique meta description (120–160 characters). */
  metaDescription:
    'Contactez Maître Vincent Roques, avocat à Toulouse : téléphone, e-mail, adresse près du métro Palais de Justice et formulaire de demande de consultation.',
  eyebrow: 'Contact',
  title: 'Prendre rendez-vous',
  lead: `Décrivez votre situation : je vous réponds sous 24h les jours ouvrés, du lundi au vendredi. La première consultation est gratuite : ${firstConsultationScope.form}. ${firstConsultationScope.limits}`,
  details: {
    title: 'Coordonnées du cabinet',
    phone: 'Téléphone',
    email: 'E-mail',
    address: 'Adresse',
    hours: 'Horaires',
  },
  access: {
    eyebrow: 'Accès',
    title: 'Venir au cabinet',
    lead: 'Le cabinet se trouve au centre de Toulouse, à deux pas du palais de justice.',
  },
} as const

/**
 * The three info cards of docs/specification.md « Contact »: metro line B, parking, step-free
 * access.
 */
export const accessCards = [
  { icon: 'metro', title: 'Métro ligne B', text: `${site.access.metro}.` },
  { icon: 'parking', title: 'Stationnement', text: `${site.access.parking}.` },
  { icon: 'accessibility', title: 'Accès de plain-pied', text: `${site.access.accessibility}.` },
] as const

/** Icon key of an info card, mapped to a lucide icon by the page. */
export type AccessCardIcon = (typeof accessCards)[number]['icon']

/**
 * What the page writes around the consultation form, and the notices above the form the server
 * sends back to a visitor without JavaScript (src/pages/contact.astro): never in the form's
 * script (content/contact-form.ts holds the form's own copy).
 */
export const contactFormPage = {
  title: 'Demande de consultation',
  intro:
    'Ce formulaire prépare un e-mail dans votre messagerie : vous le relisez, puis vous l’envoyez. Aucune donnée n’est transmise par ce site.',
  /** Intro of the form when the server sends the requests (replaces `intro`). */
  serverIntro:
    'Votre demande est envoyée au cabinet par e-mail dès que vous la validez. Je vous réponds sous 24h les jours ouvrés, à l’adresse que vous indiquez.',
  /** Above the form sent back to a visitor without JavaScript, when a field is in error. */
  invalidSummary: 'Votre demande n’a pas été envoyée : corrigez les champs signalés ci-dessous.',
  /** Above the form sent back when the request could not be read or sent and nothing was typed. */
  notSentWithoutMessage: `Votre demande n’a pas pu être envoyée par le site. Réessayez dans quelques minutes, écrivez directement à ${site.contact.email} ou appelez le cabinet au ${site.contact.phoneDisplay}.`,
  /**
   * Above the form sent back when the request was longer than the site reads: what fit is in the
   * fields, each cut at its limit.
   */
  tooLarge: `Votre demande n’a pas été envoyée : elle dépasse ce que le site peut transmettre. Ce qui a pu être lu est repris ci-dessous, coupé à la longueur permise : relisez-le, complétez-le puis envoyez-le à nouveau, ou écrivez directement à ${site.contact.email}, avec les pièces utiles, ou appelez le cabinet au ${site.contact.phoneDisplay}.`,
  /**
   * Above the form sent back when it was posted from a page of another site (a copy, a translation
   * service): nothing is sent, what it held is shown for the visitor to check and send from here.
   */
  crossSite: `Votre demande n’a pas été envoyée : elle provient d’une page qui n’est pas celle du site du cabinet. Vérifiez les champs ci-dessous, puis envoyez-la depuis ce formulaire, ou appelez le cabinet au ${site.contact.phoneDisplay}.`,
  /** Above the form sent back when too many requests came from the visitor's connection. */
  rateLimited: `Trop de demandes ont été envoyées depuis votre connexion ces dernières minutes. Envoyez celle-ci depuis votre messagerie avec le message ci-dessous, ou appelez le cabinet au ${site.contact.phoneDisplay}.`,
} as const

/**
 * Personal-data notice shown under the form (RGPD art. 13: controller, purposes, legal basis,
 * retention, rights, complaint). Kept short; /confidentialite says it in full, and the retention
 * period follows the CNIL's guidance for prospects (3 years after the last contact).
 */
export const privacyNotice = {
  title: 'Vos données personnelles',
  paragraphs: [
    `Ce formulaire n’envoie rien par lui-même : il prépare un e-mail que vous envoyez depuis votre messagerie. Les informations de ce message sont destinées à Maître ${site.lawyer.fullName} et à la ${site.firm.name}, responsable du traitement, pour répondre à votre demande et préparer la consultation.`,
    // RGPD art. 9 (sensitive data) and art. 10 (offences): two categories, named apart.
    'Les champs marqués d’un astérisque sont nécessaires pour vous répondre ; sans eux, votre demande ne peut pas être traitée. Avant le premier rendez-vous, n’envoyez ni données sensibles (santé, opinions…) ni informations sur des infractions ou des poursuites pénales.',
    // The retention is worded once, in content/legal.ts (`enquiryRetention`), for this notice and
    // the privacy policy.
    `Ce traitement repose sur les mesures précontractuelles prises à votre demande (RGPD, article 6, paragraphe 1, point b). Si aucun dossier n’est ouvert, vos données sont conservées ${enquiryRetention}, puis supprimées.`,
    // No right to object here: it covers processing on a legitimate interest or a public task
    // (RGPD art. 21, 1), not the steps taken at the visitor's request (art. 6, 1, b).
    `Vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter le traitement ou les récupérer en écrivant à ${site.contact.email}. Vous pouvez aussi introduire une réclamation auprès de la CNIL.`,
  ],
  more: 'Pour en savoir plus, voir la politique de confidentialité',
} as const

/**
 * The notice's first paragraph when the server sends the requests (README « Settings », SMTP):
 * what is sent, through which provider, and what the site keeps (RGPD art. 13, 1, e and 2, a).
 *
 * @param provider the SMTP server's host name, e.g. `smtp.example.fr`.
 */
export function serverPrivacyParagraph(provider: string): string {
  return `Ce formulaire envoie votre demande au cabinet : le serveur du site la transmet aussitôt par e-mail, par le serveur d’envoi ${provider}, sans l’enregistrer. Les informations de ce message sont destinées à Maître ${site.lawyer.fullName} et à la ${site.firm.name}, responsable du traitement, pour répondre à votre demande et préparer la consultation. Pour limiter les envois abusifs, votre adresse IP est conservée dix minutes au plus.`
}

/** The confirmation page a visitor without JavaScript reaches once the request is sent. */
export const consultationSent = {
  metaTitle: 'Demande envoyée',
  metaDescription:
    'Votre demande de consultation a bien été envoyée au cabinet de Maître Vincent Roques, avocat à Toulouse : réponse sous 24h les jours ouvrés.',
  title: 'Demande envoyée',
  lead: 'Votre demande a bien été envoyée au cabinet. Je vous répondrai sous 24h les jours ouvrés, à l’adresse e-mail que vous avez indiquée.',
  urgent: 'Si votre situation est très urgente, appelez aussi le cabinet :',
  back: 'Retour à la page Contact',
  home: 'Retour à l’accueil',
} as const

/**
 * Copy of the map block (docs/specification.md « Rules for the copy », third parties): the map is
 * loaded only when the visitor clicks, and the text under the button says what it loads and from
 * whom.
 */
export const mapCopy = {
  title: 'Plan d’accès',
  iframeTitle: `Carte OpenStreetMap : emplacement du cabinet, ${site.address.street} à ${site.address.city}`,
  placeholderTitle: 'Carte fournie par OpenStreetMap',
  placeholderText: 'L’emplacement du cabinet sur un plan, à afficher si vous le souhaitez.',
  show: 'Afficher la carte',
  /** Under the button: what a click loads, from whom, and where the data goes. */
  disclosure:
    'En cliquant, vous chargez la carte depuis www.openstreetmap.org : votre navigateur transmet alors votre adresse IP et les informations techniques habituelles à la Fondation OpenStreetMap, au Royaume-Uni. Rien n’est chargé avant votre clic.',
  disclosureLink: 'Vos données et la carte',
  showNoScript: 'Voir la carte sur openstreetmap.org',
  directions: 'Itinéraire vers le cabinet',
  newTab: '(nouvel onglet)',
  credit: 'Données cartographiques © les contributeurs d’OpenStreetMap.',
} as const
