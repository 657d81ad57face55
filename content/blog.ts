/** Fixed copy around the blog fed by WordPress. */
export const blogIntro = {
  title: 'Blog juridique',
  lead: 'Des articles clairs pour comprendre vos droits et vos obligations en droit du travail, en droit des affaires et en droit international, rédigés par Maître Vincent Roques.',
  description:
    'Articles de Maître Vincent Roques, avocat à Toulouse : licenciement, contrats commerciaux, médiation, droit international, expliqués clairement.',
} as const
