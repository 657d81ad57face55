<?php
/**
 * Plugin Name: Roques – revalidation du site
 * Description: Tells the practice's public site to refresh its blog cache when a post is published, updated, unpublished, trashed or deleted. Must-use plugin: copy this file to wp-content/mu-plugins/.
 * Version:     1.0.0
 * Requires at least: 5.5
 * Requires PHP: 7.4
 * Author:      Cabinet Roques
 * License:     Proprietary
 *
 * Configuration, in wp-config.php (the plugin does nothing while either is missing):
 *
 *     define( 'ROQUES_REVALIDATE_URL', 'https://www.example.fr/api/revalidate' );
 *     define( 'ROQUES_REVALIDATE_SECRET', 'the value of REVALIDATE_SECRET on the site' );
 *
 * Each change is queued while WordPress handles the request and sent once, when the request ends
 * (`shutdown`): a single save fires several hooks, and by then the post's categories and meta are
 * saved too. Each call is `POST ROQUES_REVALIDATE_URL` with the header `x-revalidate-secret` and
 * the JSON body `{"post_id": 12, "slug": "mon-article", "action": "publish|update|delete"}`, sent
 * without waiting for the answer (`'blocking' => false`), so a slow or unreachable site never
 * slows the editor down.
 *
 * @package Roques_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/** Post types whose changes the site shows: its blog lists only posts. */
const ROQUES_REVALIDATE_POST_TYPES = array( 'post' );

/** Above this many changed posts in one request (bulk edit), one call without slug is sent. */
const ROQUES_REVALIDATE_MAX_CALLS = 10;

/**
 * Whether the two constants are set, i.e. whether the plugin does anything.
 *
 * @return bool
 */
function roques_revalidate_is_configured() {
	return defined( 'ROQUES_REVALIDATE_URL' ) && is_string( ROQUES_REVALIDATE_URL ) && '' !== ROQUES_REVALIDATE_URL
		&& defined( 'ROQUES_REVALIDATE_SECRET' ) && is_string( ROQUES_REVALIDATE_SECRET ) && '' !== ROQUES_REVALIDATE_SECRET;
}

/**
 * Whether a change to this post can change what the site shows: a post of a watched type, neither
 * a revision nor an autosave.
 *
 * @param WP_Post|null $post The post.
 * @return bool
 */
function roques_revalidate_is_watched( $post ) {
	if ( ! $post instanceof WP_Post ) {
		return false;
	}
	if ( ! in_array( $post->post_type, ROQUES_REVALIDATE_POST_TYPES, true ) ) {
		return false;
	}
	if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return false;
	}
	return ! ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE );
}

/**
 * The slug under which the site knows the post. A trashed post's `post_name` gets `__trashed`
 * appended; its former slug is kept in the `_wp_desired_post_slug` meta.
 *
 * @param WP_Post $post The post.
 * @return string The slug, percent-encoded as WordPress stores it; may be empty.
 */
function roques_revalidate_slug( WP_Post $post ) {
	$slug = (string) $post->post_name;
	if ( '__trashed' === substr( $slug, -9 ) ) {
		$desired = get_post_meta( $post->ID, '_wp_desired_post_slug', true );
		$slug    = is_string( $desired ) && '' !== $desired ? $desired : substr( $slug, 0, -9 );
	}
	return $slug;
}

/**
 * Queues one change; with `$post === null`, returns the queue and empties it.
 *
 * A post changed several times in one request is sent once: `publish` and `delete` win over
 * `update`, otherwise the latest action wins.
 *
 * @param WP_Post|null $post   The changed post.
 * @param string       $action One of `publish`, `update`, `delete`.
 * @return array<int, array{post_id: int, slug: string, action: string}> The queue.
 */
