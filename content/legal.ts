/**
 * Legal notices (/mentions-legales) and privacy policy (/confidentialite), as structured blocks
 * rendered by `components/content/legal-document.tsx`. Every identity fact is read from `site.ts`;
 * the registration numbers and the host there are fictional placeholders to replace before going
 * live (they are shown as they are, the practice replaces them in one place).
 *
 * Sources, checked with the search tool:
 * - Loi n° 2004-575 du 21 juin 2004 (LCEN), provisions on the identification of the editor of an
 *   online service (quoted as art. 6, III in the versions read): legal person's name, registered
 *   office, phone, RCS number, share capital; name of the directeur de la publication; name,
 *   address and phone of the host. The article number is not shown on the page because the loi
 *   n° 2024-449 (SREN) reorganised the LCEN and the current numbering could not be confirmed.
 * - Code de la consommation, art. L. 612-1 (right to a free consumer mediator, the professional
 *   guarantees effective recourse) and L. 612-2, 1° (the consumer must first have tried to settle
 *   the dispute with the professional by a written complaint). Doctrine and Juriblio copies.
 * - Profession: loi n° 71-1130 du 31 décembre 1971; décret n° 91-1197 du 27 novembre 1991 organisant
 *   la profession d'avocat; décret n° 2023-552 du 30 juin 2023 portant code de déontologie des
 *   avocats (which replaced décret n° 2005-790); Règlement intérieur national (RIN), published by
 *   the Conseil national des barreaux.
 * - RGPD (règlement (UE) 2016/679): art. 6 (legal bases), 13 (information), 15 to 18, 20, 21 (rights),
 *   77 (complaint to the supervisory authority). CNIL address: 3 place de Fontenoy, TSA 80715,
 *   75334 Paris Cedex 07 (dpo-partage.fr, cnil.fr copies).
 * - Logs: décret n° 2021-1362 du 20 octobre 2021, taken for the LCEN: hosts keep the technical data
 *   identifying the source of a connection for one year (jurisexpert.net, Juriblio copies).
 * - Prospects: CNIL recommendation (référentiel « gestion commerciale », former norms NS-048 and
 *   NS-056): three years from the last contact coming from the person.
 * - Client files: code civil, art. 2225 (liability action against those who represented or
 *   assisted a party in court: five years from the end of their mission) and art. 2224 (five years
 *   from the day the facts were known, for advice).
 */
import { addressLine, emailHref, phoneHref, site } from './site'

/** An inline link inside a block. */
export type LegalLink = { label: string; href: string; external?: boolean }

/** One block of a legal section. */
export type LegalBlock =
  | { kind: 'p'; text: string; link?: LegalLink }
  | { kind: 'ul'; items: readonly string[] }
  | {
      kind: 'dl'
      items: readonly { term: string; details: string; link?: LegalLink }[]
    }

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] }

export type LegalDocument = {
  metaTitle: string
  metaDescription: string
  title: string
  lead: string
  updated: string
  sections: readonly LegalSection[]
}

const { firm, lawyer, host, links } = site

