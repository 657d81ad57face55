import { firstConsultationScope } from './fees.ts'
import { site } from './site.ts'

/** Fixed copy around the blog fed by WordPress. */
export const blogIntro = {
  title: 'Blog juridique',
  lead: 'Des articles clairs pour comprendre vos droits et vos obligations en droit du travail, en droit des affaires et en droit international, rédigés par Maître Vincent Roques.',
  description:
    'Articles de Maître Vincent Roques, avocat à Toulouse : licenciement, contrats commerciaux, médiation, droit international, expliqués clairement.',
} as const

/**
 * The consultation band that ends every article (docs/specification.md « Article »), as the home
 * page's: an article gives general landmarks, and a situation needs an answer of its own (RIN
 * art. 10: nothing misleading). The free first consultation in the words of every other page
 * (content/fees.ts `firstConsultationScope`).
 */
export const articleCta = {
  title: 'Une question sur votre situation ?',
  text: `Cet article donne des repères généraux : chaque situation appelle une réponse qui lui est propre. La première consultation est gratuite : ${firstConsultationScope.form}. ${firstConsultationScope.limits} ${site.reply.detail}.`,
} as const
