'use client'

import dynamic from 'next/dynamic'
import { ConsultationFormView, type FieldBinding } from './consultation-form-view'

const nameOnly: FieldBinding = (name) => ({ name })

/**
 * The consultation form, its logic (react-hook-form, about 12 KB gzip) loaded right after the page
 * became interactive instead of with the page (docs/specification.md « Quality »: as fast as the
 * smallest Next.js page). Until then the same markup, disabled, stands in its place, so that
 * nothing moves on the page when the real form takes over (CLS 0) and nothing typed can be lost in
 * the swap.
 */
const ConsultationForm = dynamic(
  () => import('./consultation-form').then((module) => module.ConsultationForm),
  {
    ssr: false,
    loading: () => (
      <ConsultationFormView field={nameOnly} errors={{}} isSubmitting={false} standIn />
    ),
  },
)

/** The contact page's form (see `ConsultationForm`). */
export function ConsultationFormLoader() {
  return <ConsultationForm />
}
