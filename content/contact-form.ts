/*
 * The consultation form's copy (content/contact.ts re-exports it), in a module that reads only the
 * practice's phone and e-mail (./site-contact.ts): the form's island carries it, and a bundler
 * keeps every module-level text of a module it loads (docs/benchmarks.md « Script per route »).
 * What only the server writes around the form is content/contact.ts's `contactFormPage`.
 */
import { siteContact } from './site-contact.ts'

/**
 * Copy of the consultation form and of what follows a submission (docs/specification.md «
 * Consultation form », « Error catalogue »).
 */
export const contactForm = {
  requiredLegend: '* champ obligatoire',
  /**
   * Shown without JavaScript, when the form falls back to the browser's own `mailto:` submission
   * (HTML « Form submission », mail as body): the e-mail then lists the fields as the browser
   * writes them, under their technical names.
   */
  noScript: `JavaScript est désactivé dans votre navigateur : ce formulaire ouvrira votre messagerie avec vos réponses, présentées plus sommairement, à relire avant l’envoi. Vous pouvez aussi m’écrire directement à ${siteContact.email} ou appeler le ${siteContact.phoneDisplay} : je vous réponds sous 24h les jours ouvrés.`,
  /** Subject of the e-mail that the browser prepares without JavaScript (the domain is unknown). */
  noScriptSubject: 'Nouvelle demande de consultation',
  labels: {
    firstName: 'Prénom',
    lastName: 'Nom',
    // One spelling of « e-mail » on the whole site (the spec only names the field `email`).
    email: 'E-mail',
    phone: 'Téléphone',
    domain: 'Domaine concerné',
    urgency: 'Urgence',
    message: 'Votre message',
  },
  optional: '(facultatif)',
  domainPlaceholder: 'Sélectionnez un domaine',
  hints: {
    email: 'Je vous répondrai à cette adresse.',
    message:
      'Décrivez les faits utiles et vos questions. Inutile de joindre des pièces à ce stade : je vous les demanderai si nécessaire. N’indiquez ni données de santé ni informations sur des infractions ou des poursuites pénales : ces points seront abordés au rendez-vous.',
    /**
     * The spec's urgency options promise 48h, 24h or « immediate » (docs/specification.md «
     * Consultation form », « Constants »): they set when the first appointment takes place; the
     * reply itself comes within 24h on working days. Garde à vue: code de procédure pénale, art.
     * 63-3-1 (a lawyer commis d'office by the bâtonnier, through the Toulouse bar's duty service).
     */
    urgency: `Je vous réponds sous 24h les jours ouvrés. Le degré d’urgence fixe le délai du premier rendez-vous : sous 48h ou sous 24h, jours ouvrés ; si c’est très urgent, appelez aussi le ${siteContact.phoneDisplay}. Une urgence pénale, comme une garde à vue, ne relève pas de mes domaines d’activité : je vous oriente alors vers la permanence pénale du barreau de Toulouse, et en garde à vue vous pouvez demander un avocat commis d’office.`,
  },
  /**
   * docs/specification.md « Consultation form »: the button's text while submitting, letter for
   * letter.
   */
  submitting: 'Envoi en cours...',
  submit: 'Envoyer ma demande',
  /** docs/specification.md « Error catalogue », « Form success ». */
  successTitle: 'Demande envoyée',
  successDescription:
    'Votre messagerie va s’ouvrir avec votre demande : il vous reste à l’envoyer. Je vous répondrai sous 24h les jours ouvrés.',
  /** The toast once the server has sent the request (README « Settings », SMTP). */
  sentDescription:
    'Votre demande a bien été envoyée au cabinet. Je vous répondrai sous 24h les jours ouvrés.',
  /** docs/specification.md « Error catalogue », « Form failure ». */
  errorTitle: 'Erreur',
  /** The « Erreur » toast when the server could not send the request: nothing typed is lost. */
  notSentDescription: `Votre demande n’a pas pu être envoyée. Réessayez plus tard, envoyez-la depuis votre messagerie avec le message ci-dessous, ou appelez le cabinet au ${siteContact.phoneDisplay}.`,
  /** Under the message, before the island counts it (`max`: the limit, written out). */
  messageLimit: (max: string) => `${max} caractères au plus`,
  /** Under the message, as the visitor types: what it holds against the limit. */
  messageCount: (count: string, max: string) => `${count} / ${max} caractères`,
  /** Label of the honeypot field, hidden from people (src/lib/contact/submission.ts). */
  honeypotLabel: 'Ne remplissez pas ce champ',
  errorDescription: `Votre demande n’a pas pu être préparée. Veuillez réessayer ou appeler le cabinet au ${siteContact.phoneDisplay}.`,
} as const
