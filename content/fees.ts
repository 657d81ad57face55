/**
 * Copy of /honoraires (spec §2 « Fees », §3 « Fee mode card », §9).
 *
 * Loi n° 71-1130 du 31 décembre 1971, art. 10 (version en vigueur depuis le 8 août 2015, loi
 * n° 2015-990), checked on Doctrine (Légifrance copy) with the search tool:
 * - al. 1: fees are « fixés en accord avec le client »;
 * - al. 3: « l'avocat conclut par écrit avec son client une convention d'honoraires, qui précise,
 *   notamment, le montant ou le mode de détermination des honoraires couvrant les diligences
 *   prévisibles, ainsi que les divers frais et débours envisagés » (except urgency, force majeure
 *   or aide juridictionnelle totale);
 * - al. 4: criteria (situation de fortune du client, difficulté de l'affaire, frais exposés,
 *   notoriété, diligences);
 * - al. 5: « Toute fixation d'honoraires qui ne le serait qu'en fonction du résultat judiciaire est
 *   interdite. Est licite la convention qui, outre la rémunération des prestations effectuées,
 *   prévoit la fixation d'un honoraire complémentaire en fonction du résultat obtenu ou du service
 *   rendu. »
 * The provision before any service and the free first consultation are the practice's own rules
 * (spec §1, §9), not statements of law.
 */

/** Spec §3: title, description, features list. */
export type FeeMode = { title: string; description: string; features: readonly string[] }
export type FeeRule = { title: string; text: string; source?: string }

export const fees = {
  metaTitle: 'Honoraires',
  metaDescription:
    'Forfait, temps passé ou forfait et honoraire de résultat : des honoraires transparents, fixés par une convention écrite. Première consultation gratuite.',
  eyebrow: 'Honoraires',
  title: 'Des honoraires transparents et prévisibles',
  lead: 'Avant tout travail, vous savez comment vos honoraires seront calculés et à combien ils peuvent s’élever. Le mode de facturation est choisi avec vous, selon la nature de votre dossier.',
  firstConsultation: {
    title: 'La première consultation est gratuite',
    text: 'Elle permet de comprendre votre situation, de vous indiquer les options possibles et de vous proposer un mode d’honoraires adapté. Elle ne vous engage à rien.',
  },
  modesTitle: 'Trois modes d’honoraires',
  modesLead:
    'Le mode retenu figure dans votre convention d’honoraires, avec son montant ou son mode de calcul.',
  modes: [
    {
      title: 'Forfait',
      description:
        'Un prix global, fixé à l’avance pour une prestation définie. Vous connaissez le coût total dès le départ.',
      features: [
        'Montant fixé avant le début du travail',
        'Adapté aux prestations bien délimitées : rédaction de statuts, d’un contrat, consultation écrite',
        'Pas de dépassement sans nouvel accord écrit de votre part',
      ],
    },
    {
      title: 'Temps passé',
      description:
        'Un taux horaire convenu, appliqué au temps réellement consacré à votre dossier.',
      features: [
        'Taux horaire indiqué dans la convention',
        'Relevé détaillé des diligences joint à chaque facture',
        'Estimation du temps nécessaire communiquée à l’avance et actualisée si le dossier évolue',
      ],
    },
    {
      title: 'Forfait + honoraire de résultat',
      description:
        'Un forfait qui rémunère le travail accompli, complété par un honoraire fixé en fonction du résultat obtenu ou du service rendu.',
      features: [
        'Forfait dû quelle que soit l’issue du dossier',
        'Honoraire de résultat prévu et chiffré dans la convention, en pourcentage ou en montant',
        'Adapté aux contentieux et aux négociations dont l’enjeu financier est identifiable',
      ],
    },
  ] satisfies readonly [FeeMode, FeeMode, FeeMode],
  rulesTitle: 'Les règles qui encadrent vos honoraires',
  rules: [
    {
      title: 'Une convention d’honoraires écrite',
      text: 'Avant le début de la mission, une convention signée par vous et par le cabinet précise le montant ou le mode de calcul des honoraires, ainsi que les frais prévisibles.',
      source: 'Loi n° 71-1130 du 31 décembre 1971, article 10',
    },
    {
      title: 'Une provision avant toute prestation',
      text: 'Une provision sur honoraires et frais vous est demandée avant le début de toute prestation. Elle est déduite de la facture finale.',
    },
    {
      title: 'Pas d’honoraires fondés uniquement sur le résultat',
      text: 'La loi interdit de fixer les honoraires d’un avocat seulement en fonction du résultat judiciaire. Un honoraire de résultat n’est possible qu’en complément d’un forfait ou d’une rémunération au temps passé.',
      source: 'Loi n° 71-1130 du 31 décembre 1971, article 10',
    },
    {
      title: 'Des factures détaillées',
      text: 'Chaque facture indique les prestations réalisées, les frais engagés et les provisions déjà versées.',
    },
  ] satisfies readonly FeeRule[],
  cta: {
    title: 'Un budget clair avant de vous engager',
    text: 'Décrivez votre situation : lors de la première consultation, gratuite, vous recevez une proposition d’honoraires adaptée à votre dossier.',
    button: 'Demander une première consultation',
  },
} as const
