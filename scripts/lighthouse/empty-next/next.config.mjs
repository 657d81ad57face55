/** The reference page is built with the site's own Next.js, from the repository's node_modules. */
const config = { poweredByHeader: false }

export default config
