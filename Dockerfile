# syntax=docker/dockerfile:1
# KetoFlow production image: one Node process serving the API and the built web app.
# compose.yaml runs two of these on PostgreSQL behind nginx (README: Production).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
# Build, drop dev dependencies, and gather what the server reads at run time in /out: the
# bundle, migrations, data files, the web build and production dependencies (the workspace
# packages stay, as npm links them from node_modules).
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /out/apps/api /out/apps/web /out/packages \
  && cp -a package.json node_modules /out/ \
  && cp -a apps/api/package.json apps/api/dist apps/api/drizzle apps/api/data /out/apps/api/ \
  && if [ -d apps/api/node_modules ]; then cp -a apps/api/node_modules /out/apps/api/; fi \
  && cp -a apps/web/package.json apps/web/dist /out/apps/web/ \
  && cp -a packages/contracts packages/domain /out/packages/

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /out/ ./
# The image's `node` user (uid 1000) runs the server; it may only write DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server/server.mjs"]
