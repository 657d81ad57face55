import type { IncomingMessage } from 'node:http'
import proxyaddr from 'proxy-addr'

/** proxy-addr's compiled trust: whether an address (at `hop` from the server) is a trusted proxy. */
export type Trust = (address: string, hop: number) => boolean

/**
 * Reads `TRUST_PROXY` (README « Settings »): the proxies whose `X-Forwarded-*` headers count, as
 * addresses, CIDR ranges or proxy-addr's names (`loopback`…) separated by commas. A hop count or
 * `true` is refused: the immediate peer could be anyone.
 * @returns `null` when unset.
 * @throws Error for a number, `true`, an empty entry or an address proxy-addr cannot read.
 */
export function trustedProxies(raw: string | undefined): Trust | null {
  const value = raw?.trim()
  if (!value) return null
  if (value === 'true' || /^\d+$/.test(value))
    throw new Error(
      `TRUST_PROXY=${value}: list the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8), not a count`,
    )
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.some((entry) => entry === ''))
    throw new Error(`TRUST_PROXY=${value}: an entry is empty`)
  return proxyaddr.compile(entries)
}

/**
 * The visitor's address and whether the visit came over HTTPS: from the socket, or from what
 * trusted proxies wrote (`X-Forwarded-For` read from the right, so that a client cannot forge it).
 */
export function visitor(
  req: IncomingMessage,
  trust: Trust | null,
): { address: string; https: boolean } {
  const socketAddress = req.socket.remoteAddress ?? ''
  if (!trust) return { address: socketAddress, https: false }
  const address = proxyaddr(req, trust)
  const forwarded = trust(socketAddress, 0) ? String(req.headers['x-forwarded-proto'] ?? '') : ''
  return { address, https: forwarded.split(',')[0]?.trim().toLowerCase() === 'https' }
}
