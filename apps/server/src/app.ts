import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { LIMITS } from '@app/contract';
import type { Config } from './config.ts';
import { PATHS } from './paths.ts';
import { openDatabase, type Database } from './db/client.ts';
import { maintainEmbedded } from './db/maintenance.ts';
import { seed } from './db/seed.ts';
import { lifecycleOf } from './lib/lifecycle.ts';
import { startModules } from './platform/index.ts';
import auth from './plugins/auth.ts';
import envelope, { clientErrorHandler, frameworkErrors } from './plugins/envelope.ts';
import idempotency from './plugins/idempotency.ts';
import operatorAuth from './plugins/operator-auth.ts';
import securityHeaders, { securityHeaders as headersOf } from './plugins/security-headers.ts';
import { registerSandboxChat } from './sandbox/chat/routes.ts';
import { registerRoutes } from './plugins/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

/**
 * The Content-Security-Policy of every answer, the web app's above all (docs/decisions.md, Web app):
 * scripts and styles only from our own files, no inline script; images also as data: and blob:
 * (previews of a chosen file); the app calls only its own origin; no page may frame it.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The web app's own policy: CSP_DIRECTIVES with frame-src listing, besides its own origin, only the
 * live-chat origins operators allow framed (docs/decisions.md, Customer service); worked out again
 * only when that list changes.
 */
function webAppPolicy(frameOrigins: () => Promise<string[]>): () => Promise<string> {
  let last: { key: string; value: string } | null = null;
  return async () => {
    const origins = await frameOrigins();
    const key = origins.join(' ');
    if (last?.key !== key) {
      // None: default-src 'self' already covers frames, and the policy stays the API's.
      const directives = origins.length > 0 ? { ...CSP_DIRECTIVES, frameSrc: ["'self'", ...origins] } : CSP_DIRECTIVES;
      const headers = headersOf({ contentSecurityPolicy: { useDefaults: false, directives } });
      last = { key, value: headers['content-security-policy']! };
    }
    return last.value;
  };
}

/** External plugins, in the order their hooks must run. */
async function registerExternalPlugins(app: FastifyInstance, config: Config, redis: Redis | null) {
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(securityHeaders, {
    options: { contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } },
  });
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Platform API', version: LIMITS.appVersion } },
    transform: jsonSchemaTransform,
  });
  // Swagger UI answers with its own policy: its scripts, the validator badge and the <style> its
  // bundle inserts; served over plain HTTP too, so without upgrade-insecure-requests.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(/\s*upgrade-insecure-requests;?/, '').replace('style-src ', "style-src 'unsafe-inline' "),
  });
}

/** The built web app under /h5/, when it was built. */
async function serveWebApp(app: FastifyInstance, config: Config, frameOrigins: () => Promise<string[]>) {
  const webDist = config.webDistDir ?? PATHS.webDist;
  if (!existsSync(webDist)) return;
  const hashedAssets = join(webDist, 'assets') + sep;
  const policy = webAppPolicy(frameOrigins);
  await app.register(async (web) => {
    web.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', await policy());
    });
    // The answer depends on Accept-Encoding (added to any Vary that CORS set).
    web.addHook('onSend', async (_request, reply) => {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    });
    await web.register(fastifyStatic, {
      root: webDist,
      prefix: '/h5/',
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      // Not .vite/manifest.json: the build's chunk graph is for scripts/bundle-budget.ts only.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, path) => {
        // Files under assets/ carry a hash of their content in the name, so they never change;
        // index.html (and the icon) keep their names and are revalidated on every load.
        const hashed = path.startsWith(hashedAssets);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/h5/'));
  app.get('/h5', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/h5/'));
}

/** The whole platform as one Fastify instance: used by main.ts and by every server test. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    requestTimeout: LIMITS.requestTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config);
  app.decorate('database', database);
  app.decorate('config', config);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;
  app.addHook('onClose', async () => {
    await database.close();
    redis?.disconnect();
  });

  // External plugins first, then our own, then routes.
  await registerExternalPlugins(app, config, redis);
  const lifecycle = lifecycleOf(app);
  const modules = await startModules({ database, config, lifecycle });
  maintainEmbedded(database, lifecycle);
  await app.register(envelope);
  await app.register(auth, { authenticate: modules.authenticate.member });
  await app.register(operatorAuth, { authenticate: modules.authenticate.operator });
  await app.register(idempotency, { db: database.db, abandonedMs: config.idempotency.abandonedMs });
  await seed(config, modules);
  await app.register((api) => registerRoutes(api, modules.routes), { prefix: '/api' });
  app.get('/load.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain').send('ok'));
  if (config.sandboxChat) await registerSandboxChat(app);
  await serveWebApp(app, config, modules.frameOrigins);
  return app;
}
