# Gateiros in one container, on Node 24 LTS: `docker build -t gateiros .` (docs/deploy.md).
# The build stage runs the same commands as the README and CI (npm ci, npm run build); the runtime
# stage gets the built app, restic for off-site backups, and runs as the non-root `node` user.
# `npm run test:container` builds this file with podman and tests the image for real.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Toolchain for native modules (better-sqlite3, argon2, sharp) when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
# node-gyp builds against the headers the base image carries (/usr/local/include/node) instead of
# downloading them from nodejs.org.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# restic sends the off-site backup copies; ca-certificates for its https backends (S3, B2, REST),
# openssh-client for SFTP. No compiler here: the native modules come built from the build stage.
RUN apt-get update && apt-get install -y --no-install-recommends restic ca-certificates openssh-client \
    && rm -rf /var/lib/apt/lists/*
# MALLOC_ARENA_MAX=2: glibc's malloc gives each thread that allocates (libvips decoding a photo,
# libuv's pool) an arena of its own and keeps freed memory in it; capping the arenas keeps the RSS
# peak under photo uploads low (`npm run test:memory` reads this line). sharp's docs warn that
# glibc's allocator fragments in long-running threaded processes; this is the fix that needs no
# extra package (docs/operations.md, "Memory").
# NODE_COMPILE_CACHE: Node keeps the bundle's compiled code there (keyed by its content), so a
# restart skips most of the parse and compile.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    NODE_COMPILE_CACHE=/tmp/node-compile-cache \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/gateiros.db \
    UPLOADS_DIR=/uploads \
    BACKUP_DIR=/backups \
    DEMO_DATA=false
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
# The code stays root's, so the server cannot change it; it writes only to the three volumes.
# Backups (automatic and `npm run backup`) go to /backups, best mounted from another disk.
RUN mkdir -p /data /uploads /backups && chown node:node /data /uploads /backups
USER node
VOLUME ["/data", "/uploads", "/backups"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The version people see (/health, /admin/health, Settings → Sobre) is package.json's plus the
# commit, given at build time because .git is not in the build context:
#   docker build --build-arg GATEIROS_COMMIT=$(git rev-parse HEAD) --build-arg GATEIROS_VERSION=$(npm pkg get version | tr -d '"') .
# (compose.yaml passes the commit from .env or the shell). The labels say the same on the image.
# Last, so that a new commit rebuilds no layer but these.
ARG GATEIROS_VERSION=""
ARG GATEIROS_COMMIT=""
LABEL org.opencontainers.image.title="Gateiros" \
      org.opencontainers.image.version="${GATEIROS_VERSION}" \
      org.opencontainers.image.revision="${GATEIROS_COMMIT}"
# The label must say the version the app reports.
RUN v="$(node -p 'require("./package.json").version')"; \
    if [ -n "$GATEIROS_VERSION" ] && [ "$GATEIROS_VERSION" != "$v" ]; then \
      echo "GATEIROS_VERSION=$GATEIROS_VERSION, but package.json says $v" >&2; exit 1; fi
ENV GATEIROS_COMMIT=${GATEIROS_COMMIT}
# No --enable-source-maps: Node would parse the whole source map at start and keep it in memory
# (docs/operations.md, "Memory"). The maps ship beside the bundle for reading a trace.
CMD ["node", "dist/server/main.js"]
