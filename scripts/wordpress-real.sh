#!/usr/bin/env bash
# A real WordPress (Debian 12's package) on loopback, seeded with the blog: [start] (install and
# seed when needed), stop, status (exit 0 when the REST API answers). Only the last line goes to
# stdout, so that eval "$(bash scripts/wordpress-real.sh)" exports WORDPRESS_API_URL.
# How it works, step by step: scripts/wordpress-real/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HERE="$ROOT/scripts/wordpress-real"
# Absolute: php -t and the pid files must not depend on the caller's cwd.
STATE="$(realpath -m "${WORDPRESS_REAL_DIR:-$ROOT/.wordpress-real}")"
PORT="${WORDPRESS_REAL_PORT:-8089}"
HOST=127.0.0.1
SITE_URL="http://$HOST:$PORT"
API_URL="$SITE_URL/wp-json/wp/v2"
# In /tmp, as a socket's path is limited to ~107 bytes; named after the port, so that two
# checkouts on two ports never share a server.
SOCKET="${WORDPRESS_REAL_MYSQL_SOCKET:-/tmp/wordpress-real-mysql-$PORT.sock}"
DB_NAME=wordpress_real
DB_USER=wordpress
# A throwaway database behind a socket: fixed, so that re-runs are alike.
DB_PASSWORD=wordpress-real
DATADIR="$STATE/mysql"
DOCROOT="$STATE/wordpress"
MYSQL_PID="$STATE/mysql.pid"
PHP_PID="$STATE/php-server.pid"
# The site the plugins of wordpress-plugin/ call (by default that of e2e-real, E2E_REAL_PORT) and
# the secrets both sides share.
PREVIEW_SITE="${WORDPRESS_REAL_PREVIEW_SITE:-http://127.0.0.1:${E2E_REAL_PORT:-3040}}"
PREVIEW_SECRET_VALUE="${WORDPRESS_REAL_PREVIEW_SECRET:-wordpress-real-preview-secret}"
REVALIDATE_SITE="${WORDPRESS_REAL_REVALIDATE_SITE:-$PREVIEW_SITE}"
REVALIDATE_SECRET_VALUE="${WORDPRESS_REAL_REVALIDATE_SECRET:-wordpress-real-revalidate-secret}"

log() { printf '[wordpress-real] %s\n' "$*" >&2; }
die() {
  log "ERROR: $*"
  exit 1
}
now_ms() { date +%s%3N; }
mysql_root() { mariadb --no-defaults --socket="$SOCKET" -uroot "$@"; }

alive() { [[ -f "$1" ]] && kill -0 "$(cat "$1")" 2>/dev/null; }

api_ready() {
  local out
  out="$(curl -sS -o /dev/null -w '%{http_code} %{content_type}' --max-time 5 \
    "$API_URL/posts?per_page=1" 2>/dev/null || true)"
  [[ "$out" == "200 application/json"* ]]
}

stop_php() {
  if alive "$PHP_PID"; then
    local pid
    pid="$(cat "$PHP_PID")"
    log "stopping PHP server (pid $pid)"
    # Its own session's process group: the workers do not always follow the parent.
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  fi
  rm -f "$PHP_PID"
}

stop_mysql() {
  if alive "$MYSQL_PID"; then
    local pid
    pid="$(cat "$MYSQL_PID")"
    log "stopping MariaDB (pid $pid)"
    # Clean, so that InnoDB runs no crash recovery on the next start.
    mariadb-admin --no-defaults --socket="$SOCKET" -uroot shutdown 2>/dev/null ||
      kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$MYSQL_PID"
}

case "${1:-start}" in
  stop)
    stop_php
    stop_mysql
    exit 0
    ;;
  status)
    api_ready && { echo "WORDPRESS_API_URL=$API_URL"; exit 0; }
    exit 1
    ;;
  start) ;;
  *) die "usage: $0 [start|stop|status]" ;;
esac

T0="$(now_ms)"

# --- 1. Debian packages ------------------------------------------------------
# php-gd draws the seed's images and their sizes; Twenty Twenty-Three renders the article the
# Lighthouse benchmark compares with (README « Benchmarks »).
PACKAGES=(wordpress wordpress-theme-twentytwentythree php-cli php-mysql php-gd mariadb-server curl)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  [[ $EUID -eq 0 ]] || die "missing packages (${missing[*]}): run as root or install them"
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >&2
  apt-get install -y -q --no-install-recommends "${PACKAGES[@]}" >&2
fi
T_PKG="$(now_ms)"

mkdir -p "$STATE"

