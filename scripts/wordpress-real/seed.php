<?php
/**
 * Seeds the blog through WordPress's own API, so that what the REST API
 * answers (texturized titles, rendered content, embedded author, media sizes,
 * terms) is what a real site answers. Idempotent: anything whose slug already
 * exists is left alone (scripts/wordpress-real.sh also rebuilds the database
 * from scratch whenever this file changes, which keeps ids stable).
 */
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';

// The content is written as an editor would in the block editor.
function p(string $text): string {
    return "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->\n\n";
}
function h2(string $text): string {
    return "<!-- wp:heading -->\n<h2>$text</h2>\n<!-- /wp:heading -->\n\n";
}
function h3(string $text): string {
    return "<!-- wp:heading {\"level\":3} -->\n<h3>$text</h3>\n<!-- /wp:heading -->\n\n";
}
function ul(array $items): string {
    return "<!-- wp:list -->\n<ul>" . implode('', array_map(fn ($i) => "<li>$i</li>", $items)) . "</ul>\n<!-- /wp:list -->\n\n";
}
function quote(string $text, string $cite): string {
    return "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><p>$text</p><cite>$cite</cite></blockquote>\n<!-- /wp:quote -->\n\n";
}

// Straight SQL: WP_Query (get_posts) hides drafts and private posts from an
// anonymous CLI run, which would make a re-run duplicate them.
function find_post_by_slug(string $slug): ?int {
    global $wpdb;
    $id = $wpdb->get_var($wpdb->prepare(
        "SELECT ID FROM {$wpdb->posts} WHERE post_name = %s AND post_type = 'post' LIMIT 1",
        $slug
    ));
    return $id === null ? null : (int) $id;
}

/** Draws a featured image with GD, so no binary file has to live in git. */
function make_image(string $label, array $rgb, string $format): string {
    $w = 1200;
    $h = 630;
    $im = imagecreatetruecolor($w, $h);
    for ($y = 0; $y < $h; $y++) {
        $k = $y / $h;
        $c = imagecolorallocate($im, (int) ($rgb[0] * (1 - 0.4 * $k)), (int) ($rgb[1] * (1 - 0.4 * $k)), (int) ($rgb[2] * (1 - 0.4 * $k)));
        imageline($im, 0, $y, $w, $y, $c);
    }
    $white = imagecolorallocate($im, 255, 255, 255);
    imagefilledrectangle($im, 80, 440, 620, 450, $white);
    // Built-in GD fonts are ASCII only.
    $ascii = iconv('UTF-8', 'ASCII//TRANSLIT', $label) ?: 'Cabinet Roques';
    imagestring($im, 5, 80, 470, $ascii, $white);
    imagestring($im, 3, 80, 500, 'Cabinet Roques - Avocat a Toulouse', $white);
    ob_start();
    $format === 'png' ? imagepng($im, null, 9) : imagejpeg($im, null, 82);
    imagedestroy($im);
    return ob_get_clean();
}

function attach_image(int $post_id, array $img, string $date): int {
    $format = $img['format'] ?? 'jpg';
    $bytes = make_image($img['title'], $img['rgb'], $format);
    $upload = wp_upload_bits($img['file'] . '.' . $format, null, $bytes, substr($date, 0, 4) . '/' . substr($date, 5, 2));
    if (!empty($upload['error'])) {
        throw new RuntimeException('upload failed: ' . $upload['error']);
    }
    $attachment_id = wp_insert_attachment([
        'post_mime_type' => $format === 'png' ? 'image/png' : 'image/jpeg',
        'post_title' => $img['title'],
        'post_content' => '',
        'post_excerpt' => $img['caption'] ?? '',
        'post_status' => 'inherit',
        'post_date' => $date,
        'post_author' => $GLOBALS['seed_author'],
    ], $upload['file'], $post_id, true);
    if (is_wp_error($attachment_id)) {
        throw new RuntimeException($attachment_id->get_error_message());
    }
    wp_update_attachment_metadata($attachment_id, wp_generate_attachment_metadata($attachment_id, $upload['file']));
    update_post_meta($attachment_id, '_wp_attachment_image_alt', $img['alt']);
    return $attachment_id;
}

$t0 = microtime(true);

