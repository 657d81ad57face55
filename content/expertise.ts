/**
 * The three areas of practice (docs/specification.md « Areas of expertise »: icon, title, slug,
 * description, details of five, delay text) and the copy of /domaines-expertise and
 * /expertise/{slug} (docs/specification.md « Routes », « Areas of expertise », « Expertise pages »).
 * The page keeps the menu's label, « Domaines d'expertise » (`EXPERTISE_LABEL`); running text calls
 * the three areas « domaines d'activité » (RIN art. 10.2) and the matters inside an area « champs
 * d'intervention », never « spécialités »: the word is reserved to holders of a certificate of
 * specialisation (RIN art. 10). No comparative or unverifiable claim and no promise of result
 * (RIN art. 10.2: nothing laudatory, comparative or misleading).
 */

import { EXPERTISE_LABEL, site } from './site.ts'
import { firstConsultationScope } from './fees.ts'

/** Icon key, mapped to a Lucide icon by `components/sections/area-icon.tsx`. */
export type AreaIcon = 'briefcase' | 'users' | 'globe'

/** Slug of an expertise page: `/expertise/{slug}`. */
export type ExpertiseSlug = 'droit-affaires' | 'droit-travail' | 'droit-international'

export type ExpertiseArea = {
  icon: AreaIcon
  title: string
  slug: ExpertiseSlug
  /** Two or three sentences shown on the home cards and the overview. */
  description: string
  /** Exactly five items (docs/specification.md « Areas of expertise »). */
  details: readonly [string, string, string, string, string]
  /** Delay text, e.g. how fast a first answer comes. */
  delay: string
}

/**
 * In the home page's order: business, employment, international (docs/specification.md « Home »).
 */
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
    delay:
      'Réponse sous 24h les jours ouvrés, puis un premier rendez-vous pour faire le point sur votre situation',
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
    delay: 'Réponse sous 24h les jours ouvrés, rendez-vous prioritaire quand un délai approche',
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
    delay: 'Réponse sous 24h les jours ouvrés, puis un calendrier d’étude fixé avec vous',
  },
]

/** Looks an area up by slug; `undefined` when no area has it. */
export function getExpertiseArea(slug: string): ExpertiseArea | undefined {
  return expertiseAreas.find((area) => area.slug === slug)
}

/* ------------------------------------------------------------------------------------------------
 * Overview page (/domaines-expertise)
 * --------------------------------------------------------------------------------------------- */

/** A numbered step of a method or an approach. */
export type Step = { title: string; text: string }

export type Tuple3<T> = readonly [T, T, T]
export type Tuple4<T> = readonly [T, T, T, T]
export type Tuple6<T> = readonly [T, T, T, T, T, T]

