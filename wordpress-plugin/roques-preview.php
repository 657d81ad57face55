<?php
/**
 * Plugin Name: Roques – aperçu sur le site
 * Description: Makes « Prévisualiser » show a post as the practice's public site will show it: the preview opens the site's preview route with a short-lived signed link. Must-use plugin: copy this file to wp-content/mu-plugins/.
 * Version:     1.0.0
 * Requires at least: 5.6
 * Requires PHP: 7.4
 * Author:      Cabinet Roques
 * License:     Proprietary
 *
 * Configuration, in wp-config.php (the plugin does nothing while either is missing):
 *
 *     define( 'ROQUES_PREVIEW_URL', 'https://www.example.fr/api/preview' );
 *     define( 'ROQUES_PREVIEW_SECRET', 'the value of PREVIEW_SECRET on the site' );
 *
 * The link is `ROQUES_PREVIEW_URL?id={post id}&expires={unix time}&token={hex HMAC-SHA256 of
 * "{post id}.{expires}" keyed by ROQUES_PREVIEW_SECRET}`, valid for ten minutes; the site checks
 * it, then reads the draft and its latest autosave through the REST API with an application
 * password of its own (README of the site, « Draft preview »).
 *
 * Two ways lead to a preview, both rewritten:
 * - `preview_post_link`: the classic editor, the « Prévisualiser » row action of the post list and
 *   the block editor for a published post (the link its autosave answers);
 * - the block editor previews a draft at its own address with `?preview=true` (it ignores the
 *   filtered link for drafts): such a request, by a user who may edit the post, is redirected to
 *   the site.
 *
 * @package Roques_Preview
 */

defined( 'ABSPATH' ) || exit;

/** Seconds a preview link stays valid; the site refuses longer ones (PREVIEW_LINK_SECONDS). */
const ROQUES_PREVIEW_LIFETIME = 600;

/** Post types the site can show: its blog shows posts only. */
const ROQUES_PREVIEW_POST_TYPES = array( 'post' );

/**
 * Whether the two constants are set, i.e. whether the plugin does anything.
 *
 * @return bool
 */
function roques_preview_is_configured() {
	return defined( 'ROQUES_PREVIEW_URL' ) && is_string( ROQUES_PREVIEW_URL ) && '' !== ROQUES_PREVIEW_URL
		&& defined( 'ROQUES_PREVIEW_SECRET' ) && is_string( ROQUES_PREVIEW_SECRET ) && '' !== ROQUES_PREVIEW_SECRET;
}

/**
 * The site's signed preview link of a post.
 *
 * @param int      $post_id Post ID (of the post, never of a revision or an autosave).
 * @param int|null $now     Current Unix time; tests pass a fixed one.
 * @return string
 */
function roques_preview_url( $post_id, $now = null ) {
	$post_id = (int) $post_id;
	$expires = ( null === $now ? time() : (int) $now ) + ROQUES_PREVIEW_LIFETIME;
	$token   = hash_hmac( 'sha256', $post_id . '.' . $expires, ROQUES_PREVIEW_SECRET );
	return add_query_arg(
		array(
			'id'      => $post_id,
			'expires' => $expires,
			'token'   => $token,
		),
		ROQUES_PREVIEW_URL
	);
}

/**
 * `preview_post_link`: the site's link instead of WordPress's own, for posts.
 *
 * @param string  $preview_link WordPress's preview link.
 * @param WP_Post $post         The previewed post.
 * @return string
 */
function roques_preview_filter_link( $preview_link, $post ) {
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, ROQUES_PREVIEW_POST_TYPES, true ) ) {
		return $preview_link;
	}
	return roques_preview_url( $post->ID );
}

/**
 * `template_redirect`: a front-end preview of a post (`?preview=true`) by a user who may edit it
 * goes to the site. Anyone else gets WordPress's own answer (a 404 for a draft).
 */
function roques_preview_redirect() {
	if ( ! is_preview() ) {
		return;
	}
	$post = get_queried_object();
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, ROQUES_PREVIEW_POST_TYPES, true ) ) {
		return;
	}
	if ( ! current_user_can( 'edit_post', $post->ID ) ) {
		return;
	}
	nocache_headers();
	wp_redirect( roques_preview_url( $post->ID ), 302, 'Roques preview' );
	exit;
}

if ( roques_preview_is_configured() ) {
	add_filter( 'preview_post_link', 'roques_preview_filter_link', 10, 2 );
	add_action( 'template_redirect', 'roques_preview_redirect', 1 );
}
