/** What WordPress (fr_FR locale, block editor) does to text and markup, for the demo. */
import { readFileSync } from 'node:fs'

const SPACE = '[\\r\\n\\t \\u00a0]|&nbsp;'

/**
 * wptexturize() of a text without tags, fr_FR: straight double quotes become « … » with
 * non-breaking spaces, straight apostrophes &#8217;, " - " an en dash, "..." an ellipsis, a lone &
 * &#038;. Characters already typed as Unicode (’ « ») are left as they are.
 */
function texturizeText(text) {
  let t = text
  t = t.replace(/\.\.\./g, '&#8230;')
  t = t.replace(/ --- /g, ' &#8212; ').replace(/ -- /g, ' &#8212; ').replace(/ - /g, ' &#8211; ')
  t = t.replace(new RegExp(`(^|${SPACE}|[(\\[{])"`, 'g'), '$1&laquo;&nbsp;')
  t = t.replace(/"/g, '&nbsp;&raquo;')
  t = t.replace(new RegExp(`(^|${SPACE}|[(\\[{])'(?=\\S)`, 'g'), '$1&#8216;')
  t = t.replace(/'/g, '&#8217;')
  t = t.replace(/&(?!#(?:\d+|x[a-f0-9]+);|[a-z1-4]{1,8};)/gi, '&#038;')
  return t
}

/** wptexturize() of an HTML fragment: tags and <code>/<pre> contents left alone. */
export function texturize(html) {
  let insideCode = 0
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<(code|pre)\b/i.test(part)) insideCode++
        else if (/^<\/(code|pre)>/i.test(part)) insideCode = Math.max(0, insideCode - 1)
        return part
      }
      return insideCode ? part : texturizeText(part)
    })
    .join('')
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' }
/** esc_html() equivalent for text that must not be interpreted as markup (code blocks). */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])

/**
 * wp_json_encode() with its defaults (PHP json_encode without JSON_UNESCAPED_SLASHES nor
 * JSON_UNESCAPED_UNICODE): "/" becomes "\/", every non-ASCII UTF-16 unit a lowercase \uXXXX.
 */
export function phpJsonEncode(value) {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))
}

/** PHP urlencode(): like encodeURIComponent but spaces become "+" and !'()*~ are escaped too. */
export function phpUrlencode(value) {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
    .replace(/%20/g, '+')
}

const parisFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/**
 * A UTC "YYYY-MM-DDTHH:MM:SS" as WordPress's `date` (Europe/Paris) and `date_gmt`, both like
 * mysql_to_rfc3339(): no offset.
 * @returns {{ local: string, gmt: string }}
 */
export function wpDates(gmt) {
  const d = new Date(gmt + 'Z')
  const p = Object.fromEntries(parisFormatter.formatToParts(d).map((x) => [x.type, x.value]))
  return { local: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`, gmt }
}

/**
 * The automatic excerpt (wp_trim_excerpt and the_excerpt's filters) of the rendered blocks
 * WordPress keeps for it: tags stripped, cut at 55 words split on ASCII whitespace only, then
 * " [&hellip;]", wrapped by wpautop.
 */
export function autoExcerpt(excerptSourceHtml) {
  const text = excerptSourceHtml.replace(/<[^>]*>/g, '').trim()
  const words = text.split(/[\n\r\t ]+/).filter(Boolean)
  const kept = words.slice(0, 55).join(' ')
  return `<p>${kept}${words.length > 55 ? ' [&hellip;]' : ''}</p>\n`
}

/** Lower case, no accent: how MySQL's utf8mb4_unicode_ci compares, for `search`. */
export function foldForSearch(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** WordPress's fixed answers and the shapes of its items: data/wordpress-answers.json. */
export const ANSWERS = JSON.parse(
  readFileSync(new URL('../data/wordpress-answers.json', import.meta.url), 'utf8'),
)

/**
 * `template` (from ANSWERS) with each `${name}` in its strings replaced by `vars[name]`: a string
 * that is one placeholder takes the value as it is, and a key whose value is undefined is left out.
 */
export function fill(template, vars) {
  if (typeof template === 'string') {
    const whole = /^\$\{(\w+)\}$/.exec(template)
    return whole ? vars[whole[1]] : template.replace(/\$\{(\w+)\}/g, (_, name) => vars[name])
  }
  if (Array.isArray(template)) return template.map((item) => fill(item, vars))
  if (!template || typeof template !== 'object') return template
  const entries = Object.entries(template).map(([key, value]) => [key, fill(value, vars)])
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined))
}
