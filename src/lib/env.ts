import { MAILTO_DELIVERY, type ConsultationDelivery } from '@/content/legal'
import { parseWordPressApiUrl, wordPressOrigin } from './wordpress/api-url.mjs'

// Runtime settings of README « Settings », read from `process.env`, each with its default.

const DEFAULT_SITE_URL = 'http://localhost:3000'
const DEFAULT_CACHE_SECONDS = 300
/** Timeout of one WordPress call, in milliseconds (README « Settings »: default 5 s). */
const DEFAULT_WORDPRESS_TIMEOUT_MS = 5000

/** Public origin without trailing slash, from `SITE_URL` (default `http://localhost:3000`). */
export function getSiteUrl(): string {
  const raw = process.env.SITE_URL?.trim()
  if (!raw) return DEFAULT_SITE_URL
  try {
    return new URL(raw).origin
  } catch {
    return DEFAULT_SITE_URL
  }
}

/** REST base of WordPress from `WORDPRESS_API_URL`, without trailing slash; `null` when unset or invalid. */
export function getWordPressApiUrl(): string | null {
  return parseWordPressApiUrl(process.env.WORDPRESS_API_URL)
}

/** Origin of WordPress's media, from `WORDPRESS_API_URL`, e.g. `https://blog.example.com`; `null` as above. */
export function getWordPressOrigin(): string | null {
  return wordPressOrigin(process.env.WORDPRESS_API_URL)
}

/** Seconds an answer from WordPress is reused, from `WORDPRESS_CACHE_SECONDS` (default 300; 0 = off). */
export function getWordPressCacheSeconds(): number {
  const raw = process.env.WORDPRESS_CACHE_SECONDS?.trim()
  if (!raw) return DEFAULT_CACHE_SECONDS
  const value = Number(raw)
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_CACHE_SECONDS
}

/** Timeout of one WordPress call in milliseconds, from `WORDPRESS_TIMEOUT_MS` (default 5000). */
export function getWordPressTimeoutMs(): number {
  const value = Number(process.env.WORDPRESS_TIMEOUT_MS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_WORDPRESS_TIMEOUT_MS
}

/** Shared secret of the revalidation webhook; `null` disables the webhook. */
export function getRevalidateSecret(): string | null {
  const raw = process.env.REVALIDATE_SECRET
  return raw && raw.length > 0 ? raw : null
}

/** Secret WordPress signs its preview links with (README « Draft preview »); `null`: no preview. */
export function getPreviewSecret(): string | null {
  const raw = process.env.PREVIEW_SECRET
  return raw && raw.length > 0 ? raw : null
}

/** WordPress account the site reads drafts with: a user login and one of its application passwords. */
export type WordPressPreviewCredentials = { user: string; applicationPassword: string }

/**
 * Credentials of the draft preview, from `WORDPRESS_PREVIEW_USER` and
 * `WORDPRESS_PREVIEW_APPLICATION_PASSWORD` (WordPress REST API handbook, « Authentication »:
 * application passwords over Basic authentication); `null` unless both are set. The password is
 * kept as WordPress shows it (groups of four separated by spaces): WordPress ignores the spaces.
 */
export function getWordPressPreviewCredentials(): WordPressPreviewCredentials | null {
  const user = process.env.WORDPRESS_PREVIEW_USER?.trim()
  const applicationPassword = process.env.WORDPRESS_PREVIEW_APPLICATION_PASSWORD?.trim()
  return user && applicationPassword ? { user, applicationPassword } : null
}

/** `REDIS_URL` (README « Several instances »); `null` when unset or not a `redis(s):` URL. */
export function getRedisUrl(): string | null {
  const raw = process.env.REDIS_URL?.trim()
  if (!raw) return null
  try {
    const { protocol } = new URL(raw)
    return protocol === 'redis:' || protocol === 'rediss:' ? raw : null
  } catch {
    return null
  }
}

/** Prefix of the site's Redis keys, from `REDIS_KEY_PREFIX` (default `roques-avocat:`). */
export function getRedisKeyPrefix(): string {
  return process.env.REDIS_KEY_PREFIX?.trim() || 'roques-avocat:'
}

/** Longest wait for one Redis command, in milliseconds, from `REDIS_TIMEOUT_MS` (default 1000). */
export function getRedisTimeoutMs(): number {
  const value = Number(process.env.REDIS_TIMEOUT_MS)
  return Number.isInteger(value) && value > 0 ? value : 1000
}

/** Replaced at build time by astro.config.ts (`vite.define`): the build's id. */
declare const __SITE_BUILD_ID__: string | undefined

/**
 * Id of the running build, chosen when `astro build` ran (astro.config.ts, `BUILD_ID` when set):
 * answered by `/api/health`, and part of the Redis keys of cached pages, so that two builds never
 * serve each other's pages. `development` outside a build.
 */
export function getBuildId(): string {
  return typeof __SITE_BUILD_ID__ === 'string' ? __SITE_BUILD_ID__ : 'development'
}

/** Server delivery of the consultation form (README « Settings »: the three `SMTP_URL`… rows). */
export type ConsultationDeliverySettings = {
  /** `SMTP_URL`, e.g. `smtps://user:pass@smtp.example.fr:465` (nodemailer's connection URL). */
  smtpUrl: string
  /** Host name of the SMTP server, named to visitors as the sending provider. */
  smtpHost: string
  /** `CONTACT_TO`: the practice's address that receives the requests. */
  to: string
  /** `CONTACT_FROM`: the sender the SMTP account may use, e.g. `Site <site@example.fr>`. */
  from: string
}

/**
 * The consultation form's server delivery, from `SMTP_URL`, `CONTACT_TO` and `CONTACT_FROM`;
 * `null` unless all three are set and `SMTP_URL` is an `smtp:` or `smtps:` URL: the form then
 * keeps the specification's `mailto:` behaviour.
 */
export function getConsultationDeliverySettings(): ConsultationDeliverySettings | null {
  const smtpUrl = process.env.SMTP_URL?.trim()
  const to = process.env.CONTACT_TO?.trim()
  const from = process.env.CONTACT_FROM?.trim()
  if (!smtpUrl || !to || !from) return null
  try {
    const url = new URL(smtpUrl)
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return null
    return { smtpUrl, smtpHost: url.hostname, to, from }
  } catch {
    return null
  }
}

/** How the consultation form reaches the practice, as the pages tell it (SMTP when configured). */
export function getConsultationDelivery(): ConsultationDelivery {
  const settings = getConsultationDeliverySettings()
  return settings ? { kind: 'server', provider: settings.smtpHost } : MAILTO_DELIVERY
}
