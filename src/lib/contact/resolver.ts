import { zodResolver } from '@hookform/resolvers/zod'
import { consultationSchema } from './schema'

/**
 * react-hook-form resolver of the consultation form (docs/specification.md « Consultation form »
 * rules, `schema.ts`). Its own module, loaded by the form on first use, so that zod is not part of
 * the contact page's first JavaScript.
 */
export const consultationResolver = zodResolver(consultationSchema)
