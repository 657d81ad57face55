/**
 * docs/specification.md « Blog list »: message of an empty result, of the current page's filter
 * (./list-filter.ts) and of the search of every article. A module of its own: the filter's island
 * carries this string only.
 */
export const EMPTY_RESULT_MESSAGE = 'Aucun article trouvé pour votre recherche.'
