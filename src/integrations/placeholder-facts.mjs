// @ts-check
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
// Imported with the module: astro.config.ts is loaded by a Vite runner that is closed by the time
// the build starts, and a dynamic import would go through it.
import { runnerImport } from 'vite'
import { PORTRAIT_FOLDER } from '../lib/portrait-folder.mjs'

/**
 * @typedef {{ path: string, expected: string, value?: string }} PendingFact one entry of
 *   `factsToConfirm` (content/site.ts): the dotted path of the value in `site`, what the practice
 *   must supply, and the value shown today; or `SITE_URL`, its host, when it names neither the
 *   lawyer nor the firm ({@link domainFact})
 * @typedef {{ refuse: boolean, reason: 'local' | 'allowed' | 'confirmed' | 'unconfirmed',
 *   facts: PendingFact[] }} PlaceholderFactsDecision
 */

/** The variable that lets a public build go out with placeholder facts (a staging copy, say). */
export const ALLOW_VARIABLE = 'ALLOW_PLACEHOLDER_FACTS'

/**
 * True when `site` is an origin the public can reach: anything but `localhost` (and its
 * subdomains, RFC 6761 § 6.3) or a loopback address (127.0.0.0/8, `::1`, IPv4-mapped loopback).
 * An origin that cannot be parsed counts as public, so that a typo never skips the check.
 *
 * @param {string | URL | undefined | null} site the site's origin (Astro's `site`, from `SITE_URL`)
 * @returns {boolean} `false` when unset or empty (a local run)
 */
export function isPublicOrigin(site) {
  if (site === undefined || site === null || String(site).trim() === '') return false
  let hostname
  try {
    hostname = new URL(String(site).trim()).hostname.toLowerCase()
  } catch {
    return true
  }
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return false
  if (/^127(?:\.\d{1,3}){3}$/.test(host)) return false
  if (host === '::1' || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host)) return false
  return true
}

/**
 * Whether `astro build` may finish: it refuses when the site is built for a public origin while a
 * fact of content/site.ts is still to confirm, or while the origin's host names neither the lawyer
 * nor the firm, unless `ALLOW_PLACEHOLDER_FACTS=1`. A fictional SIREN, insurer or host on the live
 * site breaks the editor's information duties (LCEN art. 6, III; code de la consommation,
 * R. 111-2), a listing not held is misleading (L. 121-4), and the Ordre refuses a domain without
 * the lawyer's or the firm's name (RIN art. 10.5).
 *
 * @param {{ site: string | URL | undefined | null, allow: boolean, facts: PendingFact[] }} input
 *   `site`: the origin the build is for; `allow`: `ALLOW_PLACEHOLDER_FACTS` is `1`; `facts`: the
 *   facts still to confirm
 * @returns {PlaceholderFactsDecision} `facts` is the list to print (empty for a local build)
 */
export function placeholderFactsDecision({ site, allow, facts }) {
  if (!isPublicOrigin(site)) return { refuse: false, reason: 'local', facts: [] }
  if (facts.length === 0) return { refuse: false, reason: 'confirmed', facts }
  if (allow) return { refuse: false, reason: 'allowed', facts }
  return { refuse: true, reason: 'unconfirmed', facts }
}

/**
 * The names one of which a domain of the site contains (RIN art. 10.5: « le nom de l'avocat ou la
 * dénomination du cabinet en totalité ou en abrégé »): the lawyer's family name and the firm's name
 * without the initials of its legal form (« SELARL », « SCP »…), as lowercase letters and digits.
 * An abridged firm name (its initials, say) is not recognised: such a domain needs the escape.
 *
 * @param {Record<string, unknown>} site `site` of content/site.ts
 * @returns {string[]} the names found, none empty
 */
export function practiceNames(site) {
  const firm = valueAt(site, 'firm.name')
  return [
    valueAt(site, 'lawyer.familyName'),
    typeof firm === 'string' ? firm.replace(/^\p{Lu}{2,}\s+/u, '') : undefined,
  ]
    .map((name) => (typeof name === 'string' ? letters(name) : ''))
    .filter((name) => name !== '')
}

/**
 * The host of a public `site` as a fact to confirm when it contains none of {@link practiceNames}
 * (accents, case, dots and hyphens ignored): the Ordre refuses a domain that names neither the
 * lawyer nor the firm (RIN art. 10.5). `undefined` for a local or a conforming origin.
 *
 * @param {string | URL | undefined | null} origin the site's origin (`SITE_URL`)
 * @param {Record<string, unknown>} site `site` of content/site.ts
 * @returns {PendingFact | undefined}
 */
export function domainFact(origin, site) {
  if (!isPublicOrigin(origin)) return undefined
  let host
  try {
    host = new URL(String(origin).trim()).hostname
  } catch {
    host = String(origin).trim()
  }
  if (practiceNames(site).some((name) => letters(host).includes(name))) return undefined
  return {
    path: 'SITE_URL',
    expected:
      'Un nom de domaine qui comporte le nom de l’avocat ou la dénomination du cabinet (RIN, article 10.5)',
    value: host,
  }
}