// --- Author --------------------------------------------------------------
$author = get_user_by('login', 'vincent-roques');
if (!$author) {
    $id = wp_insert_user([
        'user_login' => 'vincent-roques',
        'user_pass' => 'wordpress-real-author',
        'user_email' => 'vincent.roques@example.test',
        'user_nicename' => 'vincent-roques',
        'display_name' => 'Vincent Roques',
        'nickname' => 'Vincent Roques',
        'first_name' => 'Vincent',
        'last_name' => 'Roques',
        'description' => 'Avocat au barreau de Toulouse, Maître Vincent Roques conseille et défend salariés, dirigeants et entreprises en droit du travail, droit des affaires et droit international.',
        'role' => 'editor',
        'user_registered' => '2024-11-04 09:00:00',
    ]);
    if (is_wp_error($id)) {
        throw new RuntimeException($id->get_error_message());
    }
    $author = get_user_by('id', $id);
}
$GLOBALS['seed_author'] = $author->ID;

// --- Categories and tags -------------------------------------------------
$categories = [
    'droit-du-travail' => ['Droit du travail', 'Licenciement, rupture conventionnelle, harcèlement, contentieux prud’homal : l’actualité du droit social.'],
    'droit-des-affaires' => ['Droit des affaires', 'Contrats commerciaux, baux, recouvrement et vie des sociétés.'],
    'droit-international' => ['Droit international', 'Contrats internationaux, arbitrage et exécution des décisions étrangères.'],
    'mediation' => ['Médiation', 'Médiation conventionnelle et judiciaire, modes amiables de règlement des différends.'],
    'honoraires-et-procedure' => ['Honoraires et procédure', 'Convention d’honoraires, aide juridictionnelle, délais et déroulement d’une procédure.'],
    'actualites-juridiques' => ['Actualités juridiques', 'Réformes, décisions marquantes et nouveautés législatives.'],
];
$cat_ids = [];
foreach ($categories as $slug => [$name, $description]) {
    $term = get_term_by('slug', $slug, 'category');
    if (!$term) {
        $r = wp_insert_term($name, 'category', ['slug' => $slug, 'description' => $description]);
        if (is_wp_error($r)) {
            throw new RuntimeException($r->get_error_message());
        }
        $cat_ids[$slug] = (int) $r['term_id'];
    } else {
        $cat_ids[$slug] = (int) $term->term_id;
    }
}
// Tags too: a real post's _embedded["wp:term"] holds [categories, tags].
// "Fusions & acquisitions" shows WordPress storing "&amp;" in term names.
$tags = [
    'licenciement' => 'Licenciement',
    'rupture-conventionnelle' => 'Rupture conventionnelle',
    'prudhommes' => 'Prud’hommes',
    'contrats' => 'Contrats',
    'fusions-acquisitions' => 'Fusions & acquisitions',
    'arbitrage' => 'Arbitrage',
    'reforme' => 'Réforme',
];
foreach ($tags as $slug => $name) {
    if (!get_term_by('slug', $slug, 'post_tag')) {
        wp_insert_term($name, 'post_tag', ['slug' => $slug]);
    }
}

