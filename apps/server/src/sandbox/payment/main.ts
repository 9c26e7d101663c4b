// Runs the sandbox payment provider on its own, for local development and browser tests:
//   npx tsx apps/server/src/sandbox/payment/main.ts --port 4010 --secret <at least 16 characters>
// then start the platform with PAYMENT_PROVIDER_URL=http://127.0.0.1:4010 and the same PAYMENT_PROVIDER_SECRET.
import { parseArgs } from 'node:util';
import { startSandboxPayment } from './server.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, secret: { type: 'string' }, merchant: { type: 'string' } },
});
if (!values.secret || values.secret.length < 16) {
  console.error('usage: main.ts --port 4010 --secret <shared secret, at least 16 characters> [--merchant platform]');
  process.exit(2);
}
const sandbox = await startSandboxPayment({
  secret: values.secret,
  port: Number(values.port),
  ...(values.merchant ? { merchant: values.merchant } : {}),
});
console.log(`sandbox payment provider listening on ${sandbox.url}`);
