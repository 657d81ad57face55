declare namespace App {
  interface Locals {
    /** Set by src/pages/api/consultation.ts before it rewrites to /contact. */
    consultation?: import('./lib/contact/delivery').ConsultationOutcome
  }
}