# --- 2. MariaDB with its own data directory ----------------------------------
# --no-defaults: the system server's my.cnf is never read. --user: CI runs as root.
RUN_AS=(--user="$(id -un)")
if ! alive "$MYSQL_PID"; then
  rm -f "$MYSQL_PID"
  if [[ ! -d "$DATADIR/mysql" ]]; then
    log "initialising MariaDB data directory in $DATADIR"
    rm -rf "$DATADIR"
    mariadb-install-db --no-defaults --datadir="$DATADIR" "${RUN_AS[@]}" \
      --auth-root-authentication-method=normal --skip-test-db \
      >"$STATE/mysql-install.log" 2>&1 || {
      cat "$STATE/mysql-install.log" >&2
      die "mariadb-install-db failed"
    }
  fi
  log "starting MariaDB (socket $SOCKET, no TCP)"
  rm -f "$SOCKET"
  # setsid and redirections: the daemon keeps neither the terminal nor CI's pipe open.
  setsid mariadbd --no-defaults --datadir="$DATADIR" --socket="$SOCKET" \
    --skip-networking --pid-file="$MYSQL_PID" --log-error="$STATE/mysql.err" \
    "${RUN_AS[@]}" --innodb-buffer-pool-size=64M --innodb-log-file-size=16M \
    --skip-name-resolve --character-set-server=utf8mb4 \
    --collation-server=utf8mb4_unicode_ci \
    </dev/null >>"$STATE/mysql.err" 2>&1 &
  mysqld_bg=$!
  for _ in $(seq 150); do
    mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1 && break
    kill -0 "$mysqld_bg" 2>/dev/null || { tail -20 "$STATE/mysql.err" >&2; die "MariaDB exited"; }
    sleep 0.2
  done
  mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1 ||
    { tail -20 "$STATE/mysql.err" >&2; die "MariaDB did not start"; }
fi
T_DB="$(now_ms)"

# --- 3. A private copy of Debian's WordPress ---------------------------------
# A copy, not Debian's /etc config nor symlinks (why: scripts/wordpress-real/README.md), refreshed
# when the package version changes.
WP_VERSION_STAMP="$(dpkg-query -W -f='${Version}' wordpress)"
if [[ "$(cat "$STATE/wordpress.version" 2>/dev/null || true)" != "$WP_VERSION_STAMP" || ! -f "$DOCROOT/wp-settings.php" ]]; then
  log "copying Debian's WordPress $WP_VERSION_STAMP to $DOCROOT"
  stop_php
  uploads_backup=""
  if [[ -d "$DOCROOT/wp-content/uploads" ]]; then
    uploads_backup="$STATE/uploads.keep"
    rm -rf "$uploads_backup"
    mv "$DOCROOT/wp-content/uploads" "$uploads_backup"
  fi
  rm -rf "$DOCROOT" "$DOCROOT.tmp"
  cp -a /usr/share/wordpress "$DOCROOT.tmp"
  rm -f "$DOCROOT.tmp/wp-config.php"
  mv "$DOCROOT.tmp" "$DOCROOT"
  [[ -n "$uploads_backup" ]] && mv "$uploads_backup" "$DOCROOT/wp-content/uploads"
  echo "$WP_VERSION_STAMP" >"$STATE/wordpress.version"
fi
mkdir -p "$DOCROOT/wp-content/uploads"
# A copy made before the theme was installed lacks it.
THEME_SRC=/usr/share/wordpress/wp-content/themes/twentytwentythree
if [[ ! -d "$DOCROOT/wp-content/themes/twentytwentythree" ]]; then
  mkdir -p "$DOCROOT/wp-content/themes"
  cp -a "$THEME_SRC" "$DOCROOT/wp-content/themes/"
fi

