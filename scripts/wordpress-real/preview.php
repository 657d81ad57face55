<?php
/**
 * Prepares the site's draft preview on every start: an application password « Aperçu du site » of
 * the author, written with the login to WORDPRESS_REAL_PREVIEW_ENV (WORDPRESS_PREVIEW_USER=…,
 * WORDPRESS_PREVIEW_APPLICATION_PASSWORD=…). One that still matches is kept; otherwise the old one
 * is revoked and a new one created, as under Users → Profile → Application passwords.
 */
require __DIR__ . '/bootstrap.php';

$file = getenv('WORDPRESS_REAL_PREVIEW_ENV');
if (!$file) {
    fwrite(STDERR, "WORDPRESS_REAL_PREVIEW_ENV not set: run scripts/wordpress-real.sh\n");
    exit(1);
}
$login = 'vincent-roques';
$name = 'Aperçu du site';
$user = get_user_by('login', $login);
if (!$user) {
    fwrite(STDERR, "preview: no user $login (seed.php creates it)\n");
    exit(1);
}

$known = is_readable($file) ? (string) file_get_contents($file) : '';
if (preg_match('/^WORDPRESS_PREVIEW_APPLICATION_PASSWORD=([A-Za-z0-9]+)$/m', $known, $m)) {
    foreach (WP_Application_Passwords::get_user_application_passwords($user->ID) as $item) {
        if ($item['name'] === $name && wp_check_password($m[1], $item['password'], $user->ID)) {
            fwrite(STDERR, "preview: application password « $name » of $login kept\n");
            exit(0);
        }
    }
}

foreach (WP_Application_Passwords::get_user_application_passwords($user->ID) as $item) {
    if ($item['name'] === $name) {
        WP_Application_Passwords::delete_application_password($user->ID, $item['uuid']);
    }
}
$created = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => $name]);
if (is_wp_error($created)) {
    fwrite(STDERR, 'preview: ' . $created->get_error_message() . "\n");
    exit(1);
}
[$password] = $created;
file_put_contents($file, "WORDPRESS_PREVIEW_USER=$login\nWORDPRESS_PREVIEW_APPLICATION_PASSWORD=$password\n");
fwrite(STDERR, "preview: application password « $name » created for $login\n");