/** `text` without accents, in lowercase letters and digits only. */
const letters = (/** @type {string} */ text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/**
 * The value at a dotted `path` of `site`, `undefined` when a step is missing.
 * @param {Record<string, unknown>} site
 * @param {string} path
 * @returns {unknown}
 */
function valueAt(site, path) {
  /** @type {unknown} */
  let value = site
  for (const key of path.split('.'))
    value =
      value !== null && typeof value === 'object' && Object.hasOwn(value, key)
        ? /** @type {Record<string, unknown>} */ (value)[key]
        : undefined
  return value
}

/** Longest value shown in the list, in characters: a group's JSON is cut after it. */
const SHOWN_VALUE = 100

/**
 * The facts as a list to read in a terminal, one a line: path, what is expected, today's value
 * (cut after a hundred characters).
 * @param {PendingFact[]} facts
 * @returns {string}
 */
export function formatFacts(facts) {
  return facts
    .map(
      ({ path, expected, value }) =>
        `  - ${path}: ${expected}${value === undefined ? '' : ` (today: ${value.length > SHOWN_VALUE ? `${value.slice(0, SHOWN_VALUE)}…` : value})`}`,
    )
    .join('\n')
}

/**
 * The entries of `factsToConfirm`, each with the value it names in `site` (a group is shown as
 * JSON).
 * @param {Record<string, unknown>} site `site` of content/site.ts
 * @param {Record<string, string>} toConfirm `factsToConfirm` of content/site.ts
 * @returns {PendingFact[]}
 */
export function pendingFacts(site, toConfirm) {
  return Object.entries(toConfirm).map(([path, expected]) => {
    const value = valueAt(site, path)
    const shown =
      value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value)
    return { path, expected, value: shown?.replace(/[\u00a0\u202f]/g, ' ') }
  })
}

export { PORTRAIT_FOLDER }

/**
 * Why the portrait content/site.ts names cannot be drawn, if it cannot: its file is not in
 * src/assets/portrait/. Checked by every build, local ones too, so that /a-propos and the home page
 * never fail at their first request instead.
 * @param {unknown} portrait `site.portrait`: `null`, or `{ file, alt, credit }`
 * @param {string} rootPath the project's root folder
 * @returns {string | null} `null` when there is no portrait or its file is there
 */
export function portraitProblem(portrait, rootPath) {
  if (portrait === null || typeof portrait !== 'object') return null
  const { file } = /** @type {{ file?: unknown }} */ (portrait)
  if (typeof file !== 'string' || file === '' || file.includes('/') || file.includes('\\'))
    return `content/site.ts: site.portrait.file must be the name of a file of ${PORTRAIT_FOLDER}/`
  if (!existsSync(join(rootPath, PORTRAIT_FOLDER, file)))
    return `content/site.ts names the portrait « ${file} », which is not in ${PORTRAIT_FOLDER}/`
  return null
}

/**
 * Reads `site` and `factsToConfirm` from content/site.ts, a TypeScript module, through Vite's
 * `runnerImport` (the config is plain Node, which would strip the types with a warning), and adds
 * the host of `origin` when it names neither the lawyer nor the firm ({@link domainFact}).
 * @param {URL} root the project's root (Astro's `config.root`)
 * @param {string | undefined} origin the site's origin
 * @returns {Promise<{ facts: PendingFact[], portrait: unknown }>}
 */
async function loadSiteFacts(root, origin) {
  const file = fileURLToPath(new URL('content/site.ts', root))
  const { module } = await runnerImport(file, {
    root: fileURLToPath(root),
    configFile: false,
    logLevel: 'silent',
  })
  const mod =
    /** @type {{ site: Record<string, unknown>, factsToConfirm?: Record<string, string> }} */ (
      module
    )
  const domain = domainFact(origin, mod.site)
  return {
    facts: [...pendingFacts(mod.site, mod.factsToConfirm ?? {}), ...(domain ? [domain] : [])],
    portrait: mod.site.portrait ?? null,
  }
}

/**
 * The Astro integration (Astro « Integration API »): `astro:config:done` records the site's
 * origin, `astro:build:start` refuses the build, before anything is written, when
 * {@link placeholderFactsDecision} says so, and prints the facts to confirm, the domain among
 * them when it names neither the lawyer nor the firm ({@link domainFact}). `astro dev`,
 * `astro check` and local builds (no `SITE_URL`, localhost, 127.0.0.1) are not affected, but for
 * a portrait whose file is missing ({@link portraitProblem}), which every build refuses.
 *
 * @returns {import('astro').AstroIntegration}
 */
export default function placeholderFacts() {
  /** @type {URL | undefined} */
  let root
  /** @type {string | undefined} */
  let site
  return {
    name: 'placeholder-facts',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root
        site = config.site
      },
      'astro:build:start': async ({ logger }) => {
        if (!root) return
        const { facts, portrait } = await loadSiteFacts(root, site)
        const problem = portraitProblem(portrait, fileURLToPath(root))
        if (problem) throw new Error(problem)
        if (!isPublicOrigin(site)) return
        const decision = placeholderFactsDecision({
          site,
          allow: process.env[ALLOW_VARIABLE]?.trim() === '1',
          facts,
        })
        const list = formatFacts(decision.facts)
        if (decision.reason === 'allowed') {
          logger.warn(
            `Building for ${site} with ${decision.facts.length} fact(s) still to confirm (${ALLOW_VARIABLE}=1):\n${list}`,
          )
        } else if (decision.refuse) {
          throw new Error(
            `${decision.facts.length} fact(s) are still to confirm, so the site cannot be built for ${site}:\n${list}\n` +
              `Write the practice's own value in \`site\` of content/site.ts and delete its line from \`factsToConfirm\`; build for a domain that names the lawyer or the firm (README « Editing the practice's facts »); to build anyway (a staging copy), set ${ALLOW_VARIABLE}=1.`,
          )
        }
      },
    },
  }
}
