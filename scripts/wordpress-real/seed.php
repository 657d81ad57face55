<?php
/**
 * Seeds the blog through WordPress's own API, so that what the REST API
 * answers (texturized titles, rendered content, embedded author, media sizes,
 * terms) is what a real site answers. The content is data, in seed.json: the
 * author, the categories and tags, the posts (each body a list of blocks, as
 * the block editor writes them), the draft and the autosave of the preview.
 * Idempotent: anything whose slug already exists is left alone
 * (scripts/wordpress-real.sh also rebuilds the database from scratch whenever
 * this file or seed.json changes, which keeps ids stable).
 */
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';

$seed = json_decode(file_get_contents(__DIR__ . '/seed.json'), true, 512, JSON_THROW_ON_ERROR);

/**
 * One block of seed.json as the block editor stores it: {"p"}, {"h2"}, {"h3"},
 * {"ul": [items]}, {"quote", "cite"}, {"html"} as it is, {"inline_image"} the
 * post's featured image placed in its body (filled in once it is uploaded).
 */
function block(array $block): string {
    if (isset($block['p'])) {
        return "<!-- wp:paragraph -->\n<p>{$block['p']}</p>\n<!-- /wp:paragraph -->\n\n";
    }
    if (isset($block['h2'])) {
        return "<!-- wp:heading -->\n<h2>{$block['h2']}</h2>\n<!-- /wp:heading -->\n\n";
    }
    if (isset($block['h3'])) {
        return "<!-- wp:heading {\"level\":3} -->\n<h3>{$block['h3']}</h3>\n<!-- /wp:heading -->\n\n";
    }
    if (isset($block['ul'])) {
        return "<!-- wp:list -->\n<ul>" . implode('', array_map(fn ($i) => "<li>$i</li>", $block['ul'])) . "</ul>\n<!-- /wp:list -->\n\n";
    }
    if (isset($block['quote'])) {
        return "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><p>{$block['quote']}</p><cite>{$block['cite']}</cite></blockquote>\n<!-- /wp:quote -->\n\n";
    }
    if (isset($block['html'])) {
        return $block['html'];
    }
    if (!empty($block['inline_image'])) {
        return '{{INLINE_IMAGE}}';
    }
    throw new RuntimeException('seed.json: unknown block ' . json_encode($block));
}

function content(array $blocks): string {
    return implode('', array_map('block', $blocks));
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
$a = $seed['author'];
$author = get_user_by('login', $a['login']);
if (!$author) {
    $id = wp_insert_user([
        'user_login' => $a['login'],
        'user_pass' => $a['password'],
        'user_email' => $a['email'],
        'user_nicename' => $a['login'],
        'display_name' => $a['display_name'],
        'nickname' => $a['display_name'],
        'first_name' => $a['first_name'],
        'last_name' => $a['last_name'],
        'description' => $a['description'],
        'role' => $a['role'],
        'user_registered' => $a['registered'],
    ]);
    if (is_wp_error($id)) {
        throw new RuntimeException($id->get_error_message());
    }
    $author = get_user_by('id', $id);
}
$GLOBALS['seed_author'] = $author->ID;

// --- Categories and tags -------------------------------------------------
$cat_ids = [];
foreach ($seed['categories'] as $category) {
    $term = get_term_by('slug', $category['slug'], 'category');
    if (!$term) {
        $r = wp_insert_term($category['name'], 'category', ['slug' => $category['slug'], 'description' => $category['description']]);
        if (is_wp_error($r)) {
            throw new RuntimeException($r->get_error_message());
        }
        $cat_ids[$category['slug']] = (int) $r['term_id'];
    } else {
        $cat_ids[$category['slug']] = (int) $term->term_id;
    }
}
// Tags too: a real post's _embedded["wp:term"] holds [categories, tags].
// "Fusions & acquisitions" shows WordPress storing "&amp;" in term names.
foreach ($seed['tags'] as $tag) {
    if (!get_term_by('slug', $tag['slug'], 'post_tag')) {
        wp_insert_term($tag['name'], 'post_tag', ['slug' => $tag['slug']]);
    }
}

// --- Posts ---------------------------------------------------------------
$created = 0;
foreach ($seed['posts'] as $spec) {
    $spec['content'] = content($spec['content']);
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
        'post_password' => $spec['password'] ?? '',
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
                . "<figure class=\"wp-block-image size-large\"><img src=\"$src\" alt=\"$alt\" class=\"wp-image-$attachment_id\"/><figcaption>" . esc_html($spec['image']['caption'] ?? '') . "</figcaption></figure>\n"
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
$draft = $seed['preview_draft'];
$preview_draft_id = (int) $GLOBALS['wpdb']->get_var($GLOBALS['wpdb']->prepare(
    "SELECT ID FROM {$GLOBALS['wpdb']->posts} WHERE post_title = %s AND post_type = 'post' LIMIT 1",
    $draft['title']
));
if (!$preview_draft_id) {
    $preview_draft_id = wp_insert_post([
        'post_type' => 'post',
        'post_status' => 'draft',
        'post_title' => $draft['title'],
        'post_content' => content($draft['content']),
        'post_excerpt' => '',
        'post_date' => $draft['date'],
        'post_author' => $author->ID,
        'post_category' => array_map(fn ($s) => $cat_ids[$s], $draft['cats']),
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
$autosaved_id = find_post_by_slug($seed['autosave']['post']);
if ($autosaved_id && !wp_get_post_autosave($autosaved_id, 1)) {
    wp_set_current_user(1);
    $autosave = wp_create_post_autosave([
        'post_ID' => $autosaved_id,
        'post_type' => 'post',
        'post_title' => $seed['autosave']['title'],
        'post_content' => get_post_field('post_content', $autosaved_id) . content($seed['autosave']['added']),
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