# Rewritten on every start so that a change of port is picked up.
cat >"$DOCROOT/wp-config.php.new" <<PHP
<?php
// Generated by scripts/wordpress-real.sh on each start: edit the script instead.
define('DB_NAME', '$DB_NAME');
define('DB_USER', '$DB_USER');
define('DB_PASSWORD', '$DB_PASSWORD');
// "host:/path" is how wpdb is told to use a Unix socket.
define('DB_HOST', 'localhost:$SOCKET');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
// Fixed salts, 'wordpress-real-auth-key' and so on: a throwaway install whose re-runs are alike.
foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as \$key) {
    define(\$key, 'wordpress-real-' . strtolower(str_replace('_', '-', \$key)));
}
\$table_prefix = 'wp_';
// Every link and source_url points at this server, whatever Host header a client sends.
define('WP_HOME', '$SITE_URL');
define('WP_SITEURL', '$SITE_URL');
// No internet: no update checks nor loopback cron requests waiting for a timeout. A scheduled
// post goes live when wp-cron.php is called, as with a system cron.
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_DEBUG', false);
// Application passwords need HTTPS or a "local" environment (wp_is_application_passwords_supported).
define('WP_ENVIRONMENT_TYPE', 'local');
// wordpress-plugin/roques-preview.php and roques-revalidate.php, copied to mu-plugins below.
define('ROQUES_PREVIEW_URL', '$PREVIEW_SITE/api/preview');
define('ROQUES_PREVIEW_SECRET', '$PREVIEW_SECRET_VALUE');
define('ROQUES_REVALIDATE_URL', '$REVALIDATE_SITE/api/revalidate');
define('ROQUES_REVALIDATE_SECRET', '$REVALIDATE_SECRET_VALUE');
if (!defined('ABSPATH')) {
    define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
PHP
mv "$DOCROOT/wp-config.php.new" "$DOCROOT/wp-config.php"
# The site's plugins as the practice installs them (must-use plugins), refreshed on every start.
mkdir -p "$DOCROOT/wp-content/mu-plugins"
for plugin in roques-preview roques-revalidate; do
  cp "$ROOT/wordpress-plugin/$plugin.php" "$DOCROOT/wp-content/mu-plugins/$plugin.php"
done

# --- 4. Database, install and seed -------------------------------------------
# Rebuilt from an empty database whenever its sources change, so that ids and dates are the same
# on every machine (the recorded fixtures rely on it).
SEED_HASH="$( (cat "$HERE/bootstrap.php" "$HERE/install.php" "$HERE/seed.php" "$HERE/seed.json"; echo "$WP_VERSION_STAMP $PORT") | sha256sum | cut -c1-16)"
db_exists="$(mysql_root -N -e "SELECT COUNT(*) FROM information_schema.schemata WHERE schema_name='$DB_NAME'")"
if [[ "${WORDPRESS_REAL_RESET:-0}" == 1 || "$db_exists" == 0 || "$(cat "$STATE/seed.hash" 2>/dev/null || true)" != "$SEED_HASH" ]]; then
  log "creating database $DB_NAME and seeding (hash $SEED_HASH)"
  rm -f "$STATE/seed.hash"
  mysql_root <<SQL
DROP DATABASE IF EXISTS \`$DB_NAME\`;
CREATE DATABASE \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
ALTER USER '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
FLUSH PRIVILEGES;
SQL
  rm -rf "$DOCROOT/wp-content/uploads"
  mkdir -p "$DOCROOT/wp-content/uploads"
  T_INSTALL0="$(now_ms)"
  WORDPRESS_REAL_DOCROOT="$DOCROOT" WORDPRESS_REAL_SITE_URL="$SITE_URL" \
    php -d display_errors=stderr -d memory_limit=512M "$HERE/install.php" >&2
  T_INSTALL1="$(now_ms)"
  WORDPRESS_REAL_DOCROOT="$DOCROOT" WORDPRESS_REAL_SITE_URL="$SITE_URL" \
    php -d display_errors=stderr -d memory_limit=512M "$HERE/seed.php" >&2
  T_SEED="$(now_ms)"
  echo "$SEED_HASH" >"$STATE/seed.hash"
  log "timing: wp_install $((T_INSTALL1 - T_INSTALL0)) ms, seed $((T_SEED - T_INSTALL1)) ms"
else
  log "database already seeded (hash $SEED_HASH): skipping install and seed"
fi
# The application password the site reads drafts with: kept while it still matches.
WORDPRESS_REAL_DOCROOT="$DOCROOT" WORDPRESS_REAL_SITE_URL="$SITE_URL" \
  WORDPRESS_REAL_PREVIEW_ENV="$STATE/preview.env" \
  php -d display_errors=stderr -d memory_limit=256M "$HERE/preview.php" >&2
T_SEEDED="$(now_ms)"

# --- 5. PHP's built-in web server --------------------------------------------
if alive "$PHP_PID" && api_ready; then
  log "PHP server already running (pid $(cat "$PHP_PID"))"
else
  stop_php
  if curl -s -o /dev/null --max-time 2 "$SITE_URL/"; then
    die "something else already listens on $HOST:$PORT (set WORDPRESS_REAL_PORT)"
  fi
  log "starting PHP server on $SITE_URL"
  # Several workers: the site's calls come in parallel. display_errors off: a notice printed into
  # a JSON answer would break it.
  PHP_CLI_SERVER_WORKERS="${WORDPRESS_REAL_PHP_WORKERS:-4}" setsid php \
    -d display_errors=0 -d log_errors=1 -d error_log="$STATE/php-errors.log" \
    -d memory_limit=256M \
    -S "$HOST:$PORT" -t "$DOCROOT" "$HERE/router.php" \
    </dev/null >>"$STATE/php-server.log" 2>&1 &
  echo $! >"$PHP_PID"
fi

for _ in $(seq 150); do
  api_ready && break
  alive "$PHP_PID" || { tail -20 "$STATE/php-server.log" >&2; die "PHP server exited"; }
  sleep 0.2
done
api_ready || { tail -20 "$STATE/php-server.log" >&2; die "$API_URL/posts did not answer 200 JSON"; }
T_END="$(now_ms)"

log "timing (ms): packages $((T_PKG - T0)), mariadb $((T_DB - T_PKG)), wordpress+seed $((T_SEEDED - T_DB)), server $((T_END - T_SEEDED)), total $((T_END - T0))"
log "logs: $STATE/{php-server.log,php-errors.log,mysql.err}; stop with: bash scripts/wordpress-real.sh stop"
# The plugins' settings for the site, the REST base last (record.mjs and the tests read this file).
{
  cat "$STATE/preview.env"
  echo "PREVIEW_SECRET=$PREVIEW_SECRET_VALUE"
  echo "REVALIDATE_SECRET=$REVALIDATE_SECRET_VALUE"
  echo "WORDPRESS_API_URL=$API_URL"
} >"$STATE/env"
echo "WORDPRESS_API_URL=$API_URL"
