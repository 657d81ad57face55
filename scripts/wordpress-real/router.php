<?php
/**
 * Router for PHP's built-in web server in place of WordPress's .htaccess: existing files as they
 * are, everything else (/wp-json/wp/v2/… too) to index.php.
 */
$root = rtrim($_SERVER['DOCUMENT_ROOT'], '/');
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');

// false: the built-in server serves the file itself (MIME type, .php, a directory's index.php).
if ($path !== '/' && strpos($path, "\0") === false && strpos($path, '..') === false) {
    $target = $root . $path;
    if (is_file($target) || (is_dir($target) && is_file(rtrim($target, '/') . '/index.php'))) {
        return false;
    }
}
if ($path === '/') {
    return false;
}

// WP::parse_request() works out the path to route from the front controller's name.
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
chdir($root);
require $root . '/index.php';
