import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { startSandboxPayment } from '../src/sandbox/payment/server.ts';
import { afterFile } from './file-end.ts';
import { buildTestApp } from './helper.ts';

/** A free loopback port for the platform, so the provider can call it back over real HTTP. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The platform with the sandbox payment provider, both listening on loopback, so a payment on the
 * sandbox cashier reaches the platform as a signed callback over real HTTP; closed after the file.
 */
export async function appWithPaymentSandbox(env: Record<string, string> = {}) {
  const secret = randomBytes(24).toString('hex');
  const sandbox = await startSandboxPayment({ secret });
  afterFile(() => sandbox.close());
  const port = await freePort();
  const app = await buildTestApp({
    PAYMENT_PROVIDER_URL: sandbox.url,
    PAYMENT_PROVIDER_SECRET: secret,
    PAYMENT_CALLBACK_BASE_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  await app.listen({ host: '127.0.0.1', port });
  return { app, sandbox, base: `http://127.0.0.1:${port}` };
}
