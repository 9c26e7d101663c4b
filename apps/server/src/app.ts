import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
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
import { openDatabase, type Database } from './db/client.ts';
import { seed } from './db/seed.ts';
import { lifecycleOf } from './lib/lifecycle.ts';
import { startModules } from './modules.ts';
import auth from './plugins/auth.ts';
import envelope, { clientErrorHandler, frameworkErrors } from './plugins/envelope.ts';
import idempotency from './plugins/idempotency.ts';
import operatorAuth from './plugins/operator-auth.ts';
import { registerRoutes } from './plugins/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** External plugins, in the order their hooks must run. */
async function registerExternalPlugins(app: FastifyInstance, config: Config, redis: Redis | null) {
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(helmet, { contentSecurityPolicy: false });
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Platform API', version: LIMITS.appVersion } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** The built web app under /h5/, when it was built. */
async function serveWebApp(app: FastifyInstance, config: Config) {
  const webDist = config.webDistDir ?? defaultWebDist;
  if (!existsSync(webDist)) return;
  await app.register(fastifyStatic, { root: webDist, prefix: '/h5/' });
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/h5/'));
  app.get('/h5', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/h5/'));
}

/** The whole platform as one Fastify instance: used by main.ts and by every server test. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
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
  const modules = await startModules({ database, config, lifecycle: lifecycleOf(app) });
  await app.register(envelope);
  await app.register(auth, { authenticate: modules.authenticate.member });
  await app.register(operatorAuth, { authenticate: modules.authenticate.operator });
  await app.register(idempotency, { db: database.db, abandonedMs: config.idempotency.abandonedMs });
  await seed(config, modules);
  await app.register((api) => registerRoutes(api, modules.routes), { prefix: '/api' });
  app.get('/load.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain').send('ok'));
  await serveWebApp(app, config);
  return app;
}
