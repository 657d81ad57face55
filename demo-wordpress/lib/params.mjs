/**
 * Query-string handling and argument validation mirroring WordPress's REST request pipeline
 * (PHP $_GET parsing, rest_validate_value_from_schema messages, rest_invalid_param errors).
 */

import { phpUrlencode } from './format.mjs'

/**
 * Parses a query string the way PHP fills $_GET: "a[]=1&a[]=2" and "a[0]=1" become arrays,
 * a repeated plain key keeps its last value.
 * @param {URLSearchParams} search
 * @returns {Map<string, string | string[]>} insertion-ordered
 */
export function parseQuery(search) {
  const params = new Map()
  for (const [rawKey, value] of search) {
    const m = /^([^[\]]+)\[([^\]]*)\]$/.exec(rawKey)
    if (m) {
      const prev = params.get(m[1])
      const list = Array.isArray(prev) ? prev : []
      list.push(value)
      params.set(m[1], list)
    } else {
      params.set(rawKey, value)
    }
  }
  return params
}

/**
 * Rebuilds a collection URL for Link headers like add_query_arg(urlencode_deep($params), $url):
 * `page` replaces the existing value in place or is appended.
 */
export function buildPageUrl(base, params, page) {
  const entries = [...params.entries()]
  const i = entries.findIndex(([k]) => k === 'page')
  if (i >= 0) entries[i] = ['page', String(page)]
  else entries.push(['page', String(page)])
  const query = entries
    .flatMap(([k, v]) =>
      Array.isArray(v)
        ? v.map((item, n) => `${phpUrlencode(k)}%5B${n}%5D=${phpUrlencode(item)}`)
        : [`${phpUrlencode(k)}=${phpUrlencode(v)}`],
    )
    .join('&')
  return `${base}?${query}`
}

/** PHP is_numeric() for strings. */
function isNumeric(v) {
  return typeof v === 'string' && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(v)
}

/** wp_sprintf_l()'s English list: "a and b", "a, b, and c". */
export function englishList(items) {
  if (items.length <= 2) return items.join(' and ')
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`
}

/**
 * Collects per-parameter errors and turns them into WordPress's rest_invalid_param error.
 */
export class ParamErrors {
  constructor() {
    this.params = {}
    this.details = {}
  }

  add(name, code, message, data = null) {
    if (name in this.params) return
    this.params[name] = message
    this.details[name] = { code, message, data }
  }

  get empty() {
    return Object.keys(this.params).length === 0
  }

  /** @returns {{status: number, body: object}} */
  toError() {
    return {
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${Object.keys(this.params).join(', ')}`,
        data: { status: 400, params: this.params, details: this.details },
      },
    }
  }
}

/**
 * Validates an integer argument like rest_validate_value_from_schema (type integer, optional
 * minimum/maximum) and returns the sanitised number, or undefined when absent or invalid.
 */
export function intParam(params, errors, name, { def, min, max } = {}) {
  const raw = params.get(name)
  if (raw === undefined) return def
  if (Array.isArray(raw) || !isNumeric(raw) || !Number.isInteger(Number(raw))) {
    errors.add(name, 'rest_invalid_type', `${name} is not of type integer.`, { param: name })
    return undefined
  }
  const n = Number(raw)
  if (min !== undefined && max !== undefined && (n < min || n > max)) {
    errors.add(
      name,
      'rest_out_of_bounds',
      `${name} must be between ${min} (inclusive) and ${max} (inclusive)`,
    )
    return undefined
  }
  if (min !== undefined && n < min) {
    errors.add(name, 'rest_out_of_bounds', `${name} must be greater than or equal to ${min}`)
    return undefined
  }
  return n
}

/** wp_parse_list(): arrays as is, strings split on commas and whitespace. */
export function parseList(raw) {
  if (raw === undefined) return undefined
  if (Array.isArray(raw)) return raw
  return raw.split(/[\s,]+/).filter((s) => s !== '')
}

/** An array-of-integers argument (categories, include, exclude...). */
export function intListParam(params, errors, name) {
  const list = parseList(params.get(name))
  if (list === undefined) return undefined
  const out = []
  for (let i = 0; i < list.length; i++) {
    if (!isNumeric(list[i]) || !Number.isInteger(Number(list[i]))) {
      errors.add(name, 'rest_invalid_type', `${name}[${i}] is not of type integer.`, {
        param: `${name}[${i}]`,
      })
      return undefined
    }
    out.push(Number(list[i]))
  }
  return out
}

/** A string argument restricted to an enum. */
export function enumParam(params, errors, name, values, def) {
  const raw = params.get(name)
  if (raw === undefined) return def
  if (Array.isArray(raw)) {
    errors.add(name, 'rest_invalid_type', `${name} is not of type string.`, { param: name })
    return undefined
  }
  if (!values.includes(raw)) {
    errors.add(name, 'rest_not_in_enum', `${name} is not one of ${englishList(values)}.`)
    return undefined
  }
  return raw
}

/** rest_is_boolean() / rest_sanitize_boolean(). */
export function boolParam(params, errors, name, def) {
  const raw = params.get(name)
  if (raw === undefined) return def
  const v = Array.isArray(raw) ? null : raw.toLowerCase()
  if (v === 'true' || v === '1') return true
  if (v === 'false' || v === '0') return false
  errors.add(name, 'rest_invalid_type', `${name} is not of type boolean.`, { param: name })
  return undefined
}

/**
 * Builds the nested key tree rest_filter_response_fields() uses; `true` keeps a whole value.
 * @param {string[]} fields e.g. ["id", "title.rendered"]
 */
export function fieldTree(fields) {
  const tree = {}
  for (const field of fields) {
    const parts = field.split('.')
    let node = tree
    parts.forEach((part, i) => {
      if (node[part] === true) return
      if (i === parts.length - 1) node[part] = true
      else node = node[part] ??= {}
    })
  }
  return tree
}

/** Keeps only the keys of `tree` (recursively), preserving the object's own key order. */
export function filterFields(value, tree) {
  const out = {}
  for (const [k, v] of Object.entries(value)) {
    const node = tree[k]
    if (node === true) out[k] = v
    else if (node && v && typeof v === 'object' && !Array.isArray(v)) out[k] = filterFields(v, node)
  }
  return out
}

/** rest_is_field_included(): "title" is included by "title" or "title.rendered". */
export function isFieldIncluded(field, fields) {
  return fields.some((f) => f === field || f.startsWith(`${field}.`))
}
