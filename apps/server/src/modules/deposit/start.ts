import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { startSandboxPayment, type SandboxPayment } from '../../sandbox/payment/server.ts';
import { paymentProvidersOf } from './provider.ts';
import { createDepositService, type DepositDeps, type DepositService } from './service.ts';

/** Where the platform listens, for callbacks from the same machine (PORT may be 0: any free port). */
function ownUrl(app: FastifyInstance, fallbackPort: number): string {
  const a = app.server.address();
  if (!a || typeof a === 'string') return `http://127.0.0.1:${fallbackPort}`;
  const host =
    a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
  return `http://${host}:${a.port}`;
}

/**
 * Brings deposits up with the platform: the online channels use the configured payment provider,
 * or in demo mode (SEED_DEMO with SANDBOX_PAYMENT, and no PAYMENT_PROVIDER_URL) the sandbox
 * payment provider run on 127.0.0.1 beside the platform, so that members can try online
 * deposits. The sandbox stops with `app`.
 */
export async function startDeposits(
  app: FastifyInstance,
  db: Db,
  config: Config,
  deps: Omit<DepositDeps, 'providers'>,
): Promise<DepositService> {
  let sandbox: SandboxPayment | null = null;
  let paymentProvider = config.paymentProvider;
  const demo = config.sandboxPayment;
  if (!paymentProvider && demo.run && config.seedDemo) {
    // The platform is the sandbox's only client here, so a secret of this run is enough.
    const secret = randomBytes(24).toString('hex');
    sandbox = await startSandboxPayment({
      secret,
      merchant: demo.merchant,
      merchantName: config.siteName,
      port: demo.port,
      maxAgeSeconds: demo.maxAgeSeconds,
    });
    paymentProvider = {
      url: sandbox.url,
      secret,
      merchant: demo.merchant,
      maxAgeSeconds: demo.maxAgeSeconds,
      // Read when a payment is created, by then the platform listens and its port is known.
      get callbackBaseUrl() {
        return demo.callbackBaseUrl ?? ownUrl(app, config.port);
      },
    };
    app.log.info(`sandbox payment provider (demo) listening on ${sandbox.url}`);
  }
  app.addHook('onClose', async () => {
    await sandbox?.close();
  });
  return createDepositService(
    db,
    { ...config, paymentProvider },
    { ...deps, providers: paymentProvidersOf({ paymentProvider }) },
  );
}
