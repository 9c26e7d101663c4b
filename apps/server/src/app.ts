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
import { seedDemo } from './db/seed.ts';
import { account } from './ledger/accounts.ts';
import { balanceOf } from './ledger/ledger.ts';
import { startBetRecords } from './modules/betrecord/index.ts';
import { startCatalogue } from './modules/catalogue/index.ts';
import commonRoutes from './modules/common/routes.ts';
import { createCommonService } from './modules/common/service.ts';
import depositRoutes from './modules/deposit/routes.ts';
import { startDeposits } from './modules/deposit/start.ts';
import { startLottery } from './modules/lottery/start.ts';
import { startOperators } from './modules/operator/index.ts';
import payoutRoutes from './modules/payout/routes.ts';
import { createPayoutService } from './modules/payout/service.ts';
import recordsRoutes from './modules/records/routes.ts';
import { createRecordsService } from './modules/records/service.ts';
import userRoutes from './modules/user/routes.ts';
import { createUserService } from './modules/user/service.ts';
import { startVenues } from './modules/venue/index.ts';
import { startWallet } from './modules/wallet/index.ts';
import withdrawRoutes from './modules/withdraw/routes.ts';
import { createWithdrawService } from './modules/withdraw/service.ts';
import auth from './plugins/auth.ts';
import envelope from './plugins/envelope.ts';
import idempotency from './plugins/idempotency.ts';
import operatorAuth from './plugins/operator-auth.ts';
import { registerRoutes } from './plugins/routes.ts';
import { lifecycleOf } from './lib/lifecycle.ts';
import { startTurnover } from './modules/turnover/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole platform as one Fastify instance: used by main.ts and by every server test. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
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
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(helmet, { contentSecurityPolicy: false });
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Platform API', version: LIMITS.appVersion } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(envelope);
  const users = createUserService(database.db, config);
  const common = createCommonService(database.db, config);
  await app.register(auth, { authenticate: users.authenticate });
  const operators = startOperators({ db: database.db, config });
  await app.register(operatorAuth, { authenticate: operators.authenticate });

  await common.seed();
  if (config.seedDemo) await seedDemo(users);

  await app.register(idempotency, { db: database.db, abandonedMs: config.idempotency.abandonedMs });
  const { db } = database;
  const turnover = startTurnover();
  await app.register(
    async (api) => {
      await api.register(userRoutes, { users, balanceOf: (memberId) => balanceOf(db, account.central(memberId)) });
      await api.register(commonRoutes, { common });
      await registerRoutes(api, operators.routes);

      // Money: venue wallets, deposits, payout accounts, withdrawals, and the records of them all.
      const venues = await startVenues({ db, config, lifecycle: lifecycleOf(app), turnover });
      await registerRoutes(api, startWallet({ db, venues }).routes);
      const deposits = await startDeposits(api, db, config, { uploadOwner: common.uploadOwner });
      await api.register(depositRoutes, { deposits });
      const payout = createPayoutService(db, { users, common });
      const withdraw = createWithdrawService(db, config, { users, payout });
      await api.register(payoutRoutes, { payout });
      await api.register(withdrawRoutes, { withdraw });
      const tradeSources = [deposits.tradeSource, venues.tradeSource, withdraw.tradeSource];
      await api.register(recordsRoutes, { records: createRecordsService(db, config, tradeSources) });

      // Games: the first-party lottery, the catalogue, venue bet histories and the bet records.
      const lottery = await startLottery(api, database, config);
      const catalogue = startCatalogue({ db, venues, common });
      await catalogue.seed();
      await registerRoutes(api, catalogue.routes);
      const bets = startBetRecords({
        config,
        lottery,
        venueBets: venues.bets,
        venues: venues.catalogue,
        games: catalogue.directory,
      });
      await registerRoutes(api, bets.routes);
    },
    { prefix: '/api' },
  );
  app.get('/load.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain').send('ok'));

  const webDist = config.webDistDir ?? defaultWebDist;
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/h5/' });
    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/h5/'));
    app.get('/h5', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/h5/'));
  }
  return app;
}
