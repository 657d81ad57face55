/**
 * Legal notices (/mentions-legales) and privacy policy (/confidentialite), as structured blocks
 * rendered by `components/sections/legal-document.tsx`. Every identity fact is read from `site.ts`;
 * the registration numbers, the insurer, the host and the e-mail provider there are fictional
 * placeholders to replace before going live (the practice replaces them in one place).
 *
 * Voice: these pages speak of « le cabinet », the SELARL that publishes the site and controls the
 * data, defined once at the top of each page; the rest of the site is written by the lawyer (« je »).
 *
 * Sources, checked with the search tool:
 * - Loi n° 2004-575 du 21 juin 2004 (LCEN), provisions on the identification of the editor of an
 *   online service (quoted as art. 6, III in the versions read): legal person's name, registered
 *   office, phone, RCS number, share capital; name of the directeur de la publication; name,
 *   address and phone of the host. The article number is not shown on the page because the loi
 *   n° 2024-449 (SREN) reorganised the LCEN and the current numbering could not be confirmed.
 * - Professional liability insurance: loi n° 71-1130, art. 27 (Doctrine, version of 24 October
 *   2010); décret n° 91-1197, art. 205 (minimum cover); code de la consommation, art. L. 111-2 and
 *   R. 111-2 (the service provider gives the insurer's details and the territorial coverage; the
 *   wording was confirmed in secondary sources, guides of mandatory mentions, not in the primary
 *   text).
 * - Consumer mediation: code de la consommation, art. L. 612-1 (free recourse), L. 612-2 (1°: a
 *   written complaint to the professional first; 4°: no examination when the mediator is seized
 *   more than one year after that complaint; Doctrine, Juriblio), L. 616-1 and R. 616-1 (the
 *   mediator's details and website on the professional's site). The mediator's address and e-mail
 *   are those the Paris bar and the profession publish (180 boulevard Haussmann, 75008 Paris).
 * - Profession: loi n° 71-1130 du 31 décembre 1971; décret n° 91-1197 du 27 novembre 1991 organisant
 *   la profession d'avocat; décret n° 2023-552 du 30 juin 2023 portant code de déontologie des
 *   avocats (which replaced décret n° 2005-790); Règlement intérieur national (RIN), published by
 *   the Conseil national des barreaux.
 * - RGPD (règlement (UE) 2016/679): art. 6 (legal bases), 9 and 10 (special categories, criminal
 *   offences), 12 (one month to answer), 13 (information, including 2, e: whether the data must be
 *   given and what follows if not), 15 to 18, 20, 21 (rights), 45 (adequacy decisions), 77
 *   (complaint). CNIL address: 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.
 * - Loi n° 78-17 du 6 janvier 1978, art. 85 (former art. 40-1, loi n° 2016-1321): instructions on
 *   the retention, erasure and communication of one's data after death, general (with a trusted
 *   third party certified by the CNIL) or particular (with the controller).
 * - Server logs: CNIL recommendation on the retention and use of logging data (Journal officiel of
 *   30 October 2021): six months to one year, for the security of the service (legitimate
 *   interest). The décret n° 2021-1362 (retention by hosts of the data identifying those who
 *   contributed content) concerns content publishers, not visitors: not cited.
 * - Map: the OpenStreetMap Foundation, established in the United Kingdom, is an independent
 *   controller of what it receives (its « Services and tile users privacy FAQ »); the European
 *   Commission's adequacy decision for the United Kingdom (28 June 2021) was renewed on
 *   19 December 2025 until 27 December 2031.
 * - Prospects: CNIL recommendation (référentiel « gestion commerciale », former norms NS-048 and
 *   NS-056): three years from the last contact coming from the person.
 * - Client files: code civil, art. 2225 (liability action against those who represented or
 *   assisted a party in court: five years from the end of their mission) and art. 2224 (five years
 *   from the day the facts were known, for advice).
 */
import { addressLine, emailHref, partnerTitle, phoneHref, site } from './site.ts'

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

