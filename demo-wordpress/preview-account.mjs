/**
 * The one account of the demo WordPress that can read drafts and autosaves: the author's login and
 * an application password, sent with Basic authentication (WordPress REST API handbook,
 * « Authentication »). WordPress ignores the spaces of an application password, as the demo does.
 * Fixed, like the demo content: the demo serves nothing secret. Its own module, without top-level
 * await, so that tests can import it.
 */
export const DEMO_PREVIEW = Object.freeze({
  user: 'vincent-roques',
  applicationPassword: 'Demo Aper cuSi te20 26Ro ques',
})
