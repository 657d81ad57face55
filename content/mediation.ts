/**
 * Copy of /mediation and its two sub-pages (docs/specification.md « Mediation »).
 *
 * Legal sources, checked with the search tool (Légifrance copies on Doctrine, Juriblio, Tricoteuses;
 * Dalloz actualité and mediators' summaries for the 2025 reform):
 * - Loi n° 95-125 du 8 février 1995, art. 21 (definition: a third party chosen by the parties or
 *   appointed, with their agreement, by the judge), art. 21-2 (the mediator acts with impartiality,
 *   competence and diligence: so he never mediates a dispute on which he advised a party) and
 *   art. 21-3 (confidentiality, unless the parties agree otherwise).
 * - Code civil, art. 2238: prescription is suspended from the day the parties agree to mediate (or
 *   the first meeting) and starts again for at least six months when the mediation ends.
 * - Code de procédure civile, book V, as recodified by décret n° 2025-660 du 18 juillet 2025, in
 *   force since 1 September 2025 (art. 131-1 to 131-15 were repealed on that date, e.g. art. 131-12
 *   « abrogé le 1er septembre 2025 »; the former art. 1532 and 1565 were rewritten):
 *   - art. 1530 and 1530-2: mediation is a structured process led by a mediator, a third party who
 *     cannot be a judge or a conciliateur de justice;
 *   - art. 1534: the judge may, even in summary proceedings, « après avoir recueilli l'accord des
 *     parties », order a mediation; the decision interrupts the péremption of the proceedings;
 *   - art. 1534-1: the decision names the mediator, states « l'objet et la durée initiale de sa
 *     mission », the date of the next hearing, the parties' consent, and the provision on the
 *     mediator's fee;
 *   - art. 1534-5: the decisions that order, renew or end the measure are « mesures
 *     d'administration judiciaire » (so the mission can be renewed);
 *   - art. 1541 and following (title IV « L'accord des parties »): the agreement can be given
 *     enforceability, in particular by the judge's homologation.
 * - NOT CONFIRMED from a primary text, hence not stated on the site: the figures of the initial
 *   duration after the 2025 reform (mediators' websites report five months, renewable once for
 *   three months; the former art. 131-3 said three months, renewable once). The copy says « une
 *   durée initiale limitée, fixée par le juge, renouvelable ».
 */
import { site } from './site.ts'

export type MediationSlug = 'conventionnelle' | 'judiciaire'

export type Advantage = { title: string; text: string }
export type FlowStep = {
  title: string
  text: string
  /** Legal basis, shown in small print. */ source?: string
}

export type MediationPage = {
  slug: MediationSlug
  title: string
  metaTitle: string
  /** Unique, 120–160 characters. */
  metaDescription: string
  eyebrow: string
  lead: string
  /** Short summary for the card on /mediation. */
  summary: string
  cardLink: string
  whenTitle: string
  when: readonly string[]
  flowTitle: string
  flowLead: string
  flow: readonly FlowStep[]
  roleTitle: string
  role: readonly string[]
  /** External mediation centre (conventional mediation only). */
  centre?: { title: string; text: string; label: string; href: string }
  /** Link to the other sub-page. */
  other: { label: string; href: string }
}

/**
 * The lawyer's tie to the mediation centre the site links to (`site.mediationCentre.tie`), said
 * next to the link (code de la consommation, L. 121-3: nothing a reader needs is left out). The
 * parties stay free to choose their mediator (loi n° 95-125, art. 21).
 */
const CENTRE_TIE: Readonly<Record<typeof site.mediationCentre.tie, string>> = {
  listed:
    'Je figure sur sa liste de médiateurs ; vous restez libre, avec l’autre partie, de choisir un autre médiateur ou un autre centre.',
  none: 'Je n’ai aucun lien avec ce centre : ce lien vous est donné à titre d’information.',
}

