# Gateiros in one container, on Node 24 LTS. Not built on the development
# machines (no Docker engine there): its steps are the same commands the README and CI run (npm ci,
# npm run build).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Toolchain for native modules (better-sqlite3 compiles from source when no prebuilt matches).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/gateiros.db \
    UPLOADS_DIR=/uploads \
    DEMO_DATA=false
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
# The code stays root's, so the server cannot change it; it writes only to the three volumes.
# `npm run backup` (default folder ./backups) writes into /backups, meant to be mounted from outside.
RUN mkdir -p /data /uploads /backups && chown node:node /data /uploads /backups \
    && ln -s /backups /app/backups
USER node
VOLUME ["/data", "/uploads", "/backups"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
