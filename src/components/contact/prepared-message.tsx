import { useEffect, useRef, useSyncExternalStore } from 'react'
import { Copy, Mail, Phone, RotateCcw } from 'lucide-react'
import { buttonClass } from '@/components/ui/button-link'
import { showToast } from '@/components/ui/toasts'
import { preparedMessage } from '@/content/prepared-message'
import { phoneHref, siteContact } from '@/content/site-contact'
import { copyToClipboard } from '@/lib/clipboard'
import { consultationEmailText, type ConsultationEmail } from '@/lib/contact/mailto'
import { consultationFieldId } from '@/lib/contact/options'
import { useHydrated } from '@/lib/use-hydrated'
import { preparedStore, setPrepared, type Prepared } from './prepared-store'

/**
 * The e-mail a submission prepared, kept readable and copyable on the page so that nothing is lost
 * when the visitor's computer has no mail client (webmail users): recipient, subject and body, a
 * « Copier le message » button (clipboard, confirmed by a toast), a link that opens it again in the
 * mail client, and the practice's phone. Stays until the visitor leaves or starts a new request.
 *
 * @param email what `buildConsultationEmail` returned for the submission.
 * @param headingRef receives the heading, focused once the panel appears.
 * @param onNewRequest hides the panel and goes back to the form.
 * @param notSent the server could not deliver the request (README « Settings », SMTP): the lead
 *   says so and asks the visitor to send it from the mail client.
 * @param enhanced the island runs: the buttons that need a script are shown.
 */
function PreparedMessage({
  email,
  headingRef,
  onNewRequest,
  notSent = false,
  enhanced = true,
}: {
  email: ConsultationEmail
  headingRef: React.Ref<HTMLHeadingElement>
  onNewRequest: () => void
  notSent?: boolean
  enhanced?: boolean
}) {
  const text = consultationEmailText(email)

  async function copy() {
    const copied = await copyToClipboard(text)
    showToast(
      copied
        ? {
            kind: 'success',
            title: preparedMessage.copiedTitle,
            description: preparedMessage.copiedDescription,
          }
        : {
            // Clipboard refused (permissions, insecure origin): the text stays selectable.
            kind: 'error',
            title: preparedMessage.copyFailedTitle,
            description: preparedMessage.copyFailedDescription,
          },
    )
  }

  return (
    <section
      aria-labelledby="titre-message-prepare"
      className="mb-10 rounded-2xl border border-border bg-surface-muted p-5 sm:p-6"
      data-testid="message-prepare"
    >
      <h3
        id="titre-message-prepare"
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-2xl font-semibold"
      >
        {notSent ? preparedMessage.notSentTitle : preparedMessage.title}
      </h3>
      <p className="mt-2 leading-relaxed text-muted">
        {notSent ? preparedMessage.notSentLead : preparedMessage.lead}
      </p>

      <dl className="mt-5 space-y-2 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{preparedMessage.to} :</dt>
          <dd className="break-all">{email.to}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{preparedMessage.subject} :</dt>
          <dd>{email.subject}</dd>
        </div>
      </dl>
      <pre
        aria-label="Texte du message"
        tabIndex={0}
        className="mt-3 max-h-80 overflow-auto rounded-lg border border-border bg-background p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap"
      >
        {email.body.replace(/\r\n/g, '\n')}
      </pre>

      <div className="mt-5 flex flex-wrap gap-3">
        {enhanced ? (
          <button type="button" onClick={copy} className={buttonClass('primary')}>
            <Copy aria-hidden="true" className="size-5" />
            {preparedMessage.copy}
          </button>
        ) : null}
        <a href={email.url} className={buttonClass(enhanced ? 'secondary' : 'primary')}>
          <Mail aria-hidden="true" className="size-5" />
          {notSent ? preparedMessage.openMailClient : preparedMessage.reopen}
        </a>
        {enhanced ? (
          <button type="button" onClick={onNewRequest} className={buttonClass('secondary')}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {preparedMessage.newRequest}
          </button>
        ) : null}
      </div>

      <p className="mt-5 flex flex-wrap items-center gap-x-2 text-sm">
        <Phone aria-hidden="true" className="size-4 text-accent" />
        <span className="font-semibold">{preparedMessage.orCall} :</span>
        <a href={phoneHref} className="font-semibold text-accent underline underline-offset-4">
          {siteContact.phoneDisplay}
        </a>
      </p>
    </section>
  )
}

/**
 * The prepared message's island (`client:event` with ./prepared-store.ts PREPARED_EVENT, in the
 * consultation form's `prepared` slot, src/pages/contact.astro): {@link PreparedMessage} as the
 * form sets it (./prepared-store.ts), the heading focused when a message appears, so that keyboard
 * and screen-reader users are led to it. `initial` is the message the server rendered for a
 * visitor without JavaScript, shown until the form says otherwise. « Nouvelle demande » hides the
 * panel and focuses the form's first field.
 */
export function PreparedMessagePanel({ initial }: { initial?: Prepared }) {
  const enhanced = useHydrated()
  const stored = useSyncExternalStore(
    preparedStore.subscribe,
    preparedStore.get,
    preparedStore.getServer,
  )
  const shown = stored === undefined ? initial : stored
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (stored) heading.current?.focus()
  }, [stored])
  if (!shown) return null
  return (
    <PreparedMessage
      email={shown.email}
      notSent={shown.notSent}
      enhanced={enhanced}
      headingRef={heading}
      onNewRequest={() => {
        setPrepared(null)
        document.getElementById(consultationFieldId('firstName'))?.focus()
      }}
    />
  )
}
