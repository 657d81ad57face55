import { createFormControl, type Resolver, type UseFormReturn } from 'react-hook-form'
import { contactForm } from '@/content/contact'
import { buildConsultationEmail, type ConsultationEmail } from '@/lib/contact/mailto'
import { openMailto } from '@/lib/contact/open-mailto'
import { EMPTY_CONSULTATION } from '@/lib/contact/options'
import type { ConsultationFormValues, ConsultationRequest } from '@/lib/contact/schema'
import { loadToasts } from '@/lib/toasts'
import { wait } from '@/lib/wait'

export { PreparedMessage } from './prepared-message'

/**
 * How long the button keeps reading « Envoi en cours... » after the mail client was asked to open:
 * long enough to be seen and read (docs/specification.md « Consultation form »), short enough not
 * to feel slow.
 */
const SUBMITTING_MS = 600

/** Loads zod and the schema on the first validation (a submit), then reuses them. */
const lazyResolver: Resolver<ConsultationFormValues, unknown, ConsultationRequest> = async (
  values,
  context,
  options,
) => {
  const { consultationResolver } = await import('@/lib/contact/resolver')
  return consultationResolver(values, context, options)
}

type Control = UseFormReturn<ConsultationFormValues, unknown, ConsultationRequest>

/** The consultation form's logic, bound to the fields that `register` is given. */
export type ConsultationFormLogic = {
  /** react-hook-form's `register`, for ConsultationFormView's `field`. */
  register: Control['register']
  /**
   * Validates, then prepares and opens the e-mail; resolves once done (a valid submit: after the
   * « Envoi en cours... » pause).
   * @throws Error when the validation code (zod, fetched on the first submit) or, for a submit that
   * failed to open the mail client, the toasts cannot be fetched (offline).
   */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>
  /** react-hook-form's `subscribe`: the errors as they change. */
  subscribe: Control['subscribe']
  /** Moves the focus to a field. */
  setFocus: Control['setFocus']
  /** Fetches the validation code (zod) ahead of the first submit, while the visitor types. */
  prefetchValidation: () => void
}

/**
 * The logic of the consultation form (docs/specification.md « Contact », rules of « Consultation
 * form », outcomes of « Error catalogue »), fetched by ConsultationForm when the visitor comes to
 * the form, about 12 KB gzip with react-hook-form. Nothing is sent to a server: a valid submit opens
 * the visitor's mail client with a prepared e-mail to the practice, toasts « Demande envoyée »,
 * hands the e-mail to `onPrepared` (shown, copyable, for visitors whose mail client does not open)
 * and empties the form; if the e-mail cannot be built or opened, a destructive toast « Erreur »
 * asks to retry or call, and the input is kept.
 *
 * The form control has no default values on purpose: react-hook-form then reads each field's value
 * from the page when the field is registered (react-hook-form documentation, `register`), so that
 * what the visitor typed before this code arrived is kept. The empty values of a fresh form
 * (EMPTY_CONSULTATION) are those of the server's markup, and those `reset` restores after a submit.
 *
 * Loads the toasts too (lib/toasts.ts): they will soon be needed, and their region is then in the
 * page before the first one.
 *
 * @param onPrepared receives the e-mail of a valid submit, once the mail client was asked to open it.
 */
export function createConsultationForm(
  onPrepared: (email: ConsultationEmail) => void,
): ConsultationFormLogic {
  const control = createFormControl<ConsultationFormValues, unknown, ConsultationRequest>({
    resolver: lazyResolver,
    // Moves focus to the first invalid field on submit (WCAG 3.3.1).
    shouldFocusError: true,
  })
  // Offline, a toast tries again.
  void loadToasts().catch(() => {})

  async function onValid(request: ConsultationRequest) {
    let email: ConsultationEmail
    try {
      email = buildConsultationEmail(request)
      // Opened at once, while the submit still counts as a user gesture for the browser.
      openMailto(email.url)
    } catch {
      const { toast } = await loadToasts()
      toast.error(contactForm.errorTitle, { description: contactForm.errorDescription })
      return
    }
    await wait(SUBMITTING_MS)
    onPrepared(email)
    // Writes the empty values straight into the fields, which stay registered: the same elements
    // are kept for the whole life of the page (ConsultationForm).
    control.reset(EMPTY_CONSULTATION, { keepFieldsRef: true })
    // The e-mail is prepared and shown whether or not the toasts can load (offline).
    loadToasts().then(
      ({ toast }) =>
        toast.success(contactForm.successTitle, { description: contactForm.successDescription }),
      () => {},
    )
  }

  return {
    register: control.register,
    submit: control.handleSubmit(onValid),
    subscribe: control.subscribe,
    setFocus: control.setFocus,
    prefetchValidation: () => void import('@/lib/contact/resolver'),
  }
}
