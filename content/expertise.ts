/**
 * The three areas of practice (spec §3 « Expertise area »: icon, title, slug, description, details
 * of five, delay text). Areas are called « domaines d'intervention », never « spécialités »: the
 * word is reserved to holders of a certificate of specialisation (RIN art. 10).
 */

/** Icon key, mapped to a lucide-react icon by `components/ui/area-icon.tsx`. */
export type AreaIcon = 'briefcase' | 'users' | 'globe'

/** Slug of an expertise page: `/expertise/{slug}`. */
export type ExpertiseSlug = 'droit-affaires' | 'droit-travail' | 'droit-international'

export type ExpertiseArea = {
  icon: AreaIcon
  title: string
  slug: ExpertiseSlug
  /** Two or three sentences shown on the home cards and the overview. */
  description: string
  /** Exactly five items (spec §3). */
  details: readonly [string, string, string, string, string]
  /** Delay text, e.g. how fast a first answer comes. */
  delay: string
}

/** In the home page's order: business, employment, international (spec §2 « Home »). */
export const expertiseAreas: readonly ExpertiseArea[] = [
  {
    icon: 'briefcase',
    title: 'Droit des affaires',
    slug: 'droit-affaires',
    description:
      'Création et vie de votre société, contrats commerciaux, relations entre associés, recouvrement de créances : un conseil juridique pour sécuriser chaque décision de votre entreprise.',
    details: [
      'Création de société et rédaction des statuts',
      'Pactes d’associés et cessions de parts',
      'Rédaction et négociation de contrats commerciaux',
      'Recouvrement de créances et litiges commerciaux',
      'Baux commerciaux',
    ],
    delay: 'Premier retour sous 48h',
  },
  {
    icon: 'users',
    title: 'Droit du travail',
    slug: 'droit-travail',
    description:
      'Salarié ou employeur, vous êtes accompagné à chaque étape de la relation de travail : embauche, exécution du contrat, rupture et contentieux devant le conseil de prud’hommes.',
    details: [
      'Licenciement et rupture conventionnelle',
      'Harcèlement et discrimination',
      'Rappels de salaire et heures supplémentaires',
      'Procédures devant le conseil de prud’hommes',
      'Conseil aux employeurs et audit social',
    ],
    delay: 'Réponse sous 24h en cas d’urgence',
  },
  {
    icon: 'globe',
    title: 'Droit international',
    slug: 'droit-international',
    description:
      'Contrats avec des partenaires étrangers, mobilité internationale des salariés, recouvrement à l’étranger : un accompagnement pour vos opérations qui dépassent les frontières.',
    details: [
      'Contrats commerciaux internationaux',
      'Mobilité et détachement de salariés',
      'Choix de la loi applicable et du tribunal compétent',
      'Recouvrement de créances à l’étranger',
      'Exécution en France des décisions étrangères',
    ],
    delay: 'Étude de votre dossier sous 72h',
  },
]

/** Looks an area up by slug; `undefined` when no area has it. */
export function getExpertiseArea(slug: string): ExpertiseArea | undefined {
  return expertiseAreas.find((area) => area.slug === slug)
}
