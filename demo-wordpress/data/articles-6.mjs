/** Fees, procedure and legal news. */
export const articles = [
  {
    slug: 'convention-d-honoraires',
    title: "Honoraires d'avocat - comment sont-ils fixés ?",
    dateGmt: '2026-08-04T08:10:00',
    categories: ['honoraires-et-procedure'],
    image: {
      file: 'honoraires-avocat',
      title: "Honoraires d'avocat",
      alt: 'Colonnes bleu nuit et cercle doré sur fond crème',
      variant: 1,
    },
    blocks: [
      "Parler d'honoraires dès le premier rendez-vous est une bonne pratique, et une obligation. Depuis 2015, l'article 10 de la loi n° 71-1130 du 31 décembre 1971 impose à l'avocat de conclure une convention d'honoraires écrite avec son client, sauf urgence, force majeure ou intervention au titre de l'aide juridictionnelle totale.",
      { h2: 'Ce que prévoit la convention' },
      "La convention précise le montant ou le mode de détermination des honoraires, couvrant les diligences prévisibles, ainsi que les divers frais et débours envisagés. Les honoraires tiennent compte, selon les usages, de la situation de fortune du client, de la difficulté de l'affaire, des frais exposés, de la notoriété et des diligences de l'avocat.",
      { h2: 'Les différentes formules' },
      {
        ul: [
          "le forfait, pour une prestation bien définie (rédaction d'un acte, consultation) ;",
          "le taux horaire, adapté aux dossiers dont l'ampleur est difficile à prévoir ;",
          "un honoraire complémentaire de résultat, qui s'ajoute à un honoraire fixe lorsque le résultat obtenu le justifie.",
        ],
      },
      'La loi interdit en revanche de fixer les honoraires uniquement en fonction du résultat judiciaire : un honoraire de résultat ne peut être que complémentaire.',
      { h2: 'Aide juridictionnelle et protection juridique' },
      "Selon vos ressources, vous pouvez bénéficier de l'aide juridictionnelle, totale ou partielle. Pensez aussi à vérifier vos contrats d'assurance : une garantie de protection juridique peut prendre en charge tout ou partie des frais, et vous restez libre de choisir votre avocat.",
      { image: true },
      "En cas de désaccord sur les honoraires, une procédure de contestation devant le bâtonnier de l'ordre est prévue. Le plus simple reste toutefois d'en parler ouvertement, dès le départ et tout au long du dossier.",
    ],
  },
  {
    slug: 'deroulement-procedure-prudhommes',
    title: "Le déroulement d'une procédure devant le conseil de prud'hommes",
    dateGmt: '2026-01-27T08:30:00',
    categories: ['honoraires-et-procedure', 'droit-du-travail'],
    image: {
      file: 'procedure-prudhommes',
      title: 'Procédure prudhommale',
      alt: 'Bandes diagonales bleu nuit et ligne dorée',
      variant: 2,
    },
    blocks: [
      "Le conseil de prud'hommes tranche les litiges individuels nés du contrat de travail. Il est composé de conseillers salariés et employeurs, en nombre égal. Connaître les étapes de la procédure permet d'en mesurer la durée et d'aborder chacune sereinement.",
      { h2: 'La saisine' },
      "Le conseil est saisi par une requête, qui expose les demandes et les motifs sur lesquels elles reposent, accompagnée des pièces que le demandeur souhaite produire. À Toulouse, le conseil de prud'hommes compétent est en principe celui du lieu de l'établissement où le salarié travaille.",
      { h2: "Le bureau de conciliation et d'orientation" },
      "Les parties sont d'abord convoquées devant le bureau de conciliation et d'orientation, qui tente de trouver un accord. Celui-ci peut prendre la forme d'une indemnité forfaitaire, fixée en référence à un barème. À défaut d'accord, le bureau oriente l'affaire et peut ordonner des mesures de mise en état.",
      { h2: 'Le bureau de jugement' },
      "L'affaire est ensuite plaidée devant le bureau de jugement. Chaque partie échange ses arguments et ses pièces dans le respect du contradictoire. En cas de partage des voix, l'affaire est renvoyée devant un juge départiteur, magistrat professionnel.",
      {
        table: {
          head: ['Étape', "Ce qui s'y passe"],
          rows: [
            ['Requête', 'Exposé des demandes et communication des pièces'],
            ['Conciliation et orientation', "Recherche d'un accord, orientation du dossier"],
            ['Jugement', 'Débats et décision'],
            ['Appel', "Délai d'un mois à compter de la notification du jugement"],
          ],
        },
      },
      { image: true },
      "La représentation par avocat n'est pas obligatoire en première instance, mais elle est vivement conseillée tant les règles de preuve et de délais sont techniques. En appel, la représentation est en principe obligatoire.",
    ],
  },
  {
    slug: 'premier-rendez-vous-avocat',
    title: 'Votre premier rendez-vous au cabinet : "que dois-je apporter ?"',
    dateGmt: '2025-08-26T07:00:00',
    categories: ['honoraires-et-procedure'],
    image: null,
    blocks: [
      "Le premier rendez-vous sert à comprendre votre situation, à identifier les questions juridiques en jeu et à vous présenter les options possibles, avec leur coût prévisible. Pour qu'il soit utile, un peu de préparation suffit.",
      { h2: 'Les documents à réunir' },
      {
        ul: [
          'les contrats concernés : contrat de travail, contrat commercial, statuts, conditions générales ;',
          'les échanges importants : courriers, e-mails, messages, mises en demeure ;',
          'les pièces financières : bulletins de paie, factures, relevés ;',
          "toute décision ou convocation déjà reçue, avec l'enveloppe si elle mentionne une date.",
        ],
      },
      { h2: 'Une chronologie, même sommaire' },
      'Une page listant les dates clés et les faits principaux fait gagner un temps précieux. Elle permet aussi de vérifier immédiatement les délais qui courent, ce qui est souvent la première urgence.',
      { h2: 'Vos questions' },
      "Notez à l'avance les questions que vous souhaitez poser : sur vos chances, sur la durée, sur les honoraires. Un avocat ne peut pas garantir un résultat, mais il doit vous donner une information claire sur les risques et sur les coûts.",
      { h2: 'La confidentialité' },
      "Tout ce que vous confiez à votre avocat est couvert par le secret professionnel. Vous pouvez donc exposer votre situation en toute franchise, y compris les éléments qui vous semblent défavorables : ce sont souvent ceux qu'il est le plus utile d'anticiper.",
      'Le rendez-vous peut se tenir au cabinet, à Toulouse, ou en visioconférence.',
    ],
  },
  {
    slug: 'facturation-electronique-calendrier',
    title: 'Facturation électronique : le calendrier de généralisation pour les entreprises',
    dateGmt: '2025-01-21T09:00:00',
    categories: ['actualites-juridiques', 'droit-des-affaires'],
    image: {
      file: 'facturation-electronique',
      title: 'Facturation électronique',
      alt: 'Damier géométrique bleu nuit et or',
      variant: 4,
    },
    blocks: [
      'La généralisation de la facturation électronique entre entreprises assujetties à la TVA établies en France a été reportée à plusieurs reprises. La loi de finances pour 2024 a fixé un calendrier progressif, qui concerne toutes les entreprises, quelle que soit leur taille.',
      { h2: 'Le calendrier' },
      {
        table: {
          head: ['Date', 'Obligation', 'Entreprises concernées'],
          rows: [
            [
              '1er septembre 2026',
              'Réception des factures électroniques',
              'Toutes les entreprises',
            ],
            [
              '1er septembre 2026',
              'Émission des factures électroniques',
              'Grandes entreprises et entreprises de taille intermédiaire',
            ],
            [
              '1er septembre 2027',
              'Émission des factures électroniques',
              'PME et micro-entreprises',
            ],
          ],
        },
      },
      { h2: 'Ce qui change concrètement' },
      "Les factures devront être émises, transmises et reçues sous forme électronique, par l'intermédiaire de plateformes agréées. Un simple fichier PDF envoyé par e-mail ne suffira plus. Certaines données de transaction devront en outre être transmises à l'administration fiscale.",
      { h2: 'Comment se préparer ?' },
      {
        ol: [
          'identifiez vos flux de facturation et les logiciels utilisés ;',
          'choisissez une plateforme agréée adaptée à votre activité ;',
          'mettez à jour vos conditions générales et vos mentions de facture ;',
          'informez vos clients et fournisseurs habituels.',
        ],
      },
      { image: true },
      'Ce calendrier peut encore évoluer : il est prudent de vérifier les textes en vigueur au moment de vos choix. Le cabinet peut vous aider à adapter vos documents contractuels à ces nouvelles obligations.',
    ],
  },
]
