/*
 * The copy of the panel that keeps a prepared consultation request on screen (an island of its
 * own, PreparedMessagePanel; content/contact.ts re-exports it), in a module that reads only the practice's phone and e-mail: the form's island
 * does not carry it (docs/benchmarks.md « Script per route »).
 */
import { siteContact } from './site-contact.ts'

/** The panel that keeps the prepared message on screen for visitors whose mail client did not open. */
export const preparedMessage = {
  title: 'Votre message est prêt',
  // « messagerie en ligne », not « webmail »: one French word for it on the whole site.
  lead: 'Votre messagerie ne s’est pas ouverte ? Copiez le message ci-dessous et envoyez-le depuis votre messagerie en ligne à l’adresse du cabinet, ou appelez le cabinet.',
  to: 'À',
  subject: 'Objet',
  copy: 'Copier le message',
  reopen: 'Ouvrir dans ma messagerie',
  newRequest: 'Nouvelle demande',
  copiedTitle: 'Message copié',
  copiedDescription: `Collez-le dans un nouvel e-mail adressé à ${siteContact.email}.`,
  notSentTitle: 'Envoyez votre demande depuis votre messagerie',
  notSentLead:
    'Le site n’a pas pu transmettre votre demande. Elle est prête ci-dessous : ouvrez-la dans votre messagerie, ou copiez le message et envoyez-le à l’adresse du cabinet, ou appelez le cabinet.',
  openMailClient: 'Ouvrir dans ma messagerie',
  copyFailedTitle: 'Copie impossible',
  copyFailedDescription: 'Sélectionnez le texte du message et copiez-le avec votre clavier.',
  orCall: 'Par téléphone',
} as const