// --- Posts ---------------------------------------------------------------
$legifrance = '<a href="https://www.legifrance.gouv.fr/">Légifrance</a>';
$posts = [
    [
        'slug' => 'bareme-macron-cour-de-cassation',
        'title' => 'Le "barème Macron" devant la Cour de cassation : où en est-on ?',
        'date' => '2026-06-18 09:30:00',
        'cats' => ['droit-du-travail', 'actualites-juridiques'],
        'tags' => ['licenciement', 'prudhommes'],
        'excerpt' => 'Plafonnement des indemnités pour licenciement sans cause réelle et sérieuse : l’état de la jurisprudence et ce qu’il reste à plaider.',
        'image' => ['file' => 'bareme-macron', 'title' => 'Barème Macron', 'alt' => 'Balance de la justice posée sur un bureau d’avocat', 'rgb' => [30, 58, 95]],
        'content' => p('Depuis les ordonnances de septembre 2017, l’indemnité due au salarié licencié sans cause réelle et sérieuse est encadrée par un barème fixé à l’article L. 1235-3 du Code du travail. Les juges du fond ont longtemps résisté ; la Cour de cassation a tranché.')
            . h2('Ce que dit la Cour de cassation')
            . p('Par deux arrêts du 11 mai 2022, la chambre sociale a jugé le barème compatible avec l’article 10 de la convention n° 158 de l’OIT et refusé tout contrôle de conventionnalité <em>in concreto</em>.')
            . quote('Les dispositions des articles L. 1235-3 […] permettent raisonnablement l’indemnisation de la perte injustifiée de l’emploi.', 'Cass. soc., 11 mai 2022, n° 21-14.490')
            . h2('Ce qu’il reste à plaider')
            . ul(['la nullité du licenciement (harcèlement, discrimination, lanceur d’alerte), qui écarte le barème ;', 'les préjudices distincts (circonstances vexatoires, manquement à l’obligation de sécurité) ;', 'les rappels de salaire et d’heures supplémentaires.'])
            . p('Chaque dossier mérite une analyse précise : n’hésitez pas à prendre rendez-vous au cabinet.'),
    ],
    [
        'slug' => 'rupture-conventionnelle-et-demission',
        'title' => 'Rupture conventionnelle & démission : ce qui change pour le salarié',
        'date' => '2026-05-27 08:15:00',
        'modified' => '2026-06-02 17:40:00',
        'cats' => ['droit-du-travail'],
        'tags' => ['rupture-conventionnelle'],
        'image' => ['file' => 'rupture-conventionnelle', 'title' => 'Rupture conventionnelle', 'alt' => 'Deux mains signant une convention de rupture', 'rgb' => [120, 64, 40]],
        'content' => p('Démissionner ou négocier une rupture conventionnelle ? La question revient souvent au cabinet, et la réponse dépend d’abord de l’assurance chômage.')
            . h2('La démission reste peu protectrice')
            . p('Sauf démission légitime ou projet de reconversion validé, le salarié démissionnaire n’a pas droit à l’allocation d’aide au retour à l’emploi.')
            . h2('La rupture conventionnelle, un accord à sécuriser')
            . ul(['un ou plusieurs entretiens préalables ;', 'une indemnité au moins égale à l’indemnité légale de licenciement ;', 'un délai de rétractation de 15 jours calendaires ;', 'l’homologation par l’administration.'])
            . p('Depuis le 1<sup>er</sup> septembre 2023, la contribution patronale unique de 30&nbsp;% rend l’opération plus coûteuse pour l’employeur : autant d’arguments dans la négociation.'),
    ],
    [
        'slug' => 'arbitrage-international-pme',
        'title' => 'L’arbitrage international : l\'essentiel pour les PME',
        'date' => '2026-05-06 10:00:00',
        'cats' => ['droit-international'],
        'tags' => ['arbitrage', 'contrats'],
        'image' => ['file' => 'arbitrage-international', 'title' => 'Arbitrage international', 'alt' => 'Globe terrestre et documents contractuels', 'rgb' => [20, 90, 80], 'format' => 'png'],
        'content' => p('Une PME qui exporte n’a pas toujours envie de plaider devant les tribunaux de son cocontractant. L’arbitrage offre une alternative neutre, confidentielle et dont les sentences circulent grâce à la convention de New York de 1958.')
            . h2('Rédiger une clause compromissoire efficace')
            . ul(['désigner l’institution (CCI, CMAP…) ou organiser un arbitrage <em>ad hoc</em> ;', 'fixer le siège, la langue et le nombre d’arbitres ;', 'prévoir une étape de médiation préalable, si utile.'])
            . h2('Maîtriser le coût')
            . p('Le coût d’un arbitrage peut être élevé : pour les litiges modestes, les procédures accélérées des grandes institutions sont souvent adaptées.'),
    ],
    [
        'slug' => 'clause-de-non-concurrence',
        'title' => 'Clause de non-concurrence : "juste" contrepartie & jurisprudence d\'aujourd\'hui',
        'date' => '2026-04-14 14:20:00',
        'cats' => ['droit-du-travail', 'droit-des-affaires'],
        'tags' => ['contrats'],
        'content' => p('Pour être valable, une clause de non-concurrence doit être indispensable à la protection des intérêts légitimes de l’entreprise, limitée dans le temps et dans l’espace, tenir compte des spécificités de l’emploi du salarié et comporter une contrepartie financière.')
            . h2('Une contrepartie « dérisoire » équivaut à une absence de contrepartie')
            . p('La Cour de cassation juge de longue date qu’une contrepartie dérisoire rend la clause nulle. Le salarié qui a respecté une clause nulle peut obtenir réparation de son préjudice.')
            . h2('La renonciation par l’employeur')
            . p('L’employeur ne peut renoncer à la clause que dans les conditions prévues au contrat ou par la convention collective, et au plus tard à la date du départ effectif du salarié en cas de dispense de préavis.'),
    ],
    [
        'slug' => 'mediation-conventionnelle-mode-d-emploi',
        'title' => 'Médiation conventionnelle : mode d’emploi',
        'date' => '2026-03-25 09:00:00',
        'cats' => ['mediation'],
        'image' => ['file' => 'mediation', 'title' => 'Médiation', 'alt' => 'Table de réunion autour de laquelle des parties discutent', 'rgb' => [70, 110, 60]],
        'content' => p('La médiation permet aux parties de construire elles-mêmes une solution, avec l’aide d’un tiers neutre, impartial et indépendant.')
            . h2('Les étapes')
            . ul(['la signature d’un accord de médiation ;', 'des réunions plénières et, le cas échéant, des apartés ;', 'la rédaction d’un accord, qui peut être homologué par le juge.'])
            . p('L’avocat accompagne son client à chaque étape et veille à ce que l’accord soit juridiquement solide.<!--more-->')
            . h2('Combien de temps ?')
            . p('Quelques semaines à quelques mois, bien moins qu’une procédure judiciaire.'),
    ],
    [
        'slug' => 'convention-d-honoraires',
        'title' => 'La convention d’honoraires, obligatoire depuis 2015',
        'date' => '2026-03-03 11:45:00',
        'cats' => ['honoraires-et-procedure'],
        'excerpt' => 'Forfait, taux horaire, honoraire de résultat : comment sont fixés les honoraires d’un avocat.',
        'content' => p('Depuis la loi du 6 août 2015, l’avocat doit conclure avec son client une convention d’honoraires écrite, sauf urgence ou aide juridictionnelle totale.')
            . h2('Les modes de calcul')
            . ul(['le forfait ;', 'le taux horaire ;', 'un honoraire complémentaire de résultat, qui ne peut jamais être la seule rémunération.'])
            . p('En cas de désaccord, le bâtonnier peut être saisi : la procédure est gratuite.'),
    ],
    [
        'slug' => 'licenciement-pour-inaptitude',
        'title' => 'Licenciement pour inaptitude : les obligations de l’employeur',
        'date' => '2026-02-10 08:30:00',
        'cats' => ['droit-du-travail'],
        'tags' => ['licenciement'],
        'image' => ['file' => 'inaptitude', 'title' => 'Inaptitude', 'alt' => 'Cabinet médical de santé au travail', 'rgb' => [90, 60, 120]],
        'content' => p('Lorsque le médecin du travail déclare un salarié inapte, l’employeur doit rechercher un reclassement, sauf dispense expresse mentionnée dans l’avis d’inaptitude.')
            . h2('Le délai d’un mois')
            . p('À défaut de reclassement ou de licenciement dans le mois qui suit l’avis, l’employeur doit reprendre le versement du salaire.')
            . h2('Inaptitude d’origine professionnelle')
            . p('L’indemnité spéciale de licenciement est alors doublée et une indemnité compensatrice de préavis est due.'),
    ],
    [
        'slug' => 'bail-commercial-revision-du-loyer',
        'title' => 'Bail commercial : la révision du loyer en période d’inflation',
        'date' => '2026-01-20 16:00:00',
        'cats' => ['droit-des-affaires'],
        'tags' => ['contrats'],
        'content' => p('Le plafonnement de la variation de l’ILC à 3,5&nbsp;% a pris fin : les bailleurs sont de nouveau tentés de réclamer des hausses importantes.')
            . h2('Révision triennale et clause d’échelle mobile')
            . p('La révision triennale de l’article L. 145-38 du Code de commerce et la clause d’échelle mobile obéissent à des règles distinctes. Une clause ne jouant qu’à la hausse est réputée non écrite.')
            . p('Textes consultables sur ' . $legifrance . '.'),
    ],
    [
        'slug' => 'reforme-aide-juridictionnelle-2026',
        'title' => 'Aide juridictionnelle : les plafonds 2026',
        'date' => '2026-01-05 09:10:00',
        'cats' => ['honoraires-et-procedure', 'actualites-juridiques'],
        'tags' => ['reforme'],
        'image' => ['file' => 'aide-juridictionnelle', 'title' => 'Aide juridictionnelle', 'alt' => '', 'rgb' => [150, 110, 30]],
        'content' => p('Les plafonds de ressources ouvrant droit à l’aide juridictionnelle sont revalorisés chaque année au 1<sup>er</sup> janvier.')
            . ul(['aide totale : revenu fiscal de référence inférieur au premier plafond ;', 'aide partielle à 55&nbsp;% ou 25&nbsp;% au-delà ;', 'majoration selon la composition du foyer.'])
            . p('Le cabinet accepte les dossiers à l’aide juridictionnelle en droit du travail.'),
    ],
    [
        'slug' => 'execution-jugement-etranger-en-france',
        'title' => 'Faire exécuter un jugement étranger en France',
        'date' => '2025-12-09 10:30:00',
        'cats' => ['droit-international'],
        'image' => ['file' => 'exequatur', 'title' => 'Exequatur', 'alt' => 'Tampon officiel sur une décision de justice étrangère', 'rgb' => [40, 40, 40]],
        'content' => p('Au sein de l’Union européenne, le règlement Bruxelles I bis a supprimé l’exequatur : la décision rendue dans un État membre est exécutoire en France sur simple présentation d’un certificat.')
            . h2('Hors Union européenne')
            . p('Le créancier doit obtenir l’exequatur devant le tribunal judiciaire, qui vérifie la compétence indirecte du juge étranger, la conformité à l’ordre public international et l’absence de fraude.'),
    ],
    [
        'slug' => 'harcelement-moral-preuve',
        'title' => 'Harcèlement moral : comment en apporter la preuve ?',
        'date' => '2025-11-18 08:00:00',
        'cats' => ['droit-du-travail'],
        'tags' => ['prudhommes'],
        'content' => p('Le salarié n’a pas à prouver le harcèlement : il présente des éléments de fait qui, pris dans leur ensemble, laissent supposer son existence. Il appartient ensuite à l’employeur de démontrer que ses décisions sont justifiées par des éléments objectifs.')
            . h3('Les éléments utiles')
            . ul(['e-mails et messages ;', 'attestations de collègues ;', 'certificats médicaux et avis du médecin du travail ;', 'un enregistrement clandestin, désormais recevable à certaines conditions (Cass. ass. plén., 22 décembre 2023).']),
    ],
    [
        'slug' => 'cession-de-fonds-de-commerce',
        'title' => 'Cession de fonds de commerce : les clauses à ne pas oublier',
        'date' => '2025-10-28 15:30:00',
        'cats' => ['droit-des-affaires'],
        'tags' => ['fusions-acquisitions', 'contrats'],
        'image' => ['file' => 'fonds-de-commerce', 'title' => 'Fonds de commerce', 'alt' => 'Devanture d’une boutique du centre de Toulouse', 'rgb' => [160, 50, 50]],
        'content' => p('Garantie d’éviction, clause de non-rétablissement, accompagnement du cessionnaire, sort des contrats en cours : l’acte de cession se prépare avec soin.')
            . h2('Les mentions obligatoires ont été supprimées')
            . p('Depuis la loi du 19 juillet 2019, l’acte n’a plus à comporter les mentions de l’ancien article L. 141-1 du Code de commerce, mais l’obligation d’information du vendeur demeure.'),
    ],
    [
        'slug' => 'mediation-judiciaire-prud-hommes',
        'title' => 'La médiation devant le conseil de prud’hommes',
        'date' => '2025-10-07 09:00:00',
        'cats' => ['mediation', 'droit-du-travail'],
        'tags' => ['prudhommes'],
        'content' => p('Le bureau de conciliation et d’orientation peut, avec l’accord des parties, désigner un médiateur. L’instance est alors suspendue le temps de la médiation.')
            . p('L’accord obtenu peut être homologué et acquiert force exécutoire.'),
    ],
    [
        'slug' => 'delais-de-prescription-droit-du-travail',
        'title' => 'Délais de prescription en droit du travail : le tableau récapitulatif',
        'date' => '2025-09-16 11:00:00',
        'cats' => ['droit-du-travail', 'honoraires-et-procedure'],
        'image' => ['file' => 'prescription', 'title' => 'Prescription', 'alt' => 'Sablier posé sur une pile de codes', 'rgb' => [60, 80, 140]],
        'content' => p('Agir trop tard, c’est perdre son droit. Les principaux délais :')
            . "<!-- wp:table -->\n<figure class=\"wp-block-table\"><table><thead><tr><th>Action</th><th>Délai</th></tr></thead><tbody><tr><td>Contestation du licenciement</td><td>12 mois</td></tr><tr><td>Rappel de salaires</td><td>3 ans</td></tr><tr><td>Harcèlement, discrimination</td><td>5 ans</td></tr><tr><td>Exécution du contrat</td><td>2 ans</td></tr></tbody></table></figure>\n<!-- /wp:table -->\n\n"
            . p('Ces délais connaissent des exceptions : faites le point au plus tôt.'),
    ],
    [
        'slug' => 'contrats-internationaux-loi-applicable',
        'title' => 'Contrats internationaux : quelle loi s’applique ?',
        'date' => '2025-08-26 10:15:00',
        'cats' => ['droit-international', 'droit-des-affaires'],
        'tags' => ['contrats'],
        'content' => p('Le règlement Rome I laisse aux parties le choix de la loi applicable. À défaut de choix, la loi est déterminée selon la nature du contrat : loi du vendeur pour la vente, du prestataire pour la prestation de services.')
            . p('Une clause de choix de loi claire évite bien des contentieux.'),
    ],
    [
        'slug' => 'loi-partage-de-la-valeur',
        'title' => 'Loi « partage de la valeur » : ce que doivent faire les PME',
        'date' => '2025-07-08 08:45:00',
        'cats' => ['actualites-juridiques', 'droit-du-travail'],
        'tags' => ['reforme'],
        'image' => ['file' => 'partage-valeur', 'title' => 'Partage de la valeur', 'alt' => 'Graphique de répartition des bénéfices', 'rgb' => [30, 120, 140]],
        'content' => p('La loi du 29 novembre 2023 impose aux entreprises de 11 à 49 salariés, bénéficiaires trois années consécutives, de mettre en place un dispositif de partage de la valeur à compter de 2025.')
            . ul(['participation ou intéressement ;', 'abondement d’un plan d’épargne salariale ;', 'prime de partage de la valeur.']),
    ],
    [
        'slug' => 'recouvrement-de-creances-injonction-de-payer',
        'title' => 'Recouvrement de créances : l’injonction de payer',
        'date' => '2025-06-17 14:00:00',
        'cats' => ['droit-des-affaires', 'honoraires-et-procedure'],
        'content' => p('Procédure rapide et peu coûteuse, l’injonction de payer permet d’obtenir un titre exécutoire sans audience, sur simple requête.')
            . h2('Les conditions')
            . p('La créance doit être certaine, liquide et exigible, et avoir une cause contractuelle ou résulter d’un effet de commerce.'),
    ],
    [
        'slug' => 'teletravail-droits-du-salarie',
        'title' => 'Télétravail : droits & obligations du salarié',
        'date' => '2025-05-20 09:20:00',
        'cats' => ['droit-du-travail'],
        'image' => ['file' => 'teletravail', 'title' => 'Télétravail', 'alt' => 'Ordinateur portable sur une table de cuisine', 'rgb' => [100, 100, 100]],
        'content' => p('Le télétravail est mis en place par accord collectif, charte ou, à défaut, simple accord entre l’employeur et le salarié. Le télétravailleur a les mêmes droits que le salarié présent dans l’entreprise.')
            . p('Un accident survenu pendant le télétravail est présumé être un accident du travail.'),
    ],
    [
        'slug' => 'audience-de-reglement-amiable',
        'title' => 'Modes amiables : l’audience de règlement amiable',
        'date' => '2025-04-01 10:00:00',
        'cats' => ['mediation', 'actualites-juridiques'],
        'tags' => ['reforme'],
        'content' => p('Créée par le décret du 29 juillet 2023, l’audience de règlement amiable permet au juge, devant le tribunal judiciaire, de réunir les parties pour les aider à trouver une solution.'),
    ],
    [
        'slug' => 'premier-rendez-vous-avocat',
        'title' => 'Préparer son premier rendez-vous avec un avocat',
        'date' => '2025-02-11 08:00:00',
        'cats' => ['honoraires-et-procedure'],
        'image' => ['file' => 'premier-rendez-vous', 'title' => 'Premier rendez-vous', 'alt' => 'Dossier de pièces classées sur le bureau du cabinet', 'rgb' => [130, 90, 60]],
        'content' => p('Pour tirer le meilleur parti du premier entretien, venez avec :')
            . ul(['une chronologie des faits ;', 'les pièces essentielles (contrat, bulletins de paie, courriers) ;', 'vos questions, par écrit.'])
            . p('Le premier rendez-vous permet d’évaluer la situation et de vous remettre une proposition de convention d’honoraires.'),
    ],
    // A compromised (or careless) editor account: the vectors are stored as
    // such, kses being off for this post; the site must neutralise them.
    [
        'slug' => 'contenu-piege-test-securite',
        'title' => 'Contenu piégé <script>alert("titre")</script> : test de sécurité',
        'date' => '2025-01-14 12:00:00',
        'cats' => ['actualites-juridiques'],
        'unfiltered' => true,
        'excerpt' => 'Résumé piégé <img src=x onerror=alert("extrait")> à neutraliser.',
        'content' => p('Ce billet contient des vecteurs d’attaque qui ne doivent jamais s’exécuter sur le site.')
            . "<script>alert(1)</script>\n\n"
            . p('<img src=x onerror=alert(1)> Image piégée.')
            . p('<a href="javascript:alert(1)">Lien piégé</a> et <a href="https://example.test/" onclick="alert(1)" target="_blank">lien avec onclick</a>.')
            . "<iframe src=\"https://example.test/iframe\" width=\"300\" height=\"150\"></iframe>\n\n"
            . '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:red">Paragraphe avec attribut style.</p>' . "\n\n"
            . "<svg onload=alert(1)><circle r=\"10\"></circle></svg>\n\n"
            . p('Fin du billet piégé.'),
    ],
    // Not published: must never be reachable through ?status=publish.
    [
        'slug' => 'brouillon-reforme-procedure-prud-homale',
        'title' => 'Brouillon : réforme de la procédure prud’homale',
        'date' => '2026-06-20 09:00:00',
        'status' => 'draft',
        'cats' => ['droit-du-travail'],
        'content' => p('Brouillon non publié : ne doit jamais apparaître sur le site.'),
    ],
    [
        'slug' => 'brouillon-honoraires-2027',
        'title' => 'Brouillon : grille d’honoraires 2027',
        'date' => '2026-06-19 09:00:00',
        'status' => 'draft',
        'cats' => ['honoraires-et-procedure'],
        'content' => p('Brouillon non publié : ne doit jamais apparaître sur le site.'),
    ],
    [
        'slug' => 'article-prive-notes-internes',
        'title' => 'Article privé : notes internes du cabinet',
        'date' => '2026-06-15 09:00:00',
        'status' => 'private',
        'cats' => ['actualites-juridiques'],
        'content' => p('Article privé : ne doit jamais apparaître sur le site.'),
    ],
];

