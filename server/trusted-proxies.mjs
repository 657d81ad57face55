// @ts-check
/**
 * Reads `TRUST_PROXY` (README « Settings »): the proxies in front of the site, whose
 * `X-Forwarded-For` gives the visitor's address, as addresses, CIDR ranges or proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`) separated by commas. Fastify's `request.ip` then walks
 * the header from the right and stops at the first address not listed, so a client cannot forge
 * its own. A number of hops or `true` is refused: Fastify 5 ignores hop counts (the immediate peer
 * could be anyone), and `true` trusts what a client wrote.
 *
 * @param {string | undefined} raw the variable's value
 * @returns {string[] | false} Fastify's `trustProxy`; `false` when unset
 * @throws {Error} for a number, `true`, or an empty entry
 */
export function trustedProxies(raw) {
  const value = raw?.trim()
  if (!value) return false
  if (value === 'true' || /^\d+$/.test(value))
    throw new Error(
      `TRUST_PROXY=${value}: list the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8), not a count`,
    )
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.some((entry) => entry === ''))
    throw new Error(`TRUST_PROXY=${value}: an entry is empty`)
  return entries
}
