/**
 * The fields the index of every post asks (post-index.ts); apart, for the contract test. Nested
 * (REST API handbook « Global Parameters »): `content.protected` renders no text.
 */
export const INDEX_FIELDS = [
  'id',
  'slug',
  'link',
  'date',
  'modified',
  'modified_gmt',
  'sticky',
  'categories',
  'content.protected',
  'yoast_head_json.robots',
].join(',')
