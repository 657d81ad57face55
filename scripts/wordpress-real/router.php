<?php
/**
 * Router for PHP's built-in web server, standing in for the Apache rewrite
 * rules WordPress relies on for pretty permalinks (its .htaccess):
 * existing files are served as they are, everything else goes to index.php,
 * which is how /wp-json/wp/v2/... reaches the REST API.
 */
$root = rtrim($_SERVER['DOCUMENT_ROOT'], '/');
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');

// Returning false lets the built-in server handle the request itself: it
// serves static files with their MIME type, runs .php files, serves a
// directory's index.php, and refuses paths escaping the document root.
if ($path !== '/' && strpos($path, "\0") === false && strpos($path, '..') === false) {
    $target = $root . $path;
    if (is_file($target) || (is_dir($target) && is_file(rtrim($target, '/') . '/index.php'))) {
        return false;
    }
}
if ($path === '/') {
    return false;
}

// WordPress reads the front controller's name from these to work out the
// path it must route (see WP::parse_request()).
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
chdir($root);
require $root . '/index.php';