export const expertiseOverview = {
  metaTitle: EXPERTISE_LABEL,
  metaDescription:
    'Droit des affaires, droit du travail, droit international : les domaines d’activité de Maître Vincent Roques, avocat à Toulouse, en conseil et en contentieux.',
  eyebrow: 'Conseil et contentieux',
  title: EXPERTISE_LABEL,
  lead: 'Entreprises, dirigeants, salariés et particuliers : je suis personnellement chaque dossier, du premier conseil jusqu’à l’accord ou la décision de justice.',
  /**
   * Introduction shown before the blocks (docs/specification.md « Routes »: the page head is not
   * shown, so ours).
   */
  intro: [
    'Un même différend touche souvent plusieurs branches du droit. Le départ d’un associé salarié mêle droit des sociétés et droit du travail ; un contrat signé avec un client étranger pose la question de la loi applicable avant même celle du prix. J’interviens donc dans trois domaines complémentaires, pour vous donner une lecture d’ensemble de votre situation.',
    'Dans chacun d’eux, l’intervention commence par le conseil : vérifier un contrat, anticiper une rupture, choisir le bon cadre avant de s’engager. Lorsque le conflit est né, elle se poursuit par la négociation, la médiation ou la défense de vos intérêts devant le tribunal.',
  ],
  blocksTitle: 'Trois domaines, un interlocuteur',
  detailsLabel: 'Principales interventions',
  delayLabel: 'Délai :',
  approach: {
    eyebrow: 'Méthode',
    title: 'Une approche en trois temps',
    lead: 'Quel que soit le domaine, votre dossier suit le même chemin, pour que vous sachiez toujours où vous en êtes.',
    steps: [
      {
        title: 'Écoute et analyse',
        // The free first consultation reviews no document (content/fees.ts
        // `firstConsultationScope`): the analysis comes with the mandate.
        text: 'Un premier entretien pour comprendre les faits, vos objectifs et vos contraintes. Si vous me confiez le dossier, l’analyse de vos documents suit, dans le cadre de la convention d’honoraires : vous avez alors une vision claire de vos droits, des risques et des délais à respecter.',
      },
      {
        title: 'Stratégie personnalisée',
        text: 'Négociation, médiation ou procédure : les options vous sont présentées avec leurs avantages, leurs inconvénients et leur coût prévisible. Vous décidez de la voie à suivre en connaissance de cause.',
      },
      {
        // What is done, not an absolute (RIN art. 10.2): « total » promised more than any lawyer can.
        title: 'Suivi jusqu’au terme',
        text: 'De la rédaction des actes aux audiences, je suis votre dossier jusqu’à son terme et je vous informe de chaque étape, de chaque échange avec l’autre partie et de chaque décision.',
      },
    ] satisfies Tuple3<Step>,
  },
  cta: {
    title: 'Votre situation ne rentre dans aucune case ?',
    text: `Décrivez-la en quelques lignes : vous saurez rapidement si je peux vous aider, et de quelle manière. La première consultation, ${firstConsultationScope.form}, est gratuite.`,
  },
} as const

/* ------------------------------------------------------------------------------------------------
 * Expertise pages (/expertise/{slug})
 * --------------------------------------------------------------------------------------------- */

/** One « champ d'intervention » of an expertise page. */
export type Intervention = { title: string; text: string }
/** One strength of the practice in an area. */
export type Strength = { title: string; text: string }
/** A question and its answer, rendered as a `<details>` disclosure. */
export type Faq = { question: string; answer: string }

/** Card about a deadline that must not be missed (employment law). */
export type UrgencyCard = {
  title: string
  text: string
  /** Legal basis shown under the text. Its buttons are content/actions.ts's. */
  source: string
}

export type ExpertiseDetail<Areas extends readonly Intervention[]> = {
  slug: ExpertiseSlug
  metaTitle: string
  /** Unique, 120–160 characters. */
  metaDescription: string
  eyebrow: string
  lead: string
  areasTitle: string
  areas: Areas
  strengthsTitle: string
  strengths: Tuple6<Strength>
  stepsTitle: string
  steps: Tuple4<Step>
  urgency?: UrgencyCard
  faq?: Tuple3<Faq>
  /** The mediation sub-page that fits disputes of this area. */
  mediation: {
    href: '/mediation/conventionnelle' | '/mediation/judiciaire'
    title: string
    text: string
  }
}

/**
 * Counts are part of the specification (docs/specification.md « Expertise pages »), hence the tuple
 * types.
 */
export type ExpertiseDetails = {
  'droit-travail': ExpertiseDetail<Tuple6<Intervention>>
  'droit-affaires': ExpertiseDetail<Tuple3<Intervention>>
  'droit-international': ExpertiseDetail<Tuple4<Intervention>>
}

