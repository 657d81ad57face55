<?php
/**
 * Seeds the blog through WordPress's own API, so that the REST API answers as a real site's does.
 * The content is data, in seed.json: the author, the categories and tags, the posts (each body a
 * list of blocks), the preview's draft and autosave. Idempotent: what exists is left alone
 * (scripts/wordpress-real.sh rebuilds the database whenever this file or seed.json changes).
 */
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';

$seed = json_decode(file_get_contents(__DIR__ . '/seed.json'), true, 512, JSON_THROW_ON_ERROR);

/** seed.json's `block_markup`: its blocks as the block editor stores them, `%s` the text. */
define('BLOCKS', $seed['block_markup']);

/**
 * One block of seed.json: {"p"}, {"h2"}, {"h3"}, {"ul": [items]}, {"quote", "cite"}, {"html"} as
 * it is, {"inline_image"} the featured image in the body (filled in once it is uploaded).
 */
function block(array $block): string {
    $type = array_key_first($block);
    $text = match ($type) {
        'p', 'h2', 'h3', 'html' => $block[$type],
        'ul' => implode('', array_map(fn ($i) => "<li>$i</li>", $block['ul'])),
        'quote' => "<p>{$block['quote']}</p><cite>{$block['cite']}</cite>",
        'inline_image' => '{{INLINE_IMAGE}}',
        default => throw new RuntimeException('seed.json: unknown block ' . json_encode($block)),
    };
    return isset(BLOCKS[$type]) ? sprintf(BLOCKS[$type], $text) : $text;
}

function content(array $blocks): string {
    return implode('', array_map('block', $blocks));
}

/** `$value`, unless WordPress answered an error: then that error, after `$what`. */
function seed_checked($value, string $what = '') {
    if (is_wp_error($value)) {
        throw new RuntimeException($what . $value->get_error_message());
    }
    return $value;
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
    $attachment_id = seed_checked(wp_insert_attachment([
        'post_mime_type' => $format === 'png' ? 'image/png' : 'image/jpeg',
        'post_title' => $img['title'],
        'post_content' => '',
        'post_excerpt' => $img['caption'] ?? '',
        'post_status' => 'inherit',
        'post_date' => $date,
        'post_author' => $GLOBALS['seed_author'],
    ], $upload['file'], $post_id, true));
    wp_update_attachment_metadata($attachment_id, wp_generate_attachment_metadata($attachment_id, $upload['file']));
    update_post_meta($attachment_id, '_wp_attachment_image_alt', $img['alt']);
    return $attachment_id;
}

$t0 = microtime(true);

// --- Author: seed.json names wp_insert_user()'s fields ---------------------
$author = get_user_by('login', $seed['author']['user_login'])
    ?: get_user_by('id', seed_checked(wp_insert_user($seed['author'])));
$GLOBALS['seed_author'] = $author->ID;

// --- Categories and tags -------------------------------------------------
$cat_ids = [];
foreach ($seed['categories'] as $c) {
    $term = get_term_by('slug', $c['slug'], 'category');
    $cat_ids[$c['slug']] = (int) ($term ? $term->term_id : seed_checked(wp_insert_term(
        $c['name'], 'category', ['slug' => $c['slug'], 'description' => $c['description']]
    ))['term_id']);
}
// Tags too: a real post's _embedded["wp:term"] holds [categories, tags].
// "Fusions & acquisitions" shows WordPress storing "&amp;" in term names.
foreach ($seed['tags'] as $tag) {
    if (!get_term_by('slug', $tag['slug'], 'post_tag')) {
        wp_insert_term($tag['name'], 'post_tag', ['slug' => $tag['slug']]);
    }
}

// --- Posts ---------------------------------------------------------------
/** What every seeded post shares. */
$post_base = ['post_type' => 'post', 'post_author' => $author->ID, 'comment_status' => 'closed', 'ping_status' => 'closed'];
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
    $post_id = wp_insert_post($post_base + [
        'post_status' => $spec['status'] ?? 'publish',
        'post_name' => $spec['slug'],
        'post_title' => $spec['title'],
        'post_content' => str_replace('{{INLINE_IMAGE}}', '', $spec['content']),
        'post_excerpt' => $spec['excerpt'] ?? '',
        'post_date' => $spec['date'],
        'post_category' => array_map(fn ($s) => $cat_ids[$s], $spec['cats']),
        'tags_input' => $tag_ids,
        'post_password' => $spec['password'] ?? '',
    ], true);
    if (!empty($spec['unfiltered'])) {
        kses_init_filters();
    }
    seed_checked($post_id, $spec['slug'] . ': ');
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
    seed_checked(wp_insert_post($post_base + [
        'post_status' => 'draft',
        'post_title' => $draft['title'],
        'post_content' => content($draft['content']),
        'post_excerpt' => '',
        'post_date' => $draft['date'],
        'post_category' => array_map(fn ($s) => $cat_ids[$s], $draft['cats']),
    ], true), 'preview draft: ');
    $created++;
}
// A published post with changes saved automatically but not published: an autosave by the admin,
// as the editor leaves it when they click « Prévisualiser » without updating the post.
require_once ABSPATH . 'wp-admin/includes/post.php';
$autosaved_id = find_post_by_slug($seed['autosave']['post']);
if ($autosaved_id && !wp_get_post_autosave($autosaved_id, 1)) {
    wp_set_current_user(1);
    seed_checked(wp_create_post_autosave([
        'post_ID' => $autosaved_id,
        'post_type' => 'post',
        'post_title' => $seed['autosave']['title'],
        'post_content' => get_post_field('post_content', $autosaved_id) . content($seed['autosave']['added']),
        'post_excerpt' => '',
    ]), 'autosave: ');
    wp_set_current_user(0);
}

$count = wp_count_posts('post');
fprintf(STDERR, "seed: %d created; posts publish=%d draft=%d private=%d; %.1fs\n",
    $created, $count->publish, $count->draft, $count->private, microtime(true) - $t0);
