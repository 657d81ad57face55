/** Employment law, employee side. */
export const articles = [
  {
    slug: 'contester-un-licenciement-delais',
    title: "Contester un licenciement : les délais qu'il ne faut pas laisser passer",
    dateGmt: '2026-10-27T08:30:00',
    categories: ['droit-du-travail'],
    image: {
      file: 'delais-contestation-licenciement',
      title: 'Délais de contestation',
      alt: 'Composition géométrique bleu nuit et or évoquant un calendrier',
    },
    blocks: [
      "Vous venez de recevoir votre lettre de licenciement et vous estimez que les motifs invoqués ne tiennent pas ? Avant même de vous interroger sur le fond, une question doit être réglée : celle du délai dont vous disposez pour agir. En droit du travail, les délais de prescription sont courts et, une fois expirés, ils ferment la porte du conseil de prud'hommes, quelle que soit la solidité de vos arguments.",
      { h2: 'Douze mois pour contester la rupture' },
      "L'article L.1471-1 du code du travail prévoit que toute action portant sur la rupture du contrat de travail se prescrit par douze mois à compter de la notification de la rupture. Concrètement, le point de départ est en principe la date de première présentation de la lettre recommandée de licenciement. Ce délai vaut pour contester la cause réelle et sérieuse du licenciement comme pour contester la procédure suivie par l'employeur.",
      "Certaines actions obéissent à des règles propres : c'est notamment le cas des demandes fondées sur une discrimination ou sur un harcèlement, qui bénéficient de délais plus longs. Il est donc utile de faire analyser votre situation rapidement, pour identifier le ou les délais réellement applicables.",
      { h2: 'Trois ans pour les salaires impayés' },
      "Les rappels de salaire (heures supplémentaires non payées, primes, minimum conventionnel non respecté) relèvent d'une autre règle. Selon l'article L.3245-1 du code du travail, l'action en paiement du salaire se prescrit par trois ans à compter du jour où le salarié a connu ou aurait dû connaître les faits lui permettant de l'exercer. Lorsque le contrat est rompu, la demande peut porter sur les sommes dues au titre des trois années précédant la rupture.",
      {
        table: {
          head: ['Votre demande', 'Délai', 'Texte'],
          rows: [
            [
              'Contester le licenciement',
              '12 mois à compter de la notification',
              'C. trav., art. L.1471-1',
            ],
            ['Réclamer des salaires', '3 ans', 'C. trav., art. L.3245-1'],
            ["Litige sur l'exécution du contrat", '2 ans', 'C. trav., art. L.1471-1'],
          ],
          caption: 'Principaux délais de prescription, hors cas particuliers.',
        },
      },
      { image: true, caption: 'Un délai qui court dès la notification.' },
      { h2: 'Ce que vous pouvez faire dès maintenant' },
      {
        ul: [
          "conservez la lettre de convocation, la lettre de licenciement et l'enveloppe qui les contenait ;",
          'rassemblez vos bulletins de paie, votre contrat et ses avenants ;',
          'notez les dates importantes : entretien préalable, notification, fin du préavis ;',
          "ne signez pas de reçu pour solde de tout compte sans l'avoir lu attentivement.",
        ],
      },
      "Un premier rendez-vous permet de faire le point sur les délais, sur les éléments de preuve disponibles et sur l'opportunité d'une négociation avant toute saisine du conseil de prud'hommes. Plus l'échange a lieu tôt, plus les options restent ouvertes.",
    ],
  },
  {
    slug: 'rupture-conventionnelle-etapes',
    title: 'La rupture conventionnelle, étape par étape',
    dateGmt: '2026-09-15T07:45:00',
    modifiedGmt: '2026-09-18T13:10:00',
    categories: ['droit-du-travail'],
    image: {
      file: 'rupture-conventionnelle-schema',
      title: 'Rupture conventionnelle',
      alt: 'Formes géométriques dorées sur fond crème',
    },
    blocks: [
      "La rupture conventionnelle permet à l'employeur et au salarié en contrat à durée indéterminée de mettre fin au contrat d'un commun accord. Elle est souvent présentée comme une formalité ; elle reste pourtant une procédure encadrée, dont chaque étape protège le consentement des deux parties.",
      { h2: 'Un ou plusieurs entretiens' },
      "Les conditions de la rupture sont définies lors d'au moins un entretien. Le salarié peut s'y faire assister, notamment par un salarié de l'entreprise ou, en l'absence de représentants du personnel, par un conseiller du salarié. Si le salarié est assisté, l'employeur peut l'être également.",
      { h2: 'La convention et son indemnité' },
      "La convention fixe la date de rupture et le montant de l'indemnité spécifique de rupture conventionnelle. Celle-ci ne peut pas être inférieure à l'indemnité légale de licenciement (article L.1237-13 du code du travail). Rien n'interdit de négocier un montant supérieur : c'est même l'objet principal de la discussion dans bien des dossiers.",
      { h2: "Quinze jours pour changer d'avis" },
      "À compter de la signature, chaque partie dispose d'un délai de rétractation de quinze jours calendaires. Elle l'exerce par une lettre adressée à l'autre partie, par tout moyen attestant de sa date de réception. Ce délai est une véritable protection : il permet de prendre du recul, de faire vérifier les calculs et, le cas échéant, de renoncer.",
      { h2: "L'homologation par l'administration" },
      "À l'issue du délai de rétractation, la demande d'homologation est transmise à l'administration du travail, qui dispose de quinze jours ouvrables pour l'instruire. À défaut de réponse dans ce délai, l'homologation est réputée acquise (article L.1237-14). Le contrat ne peut pas être rompu avant le lendemain de l'homologation.",
      { image: true },
      { h2: 'Les points de vigilance' },
      {
        ol: [
          'le consentement doit être libre : une rupture signée dans un contexte de pressions ou de harcèlement peut être remise en cause ;',
          "l'indemnité doit être calculée sur la bonne base, en tenant compte de l'ancienneté et de la convention collective ;",
          "un éventuel litige sur la convention doit être porté devant le conseil de prud'hommes dans les douze mois suivant l'homologation.",
        ],
      },
      "Que vous soyez salarié ou employeur, une relecture de la convention avant signature coûte peu au regard des enjeux. Elle permet de sécuriser le calcul de l'indemnité, la date de sortie et les éventuelles clauses annexes, comme la levée d'une clause de non-concurrence.",
    ],
  },
  {
    slug: 'heures-supplementaires-non-payees',
    title: 'Heures supplémentaires non payées : comment les faire valoir',
    dateGmt: '2026-07-08T09:00:00',
    categories: ['droit-du-travail'],
    image: {
      file: 'heures-supplementaires-horloge',
      title: 'Heures supplémentaires',
      alt: 'Cercles concentriques dorés sur fond bleu nuit',
    },
    blocks: [
      "Vous terminez régulièrement bien après l'horaire prévu, sans que ces heures apparaissent sur votre bulletin de paie ? Les heures supplémentaires accomplies à la demande de l'employeur, ou avec son accord, même implicite, doivent être rémunérées. Encore faut-il pouvoir les établir.",
      { h2: 'Quelles majorations ?' },
      "À défaut d'accord collectif fixant un autre taux, les heures accomplies au-delà de la durée légale de 35 heures par semaine sont majorées de 25 % pour les huit premières heures, puis de 50 % au-delà. Un accord d'entreprise ou, à défaut, de branche peut prévoir un taux différent, qui ne peut être inférieur à 10 %. Il est donc indispensable de vérifier les accords applicables dans votre entreprise.",
      { h2: 'Une preuve partagée' },
      "En cas de litige, la charge de la preuve ne pèse pas uniquement sur le salarié. Celui-ci doit présenter des éléments suffisamment précis quant aux heures qu'il prétend avoir accomplies, afin de permettre à l'employeur, qui assure le contrôle des heures de travail, d'y répondre en produisant ses propres éléments. Le juge forme ensuite sa conviction au vu de l'ensemble.",
      {
        quote:
          "Des éléments précis, établis au fil de l'eau, valent mieux qu'une reconstitution faite des mois plus tard.",
        cite: 'Conseil donné en rendez-vous',
      },
      { h2: 'Quels éléments rassembler ?' },
      {
        ul: [
          "un relevé personnel des heures d'arrivée et de départ, tenu régulièrement ;",
          'des e-mails ou messages envoyés tôt le matin ou tard le soir ;',
          'les plannings, les badgeages ou les agendas partagés ;',
          "les témoignages de collègues ou de clients, lorsqu'ils sont possibles.",
        ],
      },
      { h2: "Jusqu'à trois ans de rappel" },
      "L'action en paiement des salaires se prescrit par trois ans (article L.3245-1 du code du travail). Si le contrat a été rompu, la demande peut couvrir les trois années précédant la rupture. Au-delà des sommes elles-mêmes, le non-paiement d'heures supplémentaires peut, dans certaines situations, justifier d'autres demandes, qu'il convient d'examiner au cas par cas.",
      { image: true },
      "Employeurs, la question se pose aussi pour vous : un système fiable de décompte du temps de travail est votre meilleure protection. Il permet de répondre précisément à une réclamation et d'éviter qu'un différend sur les horaires ne se transforme en contentieux coûteux.",
    ],
  },
  {
    slug: 'entretien-prealable-licenciement',
    title: "L'entretien préalable au licenciement : comment vous y préparer",
    dateGmt: '2026-05-12T08:15:00',
    categories: ['droit-du-travail'],
    image: null,
    blocks: [
      "La convocation à un entretien préalable est souvent vécue comme un choc. Elle ne signifie pourtant pas que la décision est déjà prise : l'entretien a précisément pour objet de permettre à l'employeur d'exposer les motifs qu'il envisage et au salarié de donner ses explications. S'y préparer, c'est faire en sorte que votre point de vue soit entendu.",
      { h2: 'Les règles de la convocation' },
      "La convocation est adressée par lettre recommandée ou remise en main propre contre décharge. Elle indique l'objet de l'entretien, sa date, son heure, son lieu, ainsi que la possibilité de vous faire assister. L'entretien ne peut avoir lieu moins de cinq jours ouvrables après la présentation de la lettre recommandée ou sa remise en main propre (article L.1232-2 du code du travail).",
      { h2: 'Vous pouvez être assisté' },
      "Vous pouvez vous faire assister par une personne de votre choix appartenant au personnel de l'entreprise. Lorsqu'il n'existe pas d'institution représentative du personnel dans l'entreprise, vous pouvez également faire appel à un conseiller du salarié, inscrit sur une liste départementale consultable notamment en mairie ou auprès de l'inspection du travail. L'avocat, en revanche, n'a pas sa place dans cet entretien.",
      { h2: "Pendant l'entretien" },
      {
        ul: [
          'écoutez les griefs exposés et demandez, si besoin, des précisions sur les faits et leurs dates ;',
          'répondez calmement, sans vous sentir obligé de tout justifier sur le moment ;',
          'si vous êtes assisté, votre accompagnant peut prendre des notes, qui pourront servir ultérieurement ;',
          'ne signez aucun document sans avoir eu le temps de le lire.',
        ],
      },
      { h2: "Après l'entretien" },
      "Si l'employeur décide de vous licencier, il doit vous notifier sa décision par lettre recommandée avec avis de réception. Cette lettre ne peut être expédiée moins de deux jours ouvrables après la date de l'entretien. Elle fixe les limites du litige : ce sont les motifs qui y sont énoncés que le juge examinera en cas de contestation.",
      "C'est aussi à compter de sa notification que court le délai de douze mois pour contester la rupture. Un rendez-vous avec un avocat, idéalement avant l'entretien ou juste après, vous permet de comprendre les enjeux, d'anticiper la suite et d'envisager, le cas échéant, une issue négociée.",
    ],
  },
]
