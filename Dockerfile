# syntax=docker/dockerfile:1
#
# The site as one image (README « Deploying »): Node.js LTS, non-root, only Next.js's standalone
# output, the browser's static files and the server entry (scripts/server.mjs, with the module it
# imports).
#
#   docker build -t roques-avocat-site \
#     --build-arg SITE_URL=https://www.example.fr \
#     --build-arg WORDPRESS_API_URL=https://blog.example.fr/wp-json/wp/v2 .
#
# The build never contacts WordPress: WORDPRESS_API_URL only gives the origin allowed for
# optimised images (next.config.ts), and SITE_URL the canonical origin; both are read at build time.
# Every other setting is read at run time (README « Settings »).

ARG NODE_VERSION=24

# ── Dependencies: the lockfile's exact versions. No install script runs: none is needed (Next.js's
# compiler, Tailwind's and sharp's native parts are ordinary optional packages).
FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund

# ── Build: `next build` writes .next/standalone (server, traced node_modules, the cache handler
# lib/cache/*.mjs) and .next/static; `npm run build` then gives its scripts V8's compile hint
# (scripts/compile-hints.mjs).
FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
ARG SITE_URL=http://localhost:3000
# No default origin: an image built without it optimises no WordPress image rather than allowing a
# loopback one (compose.yaml passes the demo WordPress's when it runs the demo).
ARG WORDPRESS_API_URL=
ENV NEXT_TELEMETRY_DISABLED=1 \
    SITE_URL=${SITE_URL} \
    WORDPRESS_API_URL=${WORDPRESS_API_URL}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# ── Runtime. The repository has no public/ folder; add
# `COPY --from=build --chown=node:node /app/public ./public` if one appears.
FROM node:${NODE_VERSION}-slim AS runtime
WORKDIR /app
# HOSTNAME: Docker sets it to the container's id; the server must listen on every interface.
# NODE_OPTIONS: V8's heap limit (README « Load and memory »); keep the container's memory limit
# about 128 MB above it.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    NODE_OPTIONS=--max-old-space-size=384
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/scripts/server.mjs /app/scripts/scripts-after-paint.mjs /app/scripts/static-assets.mjs ./
# The user of the official Node.js images (uid 1000); it owns .next, where the cache is written.
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: /api/health answers 503, requests are served for SHUTDOWN_DRAIN_SECONDS (5), then the
# requests in flight are finished; give it `docker stop --time 30` (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
