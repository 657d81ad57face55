# syntax=docker/dockerfile:1
#
# The site as one image (README « Deploying »): Node.js 24, non-root, the build (`dist/`), the
# production server compiled into `dist/node/`, and the production dependencies only.
#
#   docker build -t roques-avocat-site \
#     --build-arg SITE_URL=https://www.example.fr \
#     --build-arg WORDPRESS_API_URL=https://blog.example.fr/wp-json/wp/v2 .
#
# The build never contacts WordPress: WORDPRESS_API_URL only gives the origin allowed for images
# (astro.config.ts `image.remotePatterns`), and SITE_URL the canonical origin; both are read at
# build time. Every other setting is read at run time (README « Settings »).

ARG NODE_VERSION=24

# ── Dependencies, the lockfile's exact versions. No install script runs: none is needed here
# (esbuild's, sharp's and Tailwind's native parts are ordinary optional packages), and the `node`
# package's would download a second Node.js where the image has one (its link is removed, so that
# npm scripts run the image's Node.js).
FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund && rm -f node_modules/.bin/node

FROM node:${NODE_VERSION}-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# ── Build: `astro build` writes dist/server (the site, rendered on demand) and dist/client (the
# browser's files).
FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
ARG SITE_URL=http://localhost:3000
# No default origin: an image built without it transforms no WordPress image rather than allowing
# a loopback one (compose.yaml passes the demo WordPress's when it runs the demo).
ARG WORDPRESS_API_URL=
# Id answered by /api/health and separating each build's pages in Redis (e.g. the commit);
# astro.config.ts makes one up when empty.
ARG BUILD_ID=
# `1` builds for a public SITE_URL although practice facts are left to confirm (README « Editing
# the practice's facts »); unset, such a build fails.
ARG ALLOW_PLACEHOLDER_FACTS=
ENV SITE_URL=${SITE_URL} \
    WORDPRESS_API_URL=${WORDPRESS_API_URL} \
    BUILD_ID=${BUILD_ID} \
    ALLOW_PLACEHOLDER_FACTS=${ALLOW_PLACEHOLDER_FACTS} \
    ASTRO_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# ── Runtime: read-only files owned by root, run by the unprivileged user of the official images.
# The server writes nothing: its caches are in memory and in Redis.
FROM node:${NODE_VERSION}-slim AS runtime
WORKDIR /app
# HOST: every interface of the container. NODE_OPTIONS: V8's heap limit and young generation;
# MALLOC_*: glibc's malloc with two arenas, giving freed memory back (README « Load and memory »,
# scripts/lib/stack.mjs); keep the container's memory limit about 128 MB above the heap's.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    NODE_OPTIONS="--max-old-space-size=384 --max-semi-space-size=2" \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    MALLOC_MMAP_THRESHOLD_=65536
COPY package.json ./
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: /api/health answers 503, requests are served for SHUTDOWN_DRAIN_SECONDS (5), then the
# requests in flight are finished; give it `docker stop --time 30` (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "dist/node/server.js"]
