/**
 * The label of each action a visitor can take, one for the whole site (docs/specification.md
 * « One label for each action »): the same action reads the same on every page, in the header, in
 * a band or in an error state, so that a visitor recognises it at once. The pages read them here;
 * the browser tests check every page against them (e2e/action-labels.spec.ts).
 */
import { site } from './site.ts'

export const actionLabels = {
  /**
   * Go to /contact to ask for an appointment: the header's button, letter for letter
   * (docs/specification.md « Shared header »). The request is sent from that page and the reply
   * fixes the appointment; nothing is booked online, and no page says so (« Legal choices »).
   */
  appointment: 'Prendre rendez-vous',
  /** Phone the practice (`tel:` link), the number in the label so that it can be read or dialled. */
  call: `Appeler le ${site.contact.phoneDisplay}`,
  /** From an article, or an article that cannot be shown, to the list of articles. */
  backToBlog: 'Retour au blog',
  /** From the 404 page to the home page. */
  home: 'Retour à l’accueil',
} as const
