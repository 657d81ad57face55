/**
 * Copy of /honoraires (docs/specification.md « Fees », « Constants »).
 *
 * Loi n° 71-1130 du 31 décembre 1971, art. 10 (version en vigueur depuis le 8 août 2015, loi
 * n° 2015-990), checked on Doctrine (Légifrance copy) with the search tool:
 * - al. 1: fees are « fixés en accord avec le client »;
 * - al. 3: « l'avocat conclut par écrit avec son client une convention d'honoraires, qui précise,
 *   notamment, le montant ou le mode de détermination des honoraires couvrant les diligences
 *   prévisibles, ainsi que les divers frais et débours envisagés » (except urgency, force majeure
 *   or aide juridictionnelle totale);
 * - al. 4: criteria (situation de fortune du client, difficulté de l'affaire, « frais exposés par
 *   l'avocat », that is the firm's overheads, « l'incidence des frais et charges du cabinet » of RIN
 *   art. 11.2, notoriété, diligences). An agreement governs the fees it fixes; the criteria are
 *   what the bâtonnier and the judge fix them by when there is none (Cass. 2e civ., 2 February
 *   2017, n° 15-29.192; the RIN's former art. 11.1 said « À défaut de convention »), hence the
 *   copy's « À défaut de convention »;
 * - al. 5: « Toute fixation d'honoraires qui ne le serait qu'en fonction du résultat judiciaire est
 *   interdite. Est licite la convention qui, outre la rémunération des prestations effectuées,
 *   prévoit la fixation d'un honoraire complémentaire en fonction du résultat obtenu ou du service
 *   rendu. »
 * The provision before any service and the free first consultation are the practice's own rules
 * (docs/specification.md « Purpose », « Constants »), not statements of law; the provision applies
 * once a mandate is agreed, so the free first consultation asks for none.
 *
 * Disputes (checked with the search tool: Dalloz actualité, Legifrance copies): décret n° 91-1197
 * du 27 novembre 1991, art. 174 to 179: the client refers a dispute on the amount or the recovery
 * of fees to the bâtonnier by registered letter with acknowledgement of receipt or delivery against
 * receipt (art. 175), who decides within four months, a delay he may extend once « dans la limite
 * de quatre mois par décision motivée » (art. 175, al. 4); the decision can be appealed to the
 * premier président of the cour d'appel within one month (art. 176).
 * Legal aid: under aide juridictionnelle totale no written agreement is required (loi n° 71-1130,
 * art. 10, al. 3) and the State's contribution « est exclusive de toute autre rémunération »
 * (loi n° 91-647, art. 32, save art. 36), so no deposit either; under partial aid a prior written
 * agreement fixes the complementary fee (art. 35).
 * Withdrawal (checked with the search tool: the code's text; Cass. 2e civ., 6 November 2025,
 * n° 24-10.933, on a fee agreement): a consumer who signs at a distance or off premises has
 * fourteen days to withdraw (code de la consommation, L. 221-18), is told so before signing
 * (L. 221-5); work starts within the delay only on his express request, and he then owes only a
 * share proportionate to the agreed price (L. 221-25). Consumer mediation: code de la
 * consommation, L. 612-1 and L. 612-2 (see content/legal.ts).
 * Legal-expenses insurance: code des assurances, L. 127-3 (free choice of lawyer) and L. 127-5-1
 * (fees agreed between the lawyer and the client, never with the insurer). Legal aid: loi n° 91-647
 * du 10 juillet 1991; it is not granted when a legal-expenses insurance covers the costs.
 * VAT: lawyers' services bear VAT (BOFiP BOI-TVA-CHAMP-10-10-60-10) at the standard rate of 20 %
 * (code général des impôts, art. 278; answer to the written question AN n° 72861, JO 3 February
 * 2015).
 */
import { site } from './site.ts'

