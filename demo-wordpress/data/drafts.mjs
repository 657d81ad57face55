/**
 * What the draft preview reads (README « Draft preview »), visible only to an authenticated client
 * (the site's application password, see DEMO_PREVIEW in server.mjs):
 * - `drafts`: posts not yet published, with the article shape of index.mjs plus `status`. Like a
 *   new WordPress draft, the first has no slug yet (WordPress derives `generated_slug`).
 * - `autosaves`: changes WordPress saved automatically on a published post without publishing them
 *   (`GET /posts/{id}/autosaves`), by the parent's slug; `blocks` are added after the post's own.
 */
export const drafts = [
  {
    slug: '',
    status: 'draft',
    title: 'Rupture conventionnelle collective : ce que prévoit le projet de réforme',
    dateGmt: '2026-11-12T09:00:00',
    categories: ['droit-du-travail', 'actualites-juridiques'],
    image: null,
    blocks: [
      "La rupture conventionnelle collective permet à une entreprise de supprimer des emplois sans licenciement, par un accord collectif validé par l'administration. Un projet de réforme en modifierait les conditions.",
      { h2: 'Ce que le projet change' },
      'Ce brouillon n’est visible que dans l’aperçu des éditeurs : il ne doit jamais apparaître sur le site public.',
    ],
  },
]

export const autosaves = [
  {
    parentSlug: 'rupture-conventionnelle-etapes',
    title: 'La rupture conventionnelle, étape par étape (mise à jour en cours)',
    modifiedGmt: '2026-11-14T16:20:00',
    blocks: [
      { h2: 'Nouveau : le délai de rétractation' },
      'Paragraphe ajouté par l’éditeur, enregistré automatiquement et pas encore publié.',
    ],
  },
]