export const expertiseDetails: ExpertiseDetails = {
  'droit-travail': {
    slug: 'droit-travail',
    metaTitle: 'Avocat en droit du travail à Toulouse',
    metaDescription:
      'Licenciement, rupture conventionnelle, harcèlement, salaires impayés : Maître Vincent Roques conseille salariés et employeurs à Toulouse, jusqu’aux prud’hommes.',
    eyebrow: 'Salariés et employeurs',
    lead: 'Un licenciement que vous contestez, une rupture à négocier, un conflit avec un salarié : le droit du travail impose des délais courts et des formalités précises. Vous êtes conseillé dès les premiers signes de difficulté, puis défendu devant le conseil de prud’hommes si nécessaire.',
    areasTitle: 'Six champs d’intervention',
    areas: [
      {
        title: 'Licenciement',
        text: 'Vérification de la procédure et du motif, calcul des indemnités dues, contestation d’un licenciement pour motif personnel ou économique.',
      },
      {
        title: 'Rupture conventionnelle et négociation de départ',
        text: 'Préparation des entretiens, négociation de l’indemnité et du calendrier, relecture de la convention avant signature.',
      },
      {
        title: 'Harcèlement et discrimination',
        text: 'Constitution du dossier de preuves, alerte de l’employeur, saisine du conseil de prud’hommes ; pour l’employeur, enquête interne et mesures de prévention.',
      },
      {
        title: 'Salaires, primes et heures supplémentaires',
        text: 'Calcul et réclamation des sommes dues : heures supplémentaires non payées, primes, classification, congés payés.',
      },
      {
        title: 'Contrats et vie de l’entreprise',
        text: 'Rédaction des contrats de travail et des clauses sensibles (non-concurrence, mobilité, forfait jours), règlement intérieur, procédures disciplinaires.',
      },
      {
        title: 'Contentieux prud’homal',
        text: 'Représentation devant le conseil de prud’hommes et la cour d’appel, du bureau de conciliation et d’orientation jusqu’au jugement.',
      },
    ],
    strengthsTitle: 'Ce que vous pouvez attendre de moi',
    strengths: [
      {
        title: 'Les deux côtés de la relation de travail',
        // A checkable fact instead of an advantage claimed over other lawyers (RIN art. 10.2); the
        // conflict-of-interest check is RIN art. 4.
        text: 'Je conseille des salariés comme des employeurs. À l’ouverture de chaque dossier, je vérifie l’absence de conflit d’intérêts : je n’interviens jamais pour les deux parties d’un même litige.',
      },
      {
        title: 'Des délais surveillés',
        text: 'Chaque dossier ouvert fait l’objet d’un relevé des délais de prescription applicables, pour qu’aucune action ne soit perdue faute d’avoir été engagée à temps.',
      },
      {
        title: 'Une réponse sous 24h',
        text: 'Une question sur une convocation ou une lettre reçue obtient une réponse sous 24h les jours ouvrés, du lundi au vendredi.',
      },
      {
        title: 'La négociation d’abord',
        text: 'Lorsqu’un accord est possible, il est recherché avant toute procédure : il est souvent plus rapide et moins coûteux qu’un procès.',
      },
      {
        title: 'Des explications sans jargon',
        text: 'Indemnités, délais, chances et risques de chaque option vous sont expliqués simplement et par écrit.',
      },
      {
        title: 'Des honoraires annoncés',
        text: `Une convention d’honoraires écrite fixe le montant ou le mode de calcul des honoraires avant le début du travail. La première consultation, ${firstConsultationScope.form}, est gratuite.`,
      },
    ],
    stepsTitle: 'Ma méthode en quatre étapes',
    steps: [
      {
        title: 'Premier rendez-vous',
        text: 'Vous exposez votre situation lors de la première consultation, gratuite. Si vous me confiez le dossier, vous me remettez ensuite vos documents : contrat, bulletins de salaire, courriers, lettre de licenciement.',
      },
      {
        title: 'Analyse et délais',
        text: 'Vos droits sont évalués, les sommes en jeu chiffrées et les délais pour agir identifiés.',
      },
      {
        title: 'Négociation',
        text: 'Un courrier argumenté est adressé à l’autre partie pour ouvrir la discussion et rechercher un accord.',
      },
      {
        title: 'Procédure si nécessaire',
        text: 'À défaut d’accord, le conseil de prud’hommes est saisi et votre dossier défendu jusqu’au jugement.',
      },
    ],
    urgency: {
      title: 'Licencié ? Ne laissez pas passer le délai',
      // Code du travail, art. L. 1471-1, al. 2 : « Toute action portant sur la rupture du contrat de
      // travail se prescrit par douze mois à compter de la notification de la rupture. » Al. 3 : ce
      // délai ne s'applique pas aux actions en paiement du salaire ni aux actions pour discrimination
      // ou harcèlement (art. L. 1132-1, L. 1152-1, L. 1153-1). Confirmed on Lexbase and Doctrine
      // (version en vigueur depuis le 1er avril 2018, loi n° 2018-217).
      text: 'En règle générale, un licenciement se conteste dans les 12 mois qui suivent sa notification. Passé ce délai, l’action est prescrite. Certaines demandes obéissent à d’autres délais, plus longs ou plus courts : faites vérifier votre situation sans attendre.',
      source: 'Code du travail, article L. 1471-1',
    },
    faq: [
      {
        question: 'Combien de temps ai-je pour contester mon licenciement ?',
        // Code du travail, art. L. 1471-1 (12 mois à compter de la notification de la rupture).
        answer:
          'En principe 12 mois à compter de la notification du licenciement, c’est-à-dire de la réception de la lettre (code du travail, article L. 1471-1). Ce délai ne s’applique pas à tout : une demande fondée sur une discrimination ou un harcèlement, par exemple, suit d’autres règles. Le plus sûr est de consulter dès la réception de la lettre.',
      },
      {
        question: 'Puis-je réclamer des heures supplémentaires ou des salaires impayés ?',
        // Code du travail, art. L. 3245-1 : l'action en paiement du salaire se prescrit par trois ans
        // à compter du jour où le salarié a connu ou aurait dû connaître les faits ; la demande peut
        // porter sur les trois dernières années ou, après la rupture, sur les trois années précédant
        // la rupture. Confirmed on code.travail.gouv.fr and Doctrine (version du 17 juin 2013).
        answer:
          'Oui. L’action en paiement du salaire se prescrit par trois ans, et la demande peut porter sur les sommes dues au titre des trois dernières années ou, si le contrat est rompu, des trois années précédant la rupture (code du travail, article L. 3245-1). Conservez vos bulletins de salaire, plannings et e-mails échangés : ils servent de preuves.',
      },
      {
        question: 'Employeur, comment sécuriser une procédure de licenciement ?',
        answer:
          'En préparant le dossier avant la convocation : faits datés et documentés, respect des étapes de l’entretien préalable et de la notification, motivation précise de la lettre. Un échange en amont avec votre avocat permet d’identifier les risques et, le cas échéant, d’envisager une solution négociée.',
      },
    ],
    mediation: {
      href: '/mediation/conventionnelle',
      title: 'Et si le conflit se réglait à l’amiable ?',
      text: 'Entre un employeur et un salarié, la médiation permet souvent de trouver une issue plus rapide qu’un procès, dans un cadre confidentiel.',
    },
  },
  'droit-affaires': {
    slug: 'droit-affaires',
    metaTitle: 'Avocat en droit des affaires à Toulouse',
    metaDescription:
      'Création de société, pacte d’associés, contrats commerciaux, recouvrement de créances : Maître Vincent Roques conseille et défend les entreprises de Toulouse.',
    eyebrow: 'Entreprises et dirigeants',
    lead: 'De la création de votre société à la cession de vos parts, en passant par vos contrats et vos litiges avec clients ou fournisseurs, vous disposez d’un conseil qui connaît votre entreprise et ses contraintes.',
    areasTitle: 'Trois champs d’intervention',
    areas: [
      {
        title: 'Droit des sociétés',
        text: 'Choix de la forme sociale, rédaction des statuts et du pacte d’associés, assemblées, augmentations de capital, cessions de parts et d’actions, départ d’un associé.',
      },
      {
        title: 'Contrats commerciaux',
        text: 'Conditions générales de vente, contrats de prestation, de distribution ou de partenariat, baux commerciaux : rédaction, relecture et négociation.',
      },
      {
        title: 'Contentieux et recouvrement',
        text: 'Relance et mise en demeure, injonction de payer, procédures devant le tribunal de commerce, litiges entre associés ou avec un partenaire commercial.',
      },
    ],
    strengthsTitle: 'Ce que vous pouvez attendre de moi',
    strengths: [
      {
        title: 'Une vision d’entrepreneur',
        text: 'Les conseils tiennent compte de vos enjeux économiques, de votre trésorerie et de vos relations commerciales, pas seulement du droit.',
      },
      {
        title: 'Des actes rédigés sur mesure',
        text: 'Statuts, pactes et contrats sont écrits pour votre situation, sans modèle appliqué tel quel.',
      },
      {
        title: 'Un interlocuteur unique',
        text: 'Je suis votre dossier de bout en bout et je connais l’historique de votre entreprise.',
      },
      {
        title: 'Prévenir avant de plaider',
        text: 'Une clause bien rédigée évite bien des litiges : le conseil en amont est privilégié chaque fois que c’est possible.',
      },
      {
        title: 'Une réponse sous 24h',
        text: 'Une question avant une signature ou un rendez-vous client obtient une réponse sous 24h les jours ouvrés, du lundi au vendredi.',
      },
      {
        title: 'Des honoraires prévisibles',
        // Loi n° 71-1130, art. 10: the agreement fixes the amount or its method of calculation; a
        // procedure's estimate changes with the case (content/fees.ts, « Temps passé »).
        text: 'Forfait pour les actes courants ; pour les procédures, une estimation écrite remise avant de commencer, puis actualisée avec vous si le dossier évolue.',
      },
    ],
    stepsTitle: 'Ma méthode en quatre étapes',
    steps: [
      {
        title: 'Comprendre votre projet',
        text: 'Votre activité, vos associés, vos partenaires et vos objectifs sont examinés lors d’un premier entretien.',
      },
      {
        title: 'Identifier les risques',
        text: 'Les documents existants sont analysés et les points de vigilance vous sont présentés par écrit.',
      },
      {
        title: 'Rédiger et négocier',
        text: 'Les actes sont rédigés, discutés avec vous puis négociés avec vos interlocuteurs.',
      },
      {
        title: 'Suivre dans la durée',
        text: 'Assemblées, renouvellements de contrats, difficultés de paiement : je reste disponible à chaque étape de la vie de votre entreprise.',
      },
    ],
    mediation: {
      href: '/mediation/conventionnelle',
      title: 'Un conflit entre associés ou avec un partenaire ?',
      text: 'La médiation préserve la relation d’affaires et la confidentialité, et aboutit souvent plus vite qu’une procédure devant le tribunal de commerce.',
    },
  },
  'droit-international': {
    slug: 'droit-international',
    metaTitle: 'Avocat en droit international à Toulouse',
    metaDescription:
      'Contrats internationaux, détachement de salariés, recouvrement à l’étranger, exequatur : Maître Vincent Roques accompagne vos opérations transfrontalières.',
    eyebrow: 'Opérations transfrontalières',
    lead: 'Vendre à l’étranger, y envoyer un salarié, y faire exécuter une décision : chaque opération transfrontalière soulève la question du droit applicable et du tribunal compétent. Vous êtes accompagné pour la trancher avant qu’un litige ne la pose.',
    areasTitle: 'Quatre champs d’intervention',
    areas: [
      {
        title: 'Contrats internationaux',
        text: 'Vente, distribution, agence commerciale, prestation de services : rédaction et négociation avec des partenaires établis hors de France.',
      },
      {
        title: 'Mobilité internationale des salariés',
        text: 'Détachement, expatriation, contrat de travail international : sécuriser le statut du salarié et les obligations de l’employeur.',
      },
      {
        title: 'Loi applicable et juridiction compétente',
        text: 'Choix et rédaction des clauses de droit applicable, d’attribution de juridiction et de médiation dans vos contrats.',
      },
      {
        // The title says where enforcement happens: in France (RIN art. 10.2, nothing misleading).
        title: 'Recouvrement international et exécution en France',
        text: 'Recouvrement de créances sur un débiteur étranger et exécution en France des décisions rendues à l’étranger.',
      },
    ],
    strengthsTitle: 'Ce que vous pouvez attendre de moi',
    strengths: [
      {
        title: 'Une lecture d’ensemble',
        text: 'Droit des affaires, droit du travail et règles internationales sont examinés ensemble, comme ils se présentent dans votre opération.',
      },
      {
        title: 'Anticiper le litige',
        text: 'Les clauses qui décident où et selon quelle loi un litige sera jugé sont rédigées dès la signature du contrat.',
      },
      {
        title: 'Un interlocuteur en France',
        text: 'Lorsque le droit d’un autre pays s’applique, un avocat qui y exerce peut être associé au dossier avec votre accord ; je reste votre interlocuteur.',
      },
      {
        title: 'La médiation internationale',
        // As your lawyer he never mediates your own dispute (loi n° 95-125, art. 21-2: impartiality;
        // RIN art. 4): he prepares and assists, another mediator conducts.
        text: `Médiateur depuis ${site.lawyer.mediatorSince}, référencé par le ${site.lawyer.mediatorReferences.cnma}, je connais le déroulement d’une médiation : comme votre avocat, je vous y prépare et vous y assiste, et un autre médiateur la conduit.`,
      },
      {
        title: 'Une réponse sous 24h',
        text: 'Votre question reçoit une réponse sous 24h les jours ouvrés, puis un calendrier précis pour l’étude de votre dossier.',
      },
      {
        title: 'Un budget annoncé',
        text: 'Les frais prévisibles, y compris ceux des confrères étrangers, vous sont présentés avant d’engager une démarche.',
      },
    ],
    stepsTitle: 'Ma méthode en quatre étapes',
    steps: [
      {
        title: 'Cartographier l’opération',
        text: 'Parties, pays concernés, flux et calendrier : votre projet est décrit précisément pour identifier les droits en présence.',
      },
      {
        title: 'Déterminer les règles applicables',
        text: 'Loi applicable, juridiction compétente et formalités locales sont analysées et vous sont exposées par écrit.',
      },
      {
        title: 'Sécuriser les documents',
        text: 'Contrats, avenants et lettres de mission sont rédigés ou adaptés en conséquence.',
      },
      {
        title: 'Agir en cas de difficulté',
        text: 'Mise en demeure, médiation ou procédure, en France ou avec un confrère à l’étranger.',
      },
    ],
    mediation: {
      href: '/mediation/conventionnelle',
      title: 'Un différend avec un partenaire étranger ?',
      // What mediation does, without promising to settle which court is competent (RIN art. 10.2).
      text: 'Avant de saisir un tribunal, en France ou à l’étranger, les parties peuvent chercher ensemble une solution avec un médiateur, dans un cadre confidentiel.',
    },
  },
}

/** Closing call to action of the three expertise pages. */
export const expertiseCta = {
  title: 'Parlons de votre dossier',
  text: `La première consultation est gratuite : ${firstConsultationScope.form}. ${site.reply.detail}.`,
} as const

/** Detail content of an area, or `undefined` for an unknown slug. */
export function getExpertiseDetail(slug: string): ExpertiseDetails[ExpertiseSlug] | undefined {
  return Object.hasOwn(expertiseDetails, slug) ? expertiseDetails[slug as ExpertiseSlug] : undefined
}
