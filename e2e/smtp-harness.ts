import type { Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message the SMTP server accepted: its envelope, headers and decoded text. */
export type DeliveredMail = {
  envelope: { from: string; to: string[] }
  /** Header lines unfolded, by lower-case name. */
  headers: Map<string, string[]>
  /** The body, quoted-printable decoded, as UTF-8. */
  text: string
}

/** How the server treats the next messages. */
export type SmtpMode = 'accept' | 'refuse' | 'slow'

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

/** Quoted-printable (RFC 2045 §6.7) to UTF-8 text. */
function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = []
  const text = body.replace(/=\r?\n/g, '')
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Splits a raw message into unfolded headers and its decoded text. */
function parseMessage(raw: string): Pick<DeliveredMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers = new Map<string, string[]>()
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).toLowerCase()
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())])
  }
  const body = raw.slice(split + 4)
  const qp = /quoted-printable/i.test(headers.get('content-transfer-encoding')?.[0] ?? '')
  return { headers, text: qp ? decodeQuotedPrintable(body) : body }
}

/**
 * A real SMTP server for the tests (`smtp-server`, from the Nodemailer project) on loopback
 * `port`, without TLS or authentication, that keeps every message it accepts. `mode` makes it
 * refuse the next messages (550), or take 11 s to accept them; `down()` stops it and cuts its
 * connections, `up()` starts it again on the same port.
 */
export async function startSmtp(port: number) {
  const messages: DeliveredMail[] = []
  const sockets = new Set<Socket>()
  let mode: SmtpMode = 'accept'
  let server: SMTPServer | null = null

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onMailFrom(_address, _session, callback) {
          if (mode === 'refuse') {
            const error = Object.assign(new Error('Relay refused'), { responseCode: 550 })
            callback(error)
          } else callback()
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            const finish = () => {
              const envelope = {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              }
              messages.push({ envelope, ...parseMessage(Buffer.concat(chunks).toString('utf8')) })
              callback()
            }
            if (mode === 'slow') setTimeout(finish, 11_000)
            else finish()
          })
        },
      })
      smtp.server.on('connection', (socket: Socket) => {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
      })
      smtp.once('error', reject)
      smtp.listen(port, '127.0.0.1', () => resolve())
      server = smtp
    })

  const down = async () => {
    const smtp = server
    server = null
    if (!smtp) return
    await new Promise<void>((resolve) => {
      smtp.server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  }

  await listen()
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    setMode(next: SmtpMode) {
      mode = next
    },
    down,
    up: listen,
    close: down,
  }
}
