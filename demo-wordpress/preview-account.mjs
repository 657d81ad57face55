/**
 * The demo's one account that reads drafts and autosaves, by Basic authentication with an
 * application password (WordPress REST API handbook, « Authentication »), whose spaces WordPress
 * ignores. Fixed: the demo serves nothing secret. Its own module, so that tests can import it.
 */
export const DEMO_PREVIEW = Object.freeze({
  user: 'vincent-roques',
  applicationPassword: 'Demo Aper cuSi te20 26Ro ques',
})
