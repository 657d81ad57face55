<?php
/**
 * Loads the private WordPress copy from the command line for install.php and
 * seed.php (no wp-cli: it would have to be downloaded).
 */
if (PHP_SAPI !== 'cli') {
    exit(1);
}
$docroot = getenv('WORDPRESS_REAL_DOCROOT');
$siteUrl = getenv('WORDPRESS_REAL_SITE_URL');
if (!$docroot || !$siteUrl || !is_file($docroot . '/wp-load.php')) {
    fwrite(STDERR, "WORDPRESS_REAL_DOCROOT / WORDPRESS_REAL_SITE_URL not set: run scripts/wordpress-real.sh\n");
    exit(1);
}

// WordPress builds URLs and cookies from the request even on the CLI.
$parts = parse_url($siteUrl);
$_SERVER['HTTP_HOST'] = $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
$_SERVER['SERVER_NAME'] = $parts['host'];
$_SERVER['SERVER_PORT'] = (string) ($parts['port'] ?? 80);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

// Pluggable: defined first, so WordPress keeps ours. There is no mail
// transport here, and the install's notification would only print warnings.
function wp_mail() {
    return true;
}

require $docroot . '/wp-load.php';

// No network here: wp_install() probes pretty permalinks with a loopback
// request (nobody listens yet) and some code paths check for updates.
add_filter('pre_http_request', function () {
    return new WP_Error('http_request_blocked', 'wordpress-real: no HTTP during install/seed');
}, 1);
