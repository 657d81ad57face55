/**
 * Site-level demo content: the single author and the category taxonomy.
 * Category ids follow a fresh WordPress install: term 1 is the undeletable default category
 * (« Non classé » in French), the practice's categories were created afterwards.
 */

export const author = {
  id: 1,
  name: 'Vincent Roques',
  slug: 'vincent-roques',
  url: '',
  // The gravatar hash is derived from this address; example.com keeps it fictitious.
  email: 'vincent.roques@example.com',
  description:
    'Avocat au barreau de Toulouse. Conseil et contentieux en droit du travail, droit des affaires et droit international ; médiation.',
}

/** `slug` is what WordPress derives from the name (accents removed); `description` is plain text. */
export const categories = [
  { id: 1, name: 'Non classé', slug: 'non-classe', description: '' },
  {
    id: 2,
    name: 'Droit du travail',
    slug: 'droit-du-travail',
    description:
      'Contrat de travail, licenciement, rupture conventionnelle, salaires : repères pour les salariés comme pour les employeurs.',
  },
  {
    id: 3,
    name: 'Droit des affaires',
    slug: 'droit-des-affaires',
    description:
      'Création et vie de l’entreprise, contrats commerciaux, recouvrement et relations entre associés.',
  },
  {
    id: 4,
    name: 'Droit international',
    slug: 'droit-international',
    description: 'Contrats internationaux, salariés mobiles, litiges transfrontaliers.',
  },
  {
    id: 5,
    name: 'Médiation',
    slug: 'mediation',
    description:
      'Résoudre un différend autrement qu’au tribunal : médiation conventionnelle et judiciaire.',
  },
  {
    id: 6,
    name: 'Honoraires et procédure',
    slug: 'honoraires-et-procedure',
    description:
      'Comment se déroule un dossier, ce qu’il coûte et comment les honoraires sont fixés.',
  },
  {
    id: 7,
    name: 'Actualités juridiques',
    slug: 'actualites-juridiques',
    description: 'Réformes et décisions récentes expliquées simplement.',
  },
  {
    id: 8,
    name: 'Vie du cabinet',
    slug: 'vie-du-cabinet',
    description: 'Les nouvelles du cabinet.',
  },
]
