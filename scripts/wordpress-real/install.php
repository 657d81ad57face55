<?php
/**
 * Installs WordPress through its own API (what the web installer calls), then
 * sets the options the site relies on. Run by scripts/wordpress-real.sh.
 */
define('WP_INSTALLING', true);
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if (is_blog_installed()) {
    fwrite(STDERR, "WordPress already installed\n");
} else {
    $result = wp_install(
        'Cabinet Roques — Avocat à Toulouse',
        'admin',
        'admin@example.test',
        true,
        '',
        'wordpress-real-admin'
    );
    fwrite(STDERR, "wp_install: admin user {$result['user_id']}\n");
}

update_option('blogdescription', 'Le blog juridique de Maître Vincent Roques');
update_option('timezone_string', 'Europe/Paris');
update_option('gmt_offset', '');
update_option('date_format', 'j F Y');
update_option('time_format', 'G\hi');
update_option('start_of_week', 1);
update_option('posts_per_page', 9);
update_option('default_comment_status', 'closed');

// /wp-json/ needs pretty permalinks. flush_rules(false): no .htaccess, router.php plays its part.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
$wp_rewrite->flush_rules(false);

// wp_install_defaults()'s "Hello world!" and sample page would count in X-WP-Total.
foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'numberposts' => -1]) as $p) {
    if ($p->post_name !== 'privacy-policy' && $p->post_status !== 'draft') {
        wp_delete_post($p->ID, true);
    }
}
fwrite(STDERR, "WordPress " . get_bloginfo('version') . " installed, permalinks " . get_option('permalink_structure') . "\n");
