import { PassThrough } from 'node:stream'

/** @typedef {{ statusCode: number, headers: Record<string, string | string[]> }} ResponseHead */

/**
 * Astro's handler writes here rather than to the socket, so that Fastify's reply compresses the
 * answer. It is the body; `head` resolves once status and headers are final (500 if destroyed).
 */
export class CapturedResponse extends PassThrough {
  statusCode = 200
  statusMessage = ''
  headersSent = false
  /** @type {Map<string, string | string[]>} lower-case name → value */
  #headers = new Map()
  /** @type {(head: ResponseHead) => void} */
  #resolveHead = () => {}
  /** @type {Promise<ResponseHead>} */
  head

  /** @param {import('node:http').IncomingMessage} req */
  constructor(req) {
    super()
    this.req = req
    this.head = new Promise((resolve) => {
      this.#resolveHead = resolve
    })
  }

  /** @param {string} name @param {string | number | readonly string[]} value */
  setHeader(name, value) {
    this.#headers.set(name.toLowerCase(), Array.isArray(value) ? value.map(String) : String(value))
    return this
  }

  /** @param {string} name */
  getHeader(name) {
    return this.#headers.get(name.toLowerCase())
  }

  /** @param {string} name */
  hasHeader(name) {
    return this.#headers.has(name.toLowerCase())
  }

  /** @param {string} name */
  removeHeader(name) {
    this.#headers.delete(name.toLowerCase())
  }

  getHeaders() {
    return Object.fromEntries(this.#headers)
  }

  getHeaderNames() {
    return [...this.#headers.keys()]
  }

  /**
   * @param {number} statusCode
   * @param {string | Record<string, string | number | string[]> | string[]} [reasonOrHeaders]
   * @param {Record<string, string | number | string[]> | string[]} [maybeHeaders] or a flat list
   */
  writeHead(statusCode, reasonOrHeaders, maybeHeaders) {
    const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders
    if (typeof reasonOrHeaders === 'string') this.statusMessage = reasonOrHeaders
    this.statusCode = statusCode
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2)
        this.setHeader(String(headers[i]), String(headers[i + 1]))
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) this.setHeader(name, value)
    }
    this.#sendHead()
    return this
  }

  flushHeaders() {
    this.#sendHead()
  }

  /** @type {PassThrough['write']} */
  write(chunk, encoding, callback) {
    this.#sendHead()
    // @ts-expect-error Writable's overloads: passed through as received.
    return super.write(chunk, encoding, callback)
  }

  /** @type {PassThrough['end']} */
  end(chunk, encoding, callback) {
    this.#sendHead()
    // @ts-expect-error Writable's overloads: passed through as received.
    return super.end(chunk, encoding, callback)
  }

  /** @param {Error | null} error @param {(error?: Error | null) => void} callback */
  _destroy(error, callback) {
    if (!this.headersSent) {
      this.statusCode = 500
      this.#headers.clear()
      this.#sendHead()
    }
    super._destroy(error, callback)
  }

  #sendHead() {
    if (this.headersSent) return
    this.headersSent = true
    this.#resolveHead({ statusCode: this.statusCode, headers: this.getHeaders() })
  }
}