export const legalNotice: LegalDocument = {
  metaTitle: 'Mentions légales',
  metaDescription:
    'Mentions légales du site de Maître Vincent Roques : éditeur, barreau, directeur de la publication, hébergeur et médiateur de la consommation des avocats.',
  title: 'Mentions légales',
  lead: 'Les informations sur l’éditeur de ce site, son hébergeur et les règles professionnelles applicables, conformément à la loi pour la confiance dans l’économie numérique.',
  updated: '21 novembre 2026',
  sections: [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      blocks: [
        {
          kind: 'dl',
          items: [
            { term: 'Dénomination', details: firm.name },
            { term: 'Forme juridique', details: firm.legalForm },
            { term: 'Capital social', details: firm.shareCapital },
            { term: 'Siège social', details: addressLine },
            { term: 'Immatriculation', details: firm.rcs },
            { term: 'SIREN', details: firm.siren },
            { term: 'Numéro de TVA intracommunautaire', details: firm.vatNumber },
            {
              term: 'Téléphone',
              details: site.contact.phoneDisplay,
              link: { label: site.contact.phoneDisplay, href: phoneHref },
            },
            {
              term: 'Adresse électronique',
              details: site.contact.email,
              link: { label: site.contact.email, href: emailHref },
            },
          ],
        },
      ],
    },
    {
      id: 'profession',
      title: 'Profession réglementée',
      blocks: [
        {
          kind: 'dl',
          items: [
            { term: 'Avocat', details: `Maître ${lawyer.fullName}, associé de la ${firm.name}` },
            { term: 'Titre professionnel', details: 'Avocat, titre obtenu en France' },
            { term: 'Barreau', details: `Inscrit au ${lawyer.barreau}` },
            {
              term: 'Ordre professionnel',
              details: 'Ordre des avocats au barreau de Toulouse',
            },
          ],
        },
        {
          kind: 'p',
          text: 'La profession d’avocat est régie notamment par la loi n° 71-1130 du 31 décembre 1971 portant réforme de certaines professions judiciaires et juridiques, le décret n° 91-1197 du 27 novembre 1991 organisant la profession d’avocat, le décret n° 2023-552 du 30 juin 2023 portant code de déontologie des avocats et le règlement intérieur national de la profession d’avocat (RIN).',
        },
        {
          kind: 'p',
          text: 'Ces règles professionnelles sont accessibles sur le site du Conseil national des barreaux.',
          link: {
            label: 'Consulter les textes sur le site du Conseil national des barreaux',
            href: 'https://www.cnb.avocat.fr',
            external: true,
          },
        },
      ],
    },
    {
      id: 'publication',
      title: 'Directeur de la publication',
      blocks: [
        {
          kind: 'p',
          text: `Maître ${lawyer.fullName}, avocat associé, pour la ${firm.name}.`,
        },
      ],
    },
    {
      id: 'hebergeur',
      title: 'Hébergeur',
      blocks: [
        {
          kind: 'dl',
          items: [
            { term: 'Nom', details: host.name },
            { term: 'Adresse', details: host.address },
            { term: 'Téléphone', details: host.phone },
          ],
        },
      ],
    },
    {
      id: 'mediation-consommation',
      title: 'Médiation de la consommation',
      blocks: [
        // Code de la consommation, art. L. 612-1 and L. 612-2, 1°.
        {
          kind: 'p',
          text: 'Si vous êtes un consommateur et qu’un litige vous oppose au cabinet, vous pouvez recourir gratuitement au médiateur de la consommation de la profession, en vue d’une résolution amiable (code de la consommation, article L. 612-1) : le Médiateur de la consommation de la profession d’avocat.',
          link: {
            label: 'Site du Médiateur de la consommation de la profession d’avocat',
            href: links.consumerMediator,
            external: true,
          },
        },
        {
          kind: 'p',
          text: 'Avant de le saisir, vous devez avoir tenté de résoudre le litige directement auprès du cabinet par une réclamation écrite (code de la consommation, article L. 612-2).',
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      blocks: [
        {
          kind: 'p',
          text: `Les textes, la mise en page, le logo et les illustrations de ce site sont la propriété de la ${firm.name}, sauf mention contraire. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite.`,
        },
        {
          kind: 'p',
          text: 'Les polices de caractères Inter et Source Serif 4 sont distribuées sous la licence SIL Open Font License et servies depuis ce site.',
        },
      ],
    },
    {
      id: 'information',
      title: 'Nature des informations',
      blocks: [
        {
          kind: 'p',
          text: 'Les contenus de ce site, articles compris, sont publiés à titre d’information générale. Ils ne constituent pas une consultation juridique : seule l’analyse de votre situation particulière permet de vous conseiller.',
        },
      ],
    },
    {
      id: 'donnees',
      title: 'Données personnelles',
      blocks: [
        {
          kind: 'p',
          text: 'Le traitement de vos données personnelles est décrit dans la politique de confidentialité.',
          link: { label: 'Lire la politique de confidentialité', href: '/confidentialite' },
        },
      ],
    },
  ],
}

export const privacyPolicy: LegalDocument = {
  metaTitle: 'Politique de confidentialité',
  metaDescription:
    'Vos données personnelles sur le site de Maître Vincent Roques : finalités, bases légales, durées de conservation, droits et réclamation auprès de la CNIL.',
  title: 'Politique de confidentialité',
  lead: 'Ce site collecte le moins de données possible. Cette page vous indique lesquelles, pourquoi, pendant combien de temps, qui les reçoit et comment exercer vos droits.',
  updated: '21 novembre 2026',
  sections: [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      blocks: [
        {
          kind: 'dl',
          items: [
            {
              term: 'Responsable',
              details: `${firm.name}, représentée par Maître ${lawyer.fullName}`,
            },
            { term: 'Adresse postale', details: addressLine },
            {
              term: 'Adresse électronique',
              details: site.contact.email,
              link: { label: site.contact.email, href: emailHref },
            },
          ],
        },
      ],
    },
    {
      id: 'donnees-collectees',
      title: 'Données traitées',
      blocks: [
        {
          kind: 'dl',
          items: [
            {
              term: 'Formulaire de consultation',
              details:
                'Le formulaire de la page Contact ne transmet rien à notre serveur et n’enregistre rien : il prépare un message dans votre propre logiciel de messagerie. Vos nom, prénom, adresse électronique, téléphone, domaine, degré d’urgence et message ne nous parviennent que si vous envoyez ce message.',
            },
            {
              term: 'Messages reçus',
              details:
                'Les courriers électroniques que vous nous adressez, avec les informations et pièces qu’ils contiennent, ainsi que nos échanges ultérieurs.',
            },
            {
              term: 'Journaux du serveur',
              details:
                'Lors de chaque visite, le serveur qui héberge le site enregistre votre adresse IP, la date et l’heure, la page demandée et l’identifiant de votre navigateur.',
            },
            {
              term: 'Cookies et mesure d’audience',
              details:
                'Le site ne dépose aucun cookie de suivi ou publicitaire et n’utilise aucun outil de mesure d’audience.',
            },
            {
              term: 'Carte de la page Contact',
              details:
                'La carte provient d’OpenStreetMap. Elle n’est chargée que lorsque vous arrivez à la section de la carte ou lorsque vous la demandez : votre navigateur se connecte alors aux serveurs de la Fondation OpenStreetMap, qui reçoivent votre adresse IP et les informations techniques de votre navigateur.',
              link: {
                label: 'Politique de confidentialité de la Fondation OpenStreetMap',
                href: 'https://osmfoundation.org/wiki/Privacy_Policy',
                external: true,
              },
            },
            {
              term: 'Articles du blog',
              details:
                'Les articles sont récupérés par notre serveur auprès du service qui les héberge : votre navigateur ne se connecte pas à ce service.',
            },
          ],
        },
        {
          kind: 'p',
          text: 'Les liens vers d’autres sites (actualités, centre de médiation, médiateur de la consommation) vous font quitter ce site : la politique de confidentialité du site visité s’applique alors.',
        },
      ],
    },
    {
      id: 'finalites',
      title: 'Finalités et bases légales',
      blocks: [
        {
          kind: 'p',
          text: 'Chaque traitement repose sur l’une des bases légales prévues à l’article 6 du règlement général sur la protection des données (RGPD).',
        },
        {
          kind: 'dl',
          items: [
            {
              term: 'Répondre à votre demande et organiser un rendez-vous',
              details:
                'Mesures précontractuelles prises à votre demande (RGPD, article 6, paragraphe 1, point b).',
            },
            {
              term: 'Traiter votre dossier si vous nous confiez une mission',
              details:
                'Exécution de la convention conclue avec vous (point b) et respect des obligations légales et professionnelles de l’avocat (point c).',
            },
            {
              term: 'Assurer la sécurité et le bon fonctionnement du site',
              details:
                'Intérêt légitime du cabinet à protéger le site contre les abus (point f) et obligation légale de conservation qui pèse sur l’hébergeur (point c).',
            },
          ],
        },
        {
          kind: 'p',
          text: 'Aucune décision automatisée ni aucun profilage n’est réalisé à partir de vos données. Elles ne sont ni vendues ni cédées à des fins commerciales.',
        },
      ],
    },
    {
      id: 'destinataires',
      title: 'Destinataires',
      blocks: [
        {
          kind: 'ul',
          items: [
            `Maître ${lawyer.fullName} et les membres du cabinet, tous tenus au secret professionnel.`,
            `L’hébergeur du site, ${host.name}, pour les journaux du serveur.`,
            'Le prestataire de messagerie électronique du cabinet, qui achemine et stocke les courriers électroniques pour son compte.',
            'Le cas échéant, les juridictions, confrères, experts ou médiateurs intervenant dans votre dossier, avec votre accord et dans la limite de ce qui est nécessaire.',
          ],
        },
        {
          kind: 'p',
          text: 'Le cabinet n’a pas l’intention de transférer vos données vers un pays situé hors de l’Union européenne.',
        },
      ],
    },
    {
      id: 'conservation',
      title: 'Durées de conservation',
      blocks: [
        {
          kind: 'dl',
          items: [
            {
              term: 'Journaux du serveur',
              // Décret n° 2021-1362, obligation of the host: one year.
              details:
                'Un an au plus, durée de conservation imposée aux hébergeurs par le décret n° 2021-1362 du 20 octobre 2021.',
            },
            {
              term: 'Demandes sans suite',
              // CNIL recommendation for prospects.
              details:
                'Trois ans à compter du dernier contact venant de vous, conformément aux recommandations de la CNIL, puis suppression.',
            },
            {
              term: 'Dossiers des clients',
              // Code civil, art. 2224 and 2225.
              details:
                'Pendant toute la mission, puis cinq ans à compter de sa fin, durée de la prescription de l’action en responsabilité contre l’avocat (code civil, articles 2224 et 2225), et plus longtemps lorsqu’une obligation légale l’impose, par exemple pour les pièces comptables.',
            },
          ],
        },
      ],
    },
    {
      id: 'droits',
      title: 'Vos droits',
      blocks: [
        {
          kind: 'p',
          text: 'Vous disposez, sur les données qui vous concernent, des droits prévus aux articles 15 à 21 du RGPD :',
        },
        {
          kind: 'ul',
          items: [
            'droit d’accès (article 15) ;',
            'droit de rectification (article 16) ;',
            'droit à l’effacement (article 17) ;',
            'droit à la limitation du traitement (article 18) ;',
            'droit à la portabilité (article 20) ;',
            'droit d’opposition (article 21).',
          ],
        },
        {
          kind: 'p',
          text: `Pour les exercer, écrivez à ${site.contact.email} ou par courrier à ${firm.name}, ${addressLine}. Une réponse vous est apportée dans un délai d’un mois (RGPD, article 12). En cas de doute raisonnable sur votre identité, un justificatif peut vous être demandé. Ces droits s’exercent dans le respect du secret professionnel et des droits des autres personnes concernées par un dossier.`,
          link: { label: `Écrire à ${site.contact.email}`, href: emailHref },
        },
      ],
    },
    {
      id: 'reclamation',
      title: 'Réclamation auprès de la CNIL',
      blocks: [
        {
          kind: 'p',
          text: 'Si vous estimez que le traitement de vos données ne respecte pas la réglementation, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (RGPD, article 77), en ligne ou par courrier : CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.',
          link: { label: 'Site de la CNIL', href: 'https://www.cnil.fr', external: true },
        },
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité',
      blocks: [
        {
          kind: 'p',
          text: 'L’accès aux messages et aux dossiers est réservé aux personnes habilitées du cabinet, tenues au secret professionnel.',
        },
      ],
    },
  ],
}