function roques_revalidate_queue( $post = null, $action = 'update' ) {
	static $queue = array();
	if ( null === $post ) {
		$drained = $queue;
		$queue   = array();
		return $drained;
	}
	$previous = isset( $queue[ $post->ID ] ) ? $queue[ $post->ID ]['action'] : null;
	if ( 'update' === $action && null !== $previous ) {
		$action = $previous;
	}
	$queue[ $post->ID ] = array(
		'post_id' => (int) $post->ID,
		'slug'    => roques_revalidate_slug( $post ),
		'action'  => $action,
	);
	if ( ! has_action( 'shutdown', 'roques_revalidate_flush' ) ) {
		add_action( 'shutdown', 'roques_revalidate_flush' );
	}
	return $queue;
}

/**
 * `transition_post_status`: a post becomes published (`publish`), stops being published
 * (`delete`: drafted, made private, trashed…) or is saved while published (`update`).
 *
 * @param string  $new_status New status.
 * @param string  $old_status Previous status.
 * @param WP_Post $post       The post.
 */
function roques_revalidate_on_transition( $new_status, $old_status, $post ) {
	if ( 'publish' !== $new_status && 'publish' !== $old_status ) {
		return;
	}
	if ( ! roques_revalidate_is_watched( $post ) ) {
		return;
	}
	if ( 'publish' !== $old_status ) {
		$action = 'publish';
	} elseif ( 'publish' !== $new_status ) {
		$action = 'delete';
	} else {
		$action = 'update';
	}
	roques_revalidate_queue( $post, $action );
}

/**
 * `save_post`: any save of a published post (content, title, excerpt, featured image…).
 *
 * @param int     $post_id Post ID.
 * @param WP_Post $post    The post.
 */
function roques_revalidate_on_save( $post_id, $post ) {
	if ( 'publish' === $post->post_status && roques_revalidate_is_watched( $post ) ) {
		roques_revalidate_queue( $post, 'update' );
	}
}

/**
 * `trashed_post` and `before_delete_post`: the post leaves the site.
 *
 * @param int $post_id Post ID.
 */
function roques_revalidate_on_removal( $post_id ) {
	$post = get_post( $post_id );
	if ( roques_revalidate_is_watched( $post ) ) {
		roques_revalidate_queue( $post, 'delete' );
	}
}

/**
 * Sends one call to the site without waiting for its answer.
 *
 * @param array<string, int|string> $body JSON body.
 * @return array|WP_Error What `wp_remote_post` returns (no response when non-blocking).
 */
function roques_revalidate_send( array $body ) {
	return wp_remote_post(
		ROQUES_REVALIDATE_URL,
		array(
			'blocking'    => false,
			'timeout'     => 2,
			'redirection' => 0,
			'headers'     => array(
				'Content-Type'        => 'application/json; charset=utf-8',
				'x-revalidate-secret' => ROQUES_REVALIDATE_SECRET,
			),
			'body'        => wp_json_encode( $body ),
		)
	);
}

/**
 * `shutdown`: sends the queued changes, one call per post, or a single call without slug (which
 * refreshes every list and article) when more than ROQUES_REVALIDATE_MAX_CALLS posts changed.
 */
function roques_revalidate_flush() {
	$queue = roques_revalidate_queue();
	if ( empty( $queue ) || ! roques_revalidate_is_configured() ) {
		return;
	}
	if ( count( $queue ) > ROQUES_REVALIDATE_MAX_CALLS ) {
		roques_revalidate_send( array( 'action' => 'update' ) );
		return;
	}
	foreach ( $queue as $change ) {
		roques_revalidate_send( $change );
	}
}

if ( roques_revalidate_is_configured() ) {
	add_action( 'transition_post_status', 'roques_revalidate_on_transition', 10, 3 );
	add_action( 'save_post', 'roques_revalidate_on_save', 10, 2 );
	add_action( 'trashed_post', 'roques_revalidate_on_removal', 10, 1 );
	add_action( 'before_delete_post', 'roques_revalidate_on_removal', 10, 1 );
}