// One more published post, so that there are more than two pages of nine.
$posts[] = [
    'slug' => 'contentieux-prud-homal-etapes',
    'title' => 'Contentieux prud’homal : les étapes de la procédure',
    'date' => '2025-03-04 09:30:00',
    'cats' => ['droit-du-travail', 'honoraires-et-procedure'],
    'tags' => ['prudhommes'],
    'image' => ['file' => 'prud-hommes', 'title' => 'Conseil de prud’hommes', 'alt' => 'Salle d’audience du conseil de prud’hommes', 'rgb' => [80, 50, 30], 'caption' => 'Le conseil de prud’hommes de Toulouse'],
    'inline_image' => true,
    'content' => p('Saisine par requête, bureau de conciliation et d’orientation, bureau de jugement, puis éventuellement appel : la procédure prud’homale obéit à des règles précises.')
        . h2('La saisine')
        . p('La requête doit contenir un exposé sommaire des motifs de la demande et être accompagnée des pièces.')
        . '{{INLINE_IMAGE}}'
        . h2('La conciliation')
        . p('Le bureau de conciliation tente de rapprocher les parties ; à défaut, l’affaire est renvoyée devant le bureau de jugement.'),
];

$created = 0;
foreach ($posts as $spec) {
    if (find_post_by_slug($spec['slug'])) {
        continue;
    }
    if (!empty($spec['unfiltered'])) {
        kses_remove_filters();
    }
    $tag_ids = array_map(fn ($s) => (int) get_term_by('slug', $s, 'post_tag')->term_id, $spec['tags'] ?? []);
    $post_id = wp_insert_post([
        'post_type' => 'post',
        'post_status' => $spec['status'] ?? 'publish',
        'post_name' => $spec['slug'],
        'post_title' => $spec['title'],
        'post_content' => str_replace('{{INLINE_IMAGE}}', '', $spec['content']),
        'post_excerpt' => $spec['excerpt'] ?? '',
        'post_date' => $spec['date'],
        'post_author' => $author->ID,
        'post_category' => array_map(fn ($s) => $cat_ids[$s], $spec['cats']),
        'tags_input' => $tag_ids,
        'comment_status' => 'closed',
        'ping_status' => 'closed',
    ], true);
    if (!empty($spec['unfiltered'])) {
        kses_init_filters();
    }
    if (is_wp_error($post_id)) {
        throw new RuntimeException($spec['slug'] . ': ' . $post_id->get_error_message());
    }
    if (isset($spec['image'])) {
        $attachment_id = attach_image($post_id, $spec['image'], $spec['date']);
        set_post_thumbnail($post_id, $attachment_id);
        if (!empty($spec['inline_image'])) {
            // An image in the body, as the block editor writes it; WordPress
            // adds srcset/sizes when rendering.
            $src = wp_get_attachment_image_url($attachment_id, 'large');
            $alt = esc_attr($spec['image']['alt']);
            $figure = "<!-- wp:image {\"id\":$attachment_id,\"sizeSlug\":\"large\"} -->\n"
                . "<figure class=\"wp-block-image size-large\"><img src=\"$src\" alt=\"$alt\" class=\"wp-image-$attachment_id\"/><figcaption>Le conseil de prud’hommes de Toulouse</figcaption></figure>\n"
                . "<!-- /wp:image -->\n\n";
            wp_update_post(['ID' => $post_id, 'post_content' => str_replace('{{INLINE_IMAGE}}', $figure, $spec['content'])]);
        }
    }
    // wp_insert_post stamps "modified" with the current time; pin it so the
    // REST answers are the same on every run.
    $modified = $spec['modified'] ?? $spec['date'];
    $GLOBALS['wpdb']->update($GLOBALS['wpdb']->posts, [
        'post_modified' => $modified,
        'post_modified_gmt' => get_gmt_from_date($modified),
    ], ['ID' => $post_id]);
    clean_post_cache($post_id);
    $created++;
}