export const mediationOverview = {
  metaTitle: 'Médiation conventionnelle et judiciaire à Toulouse',
  // Each role said for what it is (loi n° 95-125, art. 21 and 21-2: the mediator is a third party,
  // impartial; RIN art. 4: no conflict of interest): never « vous accompagne », which takes a side.
  metaDescription: `Maître Vincent Roques, médiateur depuis ${site.lawyer.mediatorSince} : tiers neutre quand il conduit une médiation, avocat d’une partie quand un autre médiateur la conduit.`,
  eyebrow: `Médiateur depuis ${site.lawyer.mediatorSince}`,
  /**
   * Who trained and lists the mediator: what « approved » (docs/specification.md « Purpose ») can
   * truthfully mean.
   */
  credentials: `Je suis médiateur depuis ${site.lawyer.mediatorSince}, formé à la médiation (${site.biography.mediationTraining}), référencé par le ${site.lawyer.mediatorReferences.cnma} et inscrit sur la ${site.lawyer.mediatorReferences.courtList}. En France, il n’existe pas d’agrément général des médiateurs : ces références permettent de vérifier ma formation et mon expérience.`,
  title: 'La médiation, pour sortir d’un conflit par un accord',
  lead: 'Un tiers neutre et impartial, le médiateur, aide les parties à renouer le dialogue et à trouver elles-mêmes une solution. Ce sont elles qui décident : rien ne leur est imposé.',
  overviewTitle: 'Qu’est-ce que la médiation ?',
  // Loi n° 95-125, art. 21 (third party chosen by the parties or appointed by the judge with their
  // agreement) and art. 21-3 (confidentiality).
  overview: [
    'La médiation est un processus structuré dans lequel deux parties ou plus tentent de résoudre leur différend avec l’aide d’un tiers, le médiateur. Il est choisi par les parties elles-mêmes ou désigné par le juge avec leur accord.',
    'Le médiateur ne tranche pas le litige et ne donne raison à personne. Il organise les échanges, aide chacun à exprimer ses besoins et permet de faire émerger des solutions que les parties n’avaient pas envisagées.',
    'Elle convient aux différends où les parties ont intérêt à préserver une relation ou à maîtriser l’issue du conflit : entre associés, entre un employeur et un salarié, entre partenaires commerciaux, entre voisins ou au sein d’une famille.',
  ],
  roleTitle: 'Deux rôles possibles, jamais dans le même dossier',
  role: 'Je peux intervenir comme médiateur, tiers neutre entre les parties, ou comme avocat, pour vous conseiller et vous assister pendant une médiation menée par un autre médiateur. Ces deux rôles ne se cumulent jamais dans un même différend.',
  advantagesTitle: 'Les avantages de la médiation',
  advantages: [
    {
      title: 'Confidentielle',
      // Loi n° 95-125, art. 21-3.
      text: 'Sauf accord contraire des parties, ce qui est dit en médiation ne peut être divulgué ni produit devant un juge.',
    },
    {
      title: 'Plus rapide',
      text: 'Quelques réunions suffisent souvent, là où une procédure peut durer plusieurs années avec les recours.',
    },
    {
      title: 'Moins coûteuse',
      text: 'Les honoraires du médiateur sont en général répartis entre les parties, et les frais d’une longue procédure sont évités.',
    },
    {
      title: 'Une solution choisie',
      // What the process is, not an unverifiable comparison with judgments (RIN art. 10.2).
      text: 'L’accord est construit par les parties elles-mêmes : chacune sait à quoi elle s’engage et pourquoi.',
    },
    {
      title: 'Des délais protégés',
      // Code civil, art. 2238.
      text: 'La prescription est suspendue pendant la médiation, puis recommence à courir pour au moins six mois si elle échoue.',
    },
    {
      title: 'Un accord qui peut devenir exécutoire',
      // Code de procédure civile, art. 1541 et suivants (décret n° 2025-660).
      text: 'L’accord peut être soumis au juge pour homologation : il devient alors exécutoire, comme un jugement.',
    },
  ] satisfies readonly Advantage[],
  cardsTitle: 'Deux formes de médiation',
  cta: {
    title: 'Une médiation est-elle adaptée à votre situation ?',
    // Hearing one party alone about the dispute rules the lawyer out as its mediator (loi n° 95-125,
    // art. 21-2: impartiality; RIN art. 4): the two ways in are said apart.
    text: 'Pour être conseillé, présentez-moi votre situation lors d’un premier rendez-vous : comme avocat, je vous dis si la médiation est envisageable, puis je vous y assiste, et c’est un autre médiateur qui la conduit. Pour me proposer comme médiateur, avec l’autre partie, écrivez-moi sans me décrire le différend : je ne peux pas être le médiateur d’un différend sur lequel j’ai conseillé l’une des parties.',
  },
} as const