const { firm, lawyer, host, insurance, consumerMediator, emailProvider } = site

/** Date of the last review of both documents. */
const UPDATED = '23 novembre 2026'

/**
 * How long a request that leads to no mandate is kept: the one wording of the privacy policy and of
 * the notice under the contact form (CNIL recommendation for prospects: three years from the last
 * contact coming from the person).
 */
export const enquiryRetention = 'trois ans à compter du dernier contact venant de vous'

export const legalNotice: LegalDocument = {
  metaTitle: 'Mentions légales',
  metaDescription:
    'Mentions légales du site de Maître Vincent Roques : éditeur, barreau, assurance professionnelle, hébergeur et médiateur de la consommation des avocats.',
  title: 'Mentions légales',
  lead: `Les informations sur l’éditeur de ce site, la ${firm.name} (« le cabinet »), son assurance, son hébergeur et les règles professionnelles qui s’appliquent, conformément à la loi pour la confiance dans l’économie numérique.`,
  updated: UPDATED,
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
        // LCEN art. 19: the publisher's professional title, the State that granted it and the
        // Ordre with which the publisher itself, the SELARL, is registered, not only its lawyer.
        {
          kind: 'dl',
          items: [
            {
              term: 'Société d’avocats',
              details: `${firm.name}, inscrite au tableau de l’Ordre des avocats au ${lawyer.barreau}`,
            },
            {
              term: 'Avocat',
              details: `Maître ${lawyer.fullName}, ${partnerTitle} et ${lawyer.firmRole} de la ${firm.name}, inscrit au tableau du même Ordre`,
            },
            { term: 'Titre professionnel', details: 'Avocat, titre obtenu en France' },
            {
              term: 'Ordre professionnel',
              details: `Ordre des avocats au ${lawyer.barreau}`,
            },
          ],
        },
        {
          kind: 'p',
          text: 'La profession d’avocat est régie notamment par la loi n° 71-1130 du 31 décembre 1971 portant réforme de certaines professions judiciaires et juridiques, le décret n° 91-1197 du 27 novembre 1991 organisant la profession d’avocat, le décret n° 2023-552 du 30 juin 2023 portant code de déontologie des avocats et le Règlement intérieur national de la profession d’avocat (RIN).',
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
        // Loi n° 82-652 du 29 juillet 1982, art. 93-2: when a legal person provides the service, the
        // directeur de la publication is its legal representative (in a SELARL, the gérant).
        {
          kind: 'p',
          text: `Maître ${lawyer.fullName}, ${lawyer.firmRole} et représentant légal de la ${firm.name}.`,
        },
      ],
    },
    {
      id: 'assurance',
      title: 'Assurance de responsabilité civile professionnelle',
      blocks: [
        // Loi n° 71-1130, art. 27; code de la consommation, art. L. 111-2 and R. 111-2.
        {
          kind: 'p',
          text: 'Comme tout avocat, Maître Roques est couvert par une assurance de responsabilité civile professionnelle, pour les conséquences des fautes et négligences qui pourraient être commises dans l’exercice de sa profession (loi n° 71-1130 du 31 décembre 1971, article 27).',
        },
        {
          kind: 'dl',
          items: [
            { term: 'Assureur', details: insurance.insurer },
            { term: 'Adresse de l’assureur', details: insurance.address },
            { term: 'Contrat', details: insurance.policy },
            { term: 'Couverture géographique', details: insurance.coverage },
          ],
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
        // Code de la consommation, art. L. 612-1 (free recourse), L. 616-1 and R. 616-1 (details).
        {
          kind: 'p',
          text: `Si vous êtes un consommateur et qu’un litige vous oppose au cabinet, par exemple sur des honoraires, vous pouvez recourir gratuitement au médiateur de la consommation de la profession d’avocat, en vue d’une résolution amiable (code de la consommation, article L. 612-1) :`,
        },
        {
          kind: 'dl',
          items: [
            { term: 'Médiateur', details: consumerMediator.name },
            { term: 'Adresse postale', details: consumerMediator.address },
            {
              term: 'Adresse électronique',
              details: consumerMediator.email,
              link: { label: consumerMediator.email, href: `mailto:${consumerMediator.email}` },
            },
            {
              term: 'Site internet',
              details: consumerMediator.website,
              link: {
                label: 'Saisir le médiateur en ligne',
                href: consumerMediator.website,
                external: true,
              },
            },
          ],
        },
        // Code de la consommation, art. L. 612-2, 1° and 4°.
        {
          kind: 'p',
          text: 'Avant de le saisir, adressez d’abord une réclamation écrite au cabinet. Si elle n’aboutit pas, vous pouvez saisir le médiateur dans un délai d’un an à compter de cette réclamation écrite (code de la consommation, article L. 612-2).',
        },
        {
          kind: 'p',
          text: 'La médiation est facultative : vous pouvez aussi soumettre une contestation d’honoraires au bâtonnier de l’Ordre des avocats au barreau de Toulouse.',
          link: { label: 'Contester des honoraires', href: '/honoraires#contestation' },
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

/**
 * How a consultation request reaches the practice, as the pages show it: `mailto`, the
 * specification's behaviour (docs/specification.md « Consultation form »: the visitor's mail
 * client opens), or `server`, when README « Settings » configures SMTP: the form posts to
 * `/api/consultation`, which sends the e-mail through `provider`.
 */
export type ConsultationDelivery = { kind: 'mailto' } | { kind: 'server'; provider: string }

/** The specification's default. */
export const MAILTO_DELIVERY: ConsultationDelivery = { kind: 'mailto' }

/**
 * The privacy policy (RGPD art. 13) for the consultation form's delivery: `mailto` (the
 * specification's: nothing passes through the site) or `server` (README « Settings », SMTP: the
 * site sends the request through `provider` and keeps the sender's IP address ten minutes to limit
 * abuse, on the practice's legitimate interest, RGPD art. 6, 1, f).
 */
export function privacyPolicyFor(delivery: ConsultationDelivery): LegalDocument {
  const server = delivery.kind === 'server' ? delivery : null
  return {
    metaTitle: 'Politique de confidentialité',
    metaDescription:
      'Vos données sur le site de Maître Vincent Roques : finalités, bases légales, destinataires, conservation, droits et réclamation auprès de la CNIL.',
    title: 'Politique de confidentialité',
    lead: `Ce site collecte le moins de données possible. Cette page vous indique lesquelles, pourquoi, pendant combien de temps, qui les reçoit et comment exercer vos droits. Le responsable est la ${firm.name} (« le cabinet »).`,
    updated: UPDATED,
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
                details: `${firm.name}, représentée par son ${lawyer.firmRole}, Maître ${lawyer.fullName}`,
              },
              { term: 'Adresse postale', details: addressLine },
              {
                term: 'Adresse électronique',
                details: site.contact.email,
                link: { label: site.contact.email, href: emailHref },
              },
              // RGPD, art. 13, 1, b; art. 37, 1, and recital 91 (a lawyer's processing of clients'
              // data is not « large scale »).
              site.dataProtectionOfficer
                ? {
                    term: 'Délégué à la protection des données',
                    details: `${site.dataProtectionOfficer.name}, ${site.dataProtectionOfficer.email}`,
                    link: {
                      label: site.dataProtectionOfficer.email,
                      href: `mailto:${site.dataProtectionOfficer.email}`,
                    },
                  }
                : {
                    term: 'Délégué à la protection des données',
                    details: `Le cabinet n’en a pas désigné : il n’y est pas tenu (RGPD, article 37). Pour toute question sur vos données, écrivez à ${site.contact.email}.`,
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
                details: server
                  ? `Le formulaire de la page Contact transmet vos nom, prénom, adresse e-mail, téléphone, domaine, degré d’urgence et message au serveur du site, qui les envoie aussitôt au cabinet par e-mail, par le serveur d’envoi ${server.provider}, sans les enregistrer. Pour limiter les envois abusifs, le serveur conserve l’adresse IP d’où vient la demande pendant dix minutes au plus.`
                  : 'Le formulaire de la page Contact ne transmet rien au serveur du site et n’enregistre rien : il prépare un e-mail dans votre propre logiciel de messagerie. Vos nom, prénom, adresse e-mail, téléphone, domaine, degré d’urgence et message ne parviennent au cabinet que si vous envoyez cet e-mail.',
              },
              {
                term: 'E-mails reçus',
                details:
                  'Les e-mails que vous adressez au cabinet, avec les informations et pièces qu’ils contiennent, ainsi que les échanges qui suivent.',
              },
              {
                term: 'Journaux du serveur',
                details:
                  'À chaque visite, le serveur qui héberge le site enregistre votre adresse IP, la date et l’heure, la page demandée, et le nom et la version de votre navigateur et de votre système, tels que votre navigateur les annonce.',
              },
              {
                term: 'Cookies et mesure d’audience',
                details:
                  'Le site ne dépose aucun cookie de suivi ou publicitaire et n’utilise aucun outil de mesure d’audience.',
              },
              {
                term: 'Carte de la page Contact',
                details:
                  'La carte n’est chargée que si vous cliquez sur « Afficher la carte ». Votre navigateur se connecte alors aux serveurs de la Fondation OpenStreetMap, qui reçoivent votre adresse IP, la page d’où vous venez et les informations techniques habituelles de votre navigateur. Tant que vous ne cliquez pas, rien n’est transmis à la Fondation.',
                link: {
                  label: 'Politique de confidentialité de la Fondation OpenStreetMap',
                  href: 'https://osmfoundation.org/wiki/Privacy_Policy',
                  external: true,
                },
              },
              {
                term: 'Articles du blog',
                details:
                  'Les articles et leurs images sont récupérés par le serveur du site auprès du service qui les héberge, puis servis par le site lui-même : votre navigateur ne se connecte pas à ce service.',
              },
            ],
          },
          {
            kind: 'p',
            text: 'Les liens vers d’autres sites (actualités, centre de médiation, médiateur de la consommation, Conseil national des barreaux, CNIL) vous font quitter ce site : la politique de confidentialité du site visité s’applique alors.',
          },
        ],
      },
      {
        id: 'caractere-obligatoire',
        title: 'Êtes-vous obligé de fournir ces données ?',
        blocks: [
          // RGPD, art. 13, 2, e.
          {
            kind: 'ul',
            items: [
              'Écrire au cabinet est un choix : vous pouvez aussi appeler ou venir au cabinet sur rendez-vous.',
              'Si vous écrivez, vos nom, prénom, adresse e-mail, domaine et message sont nécessaires pour vous répondre et préparer le rendez-vous : sans eux, le cabinet ne peut pas traiter votre demande. Le téléphone et le degré d’urgence sont facultatifs ; sans eux, la réponse vous parvient par e-mail, dans le délai habituel.',
              // Their purpose is security (legitimate interest, RGPD art. 6, 1, f; CNIL recommendation
              // on logging), not the display of pages.
              'Les journaux du serveur sont tenus pour la sécurité du site, afin de détecter les abus et les attaques et d’en retrouver l’origine : ils sont enregistrés à chaque visite, et consulter le site implique cet enregistrement.',
              'La carte est facultative : sans elle, l’adresse et le lien vers l’itinéraire restent à votre disposition.',
            ],
          },
        ],
      },
      {
        id: 'donnees-sensibles',
        title:
          'Ne pas envoyer de données sensibles ni de données d’infraction avant le premier rendez-vous',
        blocks: [
          // RGPD, art. 9 (special categories: the « données sensibles ») and art. 10 (criminal
          // convictions and offences), a category of its own: offences are named apart.
          {
            kind: 'p',
            text: 'Un e-mail ordinaire n’est pas chiffré de bout en bout. Avant le premier rendez-vous, décrivez votre situation en quelques lignes, sans joindre de pièces. N’y indiquez pas de données sensibles, c’est-à-dire sur votre santé, vos opinions politiques, vos convictions religieuses ou philosophiques, votre appartenance syndicale, votre vie ou votre orientation sexuelle ou vos origines (RGPD, article 9), ni de données relatives à des infractions, condamnations ou poursuites pénales (RGPD, article 10). Ces éléments seront examinés lors du rendez-vous, sous le secret professionnel.',
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
                term: 'Traiter votre dossier si vous confiez une mission au cabinet',
                details:
                  'Exécution de la convention conclue avec vous (point b) et respect des obligations légales et professionnelles de l’avocat (point c).',
              },
              {
                // Code monétaire et financier, art. L. 561-2, 13°, and L. 561-3 (lawyers, for
                // transactions such as forming a company or selling shares), L. 561-5 (identifying
                // the client and the beneficial owner).
                term: 'Vérifier votre identité pour la lutte contre le blanchiment des capitaux',
                details:
                  'Obligation légale (point c) : pour certaines missions, comme la création d’une société ou une cession de parts ou d’actions, l’avocat doit identifier son client et, le cas échéant, le bénéficiaire effectif, et conserver les justificatifs (code monétaire et financier, articles L. 561-2 et suivants).',
              },
              {
                term: 'Assurer la sécurité et le bon fonctionnement du site',
                details: server
                  ? 'Intérêt légitime du cabinet à protéger le site contre les abus et les attaques (point f), par les journaux du serveur et par la limitation du nombre de demandes envoyées depuis une même adresse IP.'
                  : 'Intérêt légitime du cabinet à protéger le site contre les abus et les attaques (point f), par les journaux du serveur.',
              },
              {
                term: 'Afficher la carte de la page Contact',
                details:
                  'Votre consentement, donné en cliquant sur « Afficher la carte » (point a). Il vaut pour la page affichée : la carte n’est plus chargée lorsque vous revenez sur la page, sauf nouveau clic.',
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
              // One lawyer who handles every file himself (content/about.ts): no « members » implied.
              `Maître ${lawyer.fullName}, qui traite personnellement chaque demande et chaque dossier, tenu au secret professionnel.`,
              `L’hébergeur du site, ${host.name}, pour les journaux du serveur, conservés en ${host.location}.`,
              `Le prestataire de messagerie électronique du cabinet, ${emailProvider.name}, qui achemine et conserve les e-mails pour son compte, sur des serveurs situés en ${emailProvider.location}.`,
              ...(server
                ? [
                    `Le serveur d’envoi d’e-mails ${server.provider}, par lequel le site transmet les demandes du formulaire au cabinet.`,
                  ]
                : []),
              'Si vous affichez la carte, la Fondation OpenStreetMap (OpenStreetMap Foundation), établie au Royaume-Uni, qui reçoit les données techniques de votre connexion et en est responsable pour son propre compte.',
              'Le cas échéant, les juridictions, confrères, experts ou médiateurs intervenant dans votre dossier, avec votre accord et dans la limite de ce qui est nécessaire.',
            ],
          },
        ],
      },
      {
        id: 'transferts',
        title: 'Transferts hors de l’Union européenne',
        blocks: [
          // RGPD, art. 45; Commission decision of 28 June 2021, renewed on 19 December 2025.
          {
            kind: 'p',
            text: 'Le cabinet ne transfère pas vos données hors de l’Union européenne. Seul l’affichage de la carte, si vous le demandez, transmet des données techniques à la Fondation OpenStreetMap au Royaume-Uni, pays dont la Commission européenne a reconnu qu’il assure un niveau de protection adéquat (RGPD, article 45 ; décision du 28 juin 2021, renouvelée le 19 décembre 2025).',
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
                // CNIL recommendation on logging (JO, 30 October 2021): six months to one year.
                details: `${host.logRetention.charAt(0).toUpperCase()}${host.logRetention.slice(1)}, puis suppression automatique, conformément à la recommandation de la CNIL sur la journalisation, qui préconise une durée comprise entre six mois et un an.`,
              },
              {
                term: 'Demandes sans suite',
                // CNIL recommendation for prospects.
                details: `${enquiryRetention.charAt(0).toUpperCase()}${enquiryRetention.slice(1)}, conformément aux recommandations de la CNIL, puis suppression.`,
              },
              ...(server
                ? [
                    {
                      term: 'Formulaire de consultation',
                      details:
                        'Le site ne conserve pas votre demande : elle parvient au cabinet par e-mail et suit la durée des demandes sans suite ou des dossiers. L’adresse IP conservée pour limiter les envois est effacée dix minutes au plus après la demande.',
                    },
                  ]
                : []),
              {
                term: 'Dossiers des clients',
                // Code civil, art. 2224 and 2225.
                details:
                  'Pendant toute la mission, puis cinq ans à compter de sa fin, durée de la prescription de l’action en responsabilité contre l’avocat (code civil, articles 2224 et 2225), et plus longtemps lorsqu’une obligation légale l’impose, par exemple pour les pièces comptables.',
              },
              {
                term: 'Justificatifs d’identité et de vigilance',
                // Code monétaire et financier, art. L. 561-12.
                details:
                  'Cinq ans à compter de la fin de la relation avec le cabinet, comme l’impose la lutte contre le blanchiment des capitaux (code monétaire et financier, article L. 561-12).',
              },
              {
                term: 'Carte',
                details:
                  'Le site ne conserve rien. Les données reçues par la Fondation OpenStreetMap sont conservées selon sa propre politique de confidentialité.',
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
            text: 'Vous disposez, sur les données qui vous concernent, des droits suivants, dans les conditions prévues aux articles 15 à 21 du RGPD :',
          },
          {
            kind: 'ul',
            items: [
              'droit d’accès (article 15) ;',
              'droit de rectification (article 16) ;',
              'droit à l’effacement (article 17) ;',
              'droit à la limitation du traitement (article 18) ;',
              'droit à la portabilité (article 20) ;',
              // RGPD art. 21, 1: objection to processing on a legitimate interest (point f) or a
              // public task (point e); none to the steps of a contract (point b) or a legal duty.
              'droit d’opposition, pour les traitements fondés sur l’intérêt légitime du cabinet, comme les journaux du serveur (article 21) ;',
              'droit de retirer votre consentement à tout moment, pour la carte (article 7).',
            ],
          },
          // Loi n° 78-17, art. 85.
          {
            kind: 'p',
            text: 'Vous pouvez aussi définir des directives sur la conservation, l’effacement et la communication de vos données après votre décès (loi n° 78-17 du 6 janvier 1978, article 85) : des directives particulières, adressées au cabinet, ou des directives générales, confiées à un tiers de confiance certifié par la CNIL.',
          },
          {
            kind: 'p',
            text: `Pour exercer ces droits, écrivez à ${site.contact.email} ou par courrier à ${firm.name}, ${addressLine}. Une réponse vous est apportée dans un délai d’un mois (RGPD, article 12). En cas de doute raisonnable sur votre identité, un justificatif peut vous être demandé. Ces droits s’exercent dans le respect du secret professionnel et des droits des autres personnes concernées par un dossier.`,
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
            text: 'Si vous estimez que le traitement de vos données ne respecte pas la réglementation, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (RGPD, article 77), en ligne ou par courrier : CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.',
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
            text: `L’accès aux e-mails et aux dossiers est réservé à Maître ${lawyer.fullName}, tenu au secret professionnel.`,
          },
        ],
      },
    ],
  }
}

/** The privacy policy as the specification's form makes it (nothing sent through the site). */
// Pure: a bundle that does not read it (the contact form's island) leaves the text out.
export const privacyPolicy: LegalDocument = /* @__PURE__ */ privacyPolicyFor(MAILTO_DELIVERY)