/** « a, b ou c »: the items of a French list joined with commas and a final « ou ». */
export function orList(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`
}

/**
 * What the free first consultation is and what it is not, said the same way on every page that
 * offers it (the home page, /contact, /honoraires): its length and form come from
 * `site.firstConsultation`. It reviews no document and gives no written opinion: that work is part
 * of a mandate, under a written fee agreement (loi n° 71-1130, art. 10), so that no page promises
 * in the free meeting what the fees page bills for.
 */
export const firstConsultationScope = {
  /** « un entretien de 30 minutes, au cabinet ou par téléphone » */
  form: `un entretien de ${site.firstConsultation.duration}, ${orList(site.firstConsultation.settings)}`,
  /** What it does not include, and when that work starts. */
  limits:
    'Elle ne comprend ni l’étude de vos documents ni un avis écrit : ce travail commence si vous me confiez votre dossier, une fois la convention d’honoraires signée.',
} as const

/** docs/specification.md « Fees »: title, description, features list. */
export type FeeMode = { title: string; description: string; features: readonly string[] }
export type FeeRule = { title: string; text: string; source?: string }

export const fees = {
  metaTitle: 'Honoraires',
  metaDescription:
    'Forfait, temps passé ou forfait et honoraire de résultat : des honoraires transparents, fixés par une convention écrite. Première consultation gratuite.',
  eyebrow: 'Honoraires',
  title: 'Des honoraires transparents et prévisibles',
  // RIN art. 11 (fees): the client is told how they are set and how their amount may change.
  lead: 'Avant tout travail, vous savez comment vos honoraires seront calculés et comment leur montant peut évoluer. Le mode de facturation est choisi avec vous, selon la nature de votre dossier.',
  firstConsultation: {
    title: 'La première consultation est gratuite',
    text: `C’est ${firstConsultationScope.form}, pour comprendre votre situation, vous indiquer les options possibles et vous proposer un mode d’honoraires adapté. ${firstConsultationScope.limits} Elle ne vous engage à rien.`,
  },
  modesTitle: 'Trois modes d’honoraires',
  modesLead:
    'Le mode retenu figure dans votre convention d’honoraires, avec son montant ou son mode de calcul.',
  modes: [
    {
      title: 'Forfait',
      description:
        // Fees, not the costs (« frais et débours », loi n° 71-1130, art. 10, al. 3): those are
        // listed apart in the agreement.
        'Un prix global, fixé à l’avance pour une prestation définie. Vous connaissez le montant de vos honoraires dès le départ ; les frais et débours sont indiqués à part dans la convention.',
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
      title: 'Forfait et honoraire de résultat',
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
      // Art. 10, al. 3: no agreement is required in an emergency, in force majeure or under full
      // legal aid.
      text: 'Avant le début de la mission, une convention signée par vous et par moi précise le montant ou le mode de calcul des honoraires, ainsi que les frais et débours prévisibles. La loi n’en dispense qu’en cas d’urgence, de force majeure ou d’aide juridictionnelle totale.',
      source: 'Loi n° 71-1130 du 31 décembre 1971, article 10',
    },
    {
      title: 'Une provision avant toute prestation',
      text: 'Une fois la mission convenue et la convention d’honoraires conclue, une provision sur honoraires et frais vous est demandée avant le début de toute prestation. Elle est déduite de la facture finale. La première consultation, gratuite, n’en demande aucune, pas plus qu’un dossier suivi au titre de l’aide juridictionnelle totale.',
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
    {
      title: 'Les frais et débours, à part',
      // Art. 10, al. 3: the agreement states the fees and, apart, « les divers frais et débours ».
      text: 'Frais de greffe, de commissaire de justice, de traduction ou de déplacement : ces frais et débours ne sont pas des honoraires, même au forfait. La convention les prévoit à part, et chaque facture les détaille.',
      source: 'Loi n° 71-1130 du 31 décembre 1971, article 10',
    },
    {
      title: 'Quatorze jours pour vous rétracter',
      // Code de la consommation, L. 221-5, L. 221-18 and L. 221-25 (see the head of this file).
      text: 'Si vous êtes un consommateur et signez la convention à distance, par exemple par e-mail, ou ailleurs qu’au cabinet, vous disposez de quatorze jours pour vous rétracter, sans motif. Le travail ne commence avant la fin de ce délai que si vous le demandez expressément ; si vous vous rétractez ensuite, vous ne devez que la part du prix convenu qui correspond au travail déjà accompli.',
      source: 'Code de la consommation, articles L. 221-5, L. 221-18 et L. 221-25',
    },
  ] satisfies readonly FeeRule[],
  criteria: {
    title: 'Comment les honoraires sont fixés',
    // Loi n° 71-1130, art. 10, al. 1 and 4; RIN art. 11: the criteria fix the fees when no
    // agreement does (see the head of this file).
    lead: 'Les honoraires sont fixés en accord avec vous, dans la convention d’honoraires. À défaut de convention, ils sont fixés selon les usages, en tenant compte :',
    items: [
      'de votre situation de fortune ;',
      'de la difficulté de l’affaire ;',
      'des frais exposés par l’avocat, c’est-à-dire des frais et charges de son cabinet ;',
      'de la notoriété de l’avocat ;',
      'des diligences accomplies, c’est-à-dire du travail réellement fourni.',
    ],
    source:
      'Loi n° 71-1130 du 31 décembre 1971, article 10 ; Règlement intérieur national, article 11',
  },
  vat: {
    title: 'Hors taxes et toutes taxes comprises',
    // Arrêté du 3 décembre 1987 relatif à l'information du consommateur sur les prix, art. 1: a
    // price shown to a consumer is the total sum to pay, taxes included; the HT amount follows.
    text: 'Les honoraires sont soumis à la TVA au taux de 20 %. La convention et chaque facture indiquent les deux montants : toutes taxes comprises (TTC), la somme que vous payez, et hors taxes (HT). Par exemple, un forfait de 1 200 € TTC (1 000 € HT) comprend 200 € de TVA.',
  },
  funding: {
    title: 'Qui peut prendre en charge vos honoraires ?',
    items: [
      {
        title: 'Votre assurance de protection juridique',
        text: 'Un contrat d’assurance (habitation, automobile, carte bancaire, contrat professionnel) comprend souvent une protection juridique. Elle peut prendre en charge tout ou partie des honoraires, dans la limite de ses plafonds. Vous choisissez librement votre avocat et les honoraires sont convenus entre vous et moi, jamais avec l’assureur.',
        source: 'Code des assurances, articles L. 127-3 et L. 127-5-1',
      },
      {
        title: 'L’aide juridictionnelle',
        // Loi n° 91-647, art. 32 (full aid: the State's contribution is the only pay, save art. 36)
        // and art. 35 (partial aid: a written agreement fixes the complementary fee).
        text: 'Si vos ressources sont modestes, l’État peut prendre en charge tout ou partie des honoraires et des frais de justice, sauf si une assurance de protection juridique couvre ces frais. Avec l’aide totale, sa contribution est en principe ma seule rémunération : vous ne versez ni honoraires ni provision, et aucune convention d’honoraires n’est exigée. Avec l’aide partielle, une convention écrite fixe l’honoraire complémentaire qui reste à votre charge. Parlez-en dès le premier rendez-vous : je vous aide à vérifier si vous y avez droit et à la demander.',
        source: 'Loi n° 91-647 du 10 juillet 1991 relative à l’aide juridique, articles 32 et 35',
      },
    ],
  },
  dispute: {
    title: 'En cas de désaccord sur les honoraires',
    lead: 'Parlez-m’en d’abord : un échange suffit souvent à lever un malentendu. Si le désaccord demeure, deux voies vous sont ouvertes.',
    steps: [
      {
        title: 'Saisir le bâtonnier',
        text: 'Adressez votre contestation au bâtonnier de l’Ordre des avocats au barreau de Toulouse, par lettre recommandée avec demande d’avis de réception ou remise contre récépissé. Il se prononce dans un délai de quatre mois, qu’il peut prolonger de quatre mois au plus par une décision motivée. Sa décision peut être contestée dans un délai d’un mois devant le premier président de la cour d’appel.',
        source: 'Décret n° 91-1197 du 27 novembre 1991, articles 174 et suivants',
      },
      {
        title: 'Saisir le médiateur de la consommation',
        text: `Si vous êtes un consommateur, vous pouvez saisir gratuitement le ${site.consumerMediator.name} (${site.consumerMediator.address}, ${site.consumerMediator.email}), dans un délai d’un an à compter de votre réclamation écrite.`,
        source: 'Code de la consommation, articles L. 612-1 et L. 612-2',
      },
    ],
    more: 'Toutes les coordonnées du médiateur',
  },
  cta: {
    title: 'Un budget clair avant de vous engager',
    text: 'Décrivez votre situation : lors de la première consultation, gratuite, vous recevez une proposition d’honoraires adaptée à votre dossier.',
  },
} as const