// --- Draft preview (README « Draft preview », wordpress-plugin/roques-preview.php) --------
// A draft as the editor leaves it before publishing: no slug yet (WordPress gives drafts one only
// when they are published), found again by its title.
$preview_draft_title = 'Rupture conventionnelle collective : le projet de réforme';
$preview_draft_id = (int) $GLOBALS['wpdb']->get_var($GLOBALS['wpdb']->prepare(
    "SELECT ID FROM {$GLOBALS['wpdb']->posts} WHERE post_title = %s AND post_type = 'post' LIMIT 1",
    $preview_draft_title
));
if (!$preview_draft_id) {
    $preview_draft_id = wp_insert_post([
        'post_type' => 'post',
        'post_status' => 'draft',
        'post_title' => $preview_draft_title,
        'post_content' => p('Brouillon pour l’aperçu : la rupture conventionnelle collective permet de supprimer des emplois sans licenciement, par un accord collectif validé par l’administration.')
            . h2('Ce que le projet change')
            . p('Ce paragraphe n’est visible que dans l’aperçu des éditeurs.'),
        'post_excerpt' => '',
        'post_date' => '2026-06-21 10:00:00',
        'post_author' => $author->ID,
        'post_category' => [$cat_ids['droit-du-travail']],
        'comment_status' => 'closed',
        'ping_status' => 'closed',
    ], true);
    if (is_wp_error($preview_draft_id)) {
        throw new RuntimeException('preview draft: ' . $preview_draft_id->get_error_message());
    }
    $created++;
}
// A published post with changes saved automatically but not published: an autosave by the admin,
// as the editor leaves it when they click « Prévisualiser » without updating the post.
require_once ABSPATH . 'wp-admin/includes/post.php';
$autosaved_id = find_post_by_slug('rupture-conventionnelle-et-demission');
if ($autosaved_id && !wp_get_post_autosave($autosaved_id, 1)) {
    wp_set_current_user(1);
    $autosave = wp_create_post_autosave([
        'post_ID' => $autosaved_id,
        'post_type' => 'post',
        'post_title' => 'Rupture conventionnelle & démission : ce qui change en 2027 pour le salarié',
        'post_content' => get_post_field('post_content', $autosaved_id) . p('Paragraphe ajouté, enregistré automatiquement et pas encore publié.'),
        'post_excerpt' => '',
    ]);
    wp_set_current_user(0);
    if (is_wp_error($autosave)) {
        throw new RuntimeException('autosave: ' . $autosave->get_error_message());
    }
}

$count = wp_count_posts('post');
fprintf(STDERR, "seed: %d created; posts publish=%d draft=%d private=%d; %.1fs\n",
    $created, $count->publish, $count->draft, $count->private, microtime(true) - $t0);
