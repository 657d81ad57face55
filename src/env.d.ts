declare namespace App {
  interface Locals {
    /**
     * The visitor's address as server/server.ts reads it (README « Settings »: `TRUST_PROXY`);
     * unset under `astro dev`, where `clientAddress` is the socket's.
     */
    clientAddress?: string
    /** Set by src/pages/api/consultation.ts before it rewrites to /contact. */
    consultation?: import('./lib/contact/delivery').ConsultationOutcome
  }
}
