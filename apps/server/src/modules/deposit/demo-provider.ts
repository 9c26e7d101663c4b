import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import { startSandboxPayment } from '../../sandbox/payment/server.ts';
import type { DepositDeps } from './deps.ts';

/** Where the platform listens, for callbacks from the same machine (PORT may be 0: any free port). */
function ownUrl(lifecycle: Lifecycle, fallbackPort: number): string {
  const a = lifecycle.address();
  if (!a || typeof a === 'string') return `http://127.0.0.1:${fallbackPort}`;
  const host =
    a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
  return `http://${host}:${a.port}`;
}

/**
 * The payment provider of online channels: the configured one, or in demo mode (SEED_DEMO with
 * SANDBOX_PAYMENT, and no PAYMENT_PROVIDER_URL) the sandbox payment provider run on 127.0.0.1
 * beside the platform, so that members can try online deposits. The sandbox stops with the platform.
 */
export async function paymentProviderOf(
  deps: Pick<DepositDeps, 'config' | 'lifecycle'>,
): Promise<Config['paymentProvider']> {
  const { config, lifecycle } = deps;
  const demo = config.sandboxPayment;
  if (config.paymentProvider || !demo.run || !config.seedDemo) return config.paymentProvider;
  // The platform is the sandbox's only client here, so a secret of this run is enough.
  const secret = randomBytes(24).toString('hex');
  const sandbox = await startSandboxPayment({
    secret,
    merchant: demo.merchant,
    merchantName: config.siteName,
    port: demo.port,
    maxAgeSeconds: demo.maxAgeSeconds,
  });
  lifecycle.log.info(`sandbox payment provider (demo) listening on ${sandbox.url}`);
  lifecycle.beforeClose(() => sandbox.close());
  return {
    url: sandbox.url,
    secret,
    merchant: demo.merchant,
    maxAgeSeconds: demo.maxAgeSeconds,
    // Read when a payment is created, by then the platform listens and its port is known.
    get callbackBaseUrl() {
      return demo.callbackBaseUrl ?? ownUrl(lifecycle, config.port);
    },
  };
}
