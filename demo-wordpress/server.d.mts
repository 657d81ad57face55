/** Options of {@link startDemoWordPress}. */
export interface DemoWordPressOptions {
  /** TCP port; 0 lets the OS choose (default 3100). */
  port?: number
  /** Interface to listen on (default '127.0.0.1'). */
  host?: string
  /** Milliseconds added before every REST answer; also what /__demo/reset restores (default 0). */
  delayMs?: number
}

/** A running demo WordPress server. */
export interface DemoWordPress {
  /** Site URL without trailing slash, e.g. "http://127.0.0.1:3100". */
  url: string
  /** `url + '/wp-json/wp/v2'`. */
  apiUrl: string
  /** Stops the server, cancels delayed answers and drops open connections. */
  close(): Promise<void>
}

/** Starts a demo WordPress REST server; rejects if the port cannot be bound. */
export function startDemoWordPress(options?: DemoWordPressOptions): Promise<DemoWordPress>

/**
 * The account that reads drafts and autosaves with Basic authentication: the author's login and
 * an application password (spaces ignored, as WordPress does).
 */
export const DEMO_PREVIEW: Readonly<{ user: string; applicationPassword: string }>