export const mediationPages: Readonly<Record<MediationSlug, MediationPage>> = {
  conventionnelle: {
    slug: 'conventionnelle',
    title: 'Médiation conventionnelle',
    metaTitle: 'Médiation conventionnelle',
    metaDescription:
      'Médiation conventionnelle à Toulouse : choisie par les parties, sans juge, avant ou pendant un litige. Déroulement, confidentialité et homologation de l’accord.',
    eyebrow: 'Sans juge, à l’initiative des parties',
    lead: 'Les parties décident ensemble, sans passer par un juge, de confier leur différend à un médiateur qu’elles choisissent. Elles fixent le cadre, le rythme des réunions et restent libres d’arrêter à tout moment.',
    summary:
      'Choisie librement par les parties, sans juge, à tout moment d’un différend, même avant tout procès.',
    cardLink: 'Découvrir la médiation conventionnelle',
    whenTitle: 'Quand y recourir ?',
    when: [
      'Dès l’apparition d’un différend, avant toute procédure, pour éviter le procès.',
      'Lorsque votre contrat prévoit une clause de médiation préalable.',
      'Pendant une procédure déjà engagée, si les parties souhaitent tenter un accord.',
    ],
    flowTitle: 'Comment se déroule-t-elle ?',
    flowLead: 'Chaque médiation est adaptée au différend, mais suit en général ces étapes.',
    flow: [
      {
        title: 'Les parties choisissent la médiation',
        text: 'D’un commun accord, par une clause de leur contrat ou un simple échange écrit, sans saisir de juge.',
        source: 'Code de procédure civile, art. 1530',
      },
      {
        title: 'Elles désignent un médiateur',
        text: 'Un médiateur indépendant ou un centre de médiation, choisi ensemble. Une convention fixe son rôle, la confidentialité et ses honoraires.',
      },
      {
        title: 'Les réunions de médiation',
        text: 'Réunions communes et, si besoin, entretiens séparés. Tout ce qui s’y dit reste confidentiel, sauf accord contraire des parties.',
        source: 'Loi n° 95-125 du 8 février 1995, art. 21-3',
      },
      {
        title: 'L’accord est rédigé',
        text: 'Si les parties trouvent une solution, elle est mise par écrit et signée. Chacune peut la faire relire par son avocat avant de signer.',
      },
      {
        title: 'L’accord peut être rendu exécutoire',
        text: 'Les parties peuvent demander au juge d’homologuer leur accord pour lui donner force exécutoire.',
        source: 'Code de procédure civile, art. 1541 et suivants',
      },
    ],
    roleTitle: 'Mon rôle',
    role: [
      'Comme médiateur, je conduis les réunions en tiers neutre et impartial, sans conseiller aucune des parties.',
      'Comme avocat, dans une médiation menée par un autre médiateur, je vous aide à la préparer, je vous assiste pendant les réunions et je vérifie que l’accord protège vos intérêts avant sa signature.',
    ],
    centre: {
      title: 'Trouver un centre de médiation',
      // The name is data (content/site.ts): the sentence reads whatever its gender or article.
      text: `${site.mediationCentre.name} : ce centre vous présente ses médiateurs, ses tarifs et la marche à suivre pour engager une médiation. ${CENTRE_TIE[site.mediationCentre.tie]}`,
      label: 'Consulter le site du centre de médiation',
      href: site.links.mediationCentre,
    },
    other: { label: 'Découvrir la médiation judiciaire', href: '/mediation/judiciaire' },
  },
  judiciaire: {
    slug: 'judiciaire',
    title: 'Médiation judiciaire',
    metaTitle: 'Médiation judiciaire',
    metaDescription:
      'Médiation judiciaire : ordonnée par le juge avec l’accord des parties, pour une durée limitée et renouvelable, elle peut aboutir à un accord homologué.',
    eyebrow: 'Pendant un procès, avec l’accord des parties',
    lead: 'Un procès est en cours : le juge peut proposer aux parties de tenter une médiation. Si elles l’acceptent, il désigne un médiateur pour une durée limitée, sans se dessaisir de l’affaire.',
    summary:
      'Ordonnée par le juge pendant un procès, avec l’accord des parties, pour une durée limitée.',
    cardLink: 'Découvrir la médiation judiciaire',
    whenTitle: 'Quand est-elle proposée ?',
    when: [
      'À tout moment de la procédure, y compris en référé, lorsque le juge estime qu’un accord est possible.',
      'À la demande des parties, qui peuvent suggérer elles-mêmes une médiation au juge.',
      // Code de procédure civile, art. 1533 (injonction de rencontrer un médiateur, décret n° 2025-660).
      'Le juge peut aussi enjoindre aux parties de rencontrer un médiateur pour une réunion d’information.',
    ],
    flowTitle: 'Les étapes de la médiation judiciaire',
    flowLead:
      'Le code de procédure civile encadre chaque étape, depuis la décision du juge jusqu’à l’accord.',
    flow: [
      {
        title: 'Le juge ordonne la médiation',
        text: 'Le juge saisi du litige ordonne la médiation, après avoir recueilli l’accord des parties. Elle peut porter sur tout ou partie du litige.',
        source: 'Code de procédure civile, art. 1534',
      },
      {
        title: 'Un médiateur est désigné',
        text: 'La décision du juge indique le médiateur chargé de la mission, son objet et la date à laquelle l’affaire reviendra à l’audience.',
        source: 'Code de procédure civile, art. 1534-1',
      },
      {
        title: 'Les parties acceptent et versent la provision',
        text: 'Le consentement des parties est constaté. La décision fixe aussi le montant de la provision à valoir sur la rémunération du médiateur, le délai pour la verser et la ou les parties qui la versent.',
        source: 'Code de procédure civile, art. 1534-1',
      },
      {
        title: 'Une durée limitée',
        text: 'La médiation se déroule pendant une durée initiale limitée, fixée par le juge, qui peut être renouvelée. Le juge n’est pas dessaisi et peut y mettre fin.',
        source: 'Code de procédure civile, art. 1534-1 et 1534-5',
      },
      {
        title: 'L’accord peut être homologué',
        text: 'Si les parties s’accordent, leur accord est mis par écrit. Elles peuvent le soumettre au juge pour homologation, ce qui lui donne force exécutoire.',
        source: 'Code de procédure civile, art. 1541 et suivants',
      },
    ],
    roleTitle: 'Mon rôle',
    role: [
      'Comme médiateur, je peux être désigné par le juge pour conduire la médiation, en tiers neutre et impartial, sans conseiller aucune des parties.',
      'Comme avocat, dans une médiation menée par un autre médiateur, je vous conseille sur l’opportunité de l’accepter, je vous assiste pendant les réunions et je m’assure que l’accord soumis au juge préserve vos droits.',
    ],
    other: { label: 'Découvrir la médiation conventionnelle', href: '/mediation/conventionnelle' },
  },
}

/** The sub-page of `slug`, or `undefined` for an unknown slug. */
export function getMediationPage(slug: string): MediationPage | undefined {
  return Object.hasOwn(mediationPages, slug) ? mediationPages[slug as MediationSlug] : undefined
}
