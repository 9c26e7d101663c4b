import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { OPERATOR_API } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import type * as Password from '../../lib/password.ts';
import { buildTestApp, callEndpoint, onPostgres } from '../../../test/helper.ts';
import { createOperator } from './index.ts';

// Counts the password hashes actually checked, to prove the lock-out is claimed before the slow hash.
const checks = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../lib/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  return {
    ...real,
    verifySecret: (hash: string, secret: string) => {
      checks.n += 1;
      return real.verifySecret(hash, secret);
    },
  };
});

const MAX = 5;
const app = await buildTestApp({ LOGIN_MAX_FAILURES: String(MAX) });
const db = app.database.db;
const PASSWORD = 'Operator-pass-2026';

describe.runIf(onPostgres)('operator lock-out under 200 concurrent wrong passwords (PostgreSQL)', () => {
  it('checks at most LOGIN_MAX_FAILURES, audits each, then refuses the right password; no session opened', async () => {
    const op = await createOperator(db, { username: 'race.op', password: PASSWORD, role: 'admin' });
    checks.n = 0;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        callEndpoint(app, OPERATOR_API.login, { username: 'race.op', password: `wrong-password-${i}` }),
      ),
    );
    expect(checks.n).toBe(MAX);
    expect(answers.filter((a) => a.body.error === 'operator.login_failed')).toHaveLength(MAX - 1);
    expect(answers.filter((a) => a.status === 423 && a.body.error === 'operator.locked')).toHaveLength(200 - (MAX - 1));
    const right = await callEndpoint(app, OPERATOR_API.login, { username: 'race.op', password: PASSWORD });
    expect(right.status).toBe(423);
    expect(right.body).toMatchObject({ code: 0, error: 'operator.locked' });
    const [row] = await queryRows<{ sessions: number; failed: number; locking: number }>(
      db,
      sql`select (select count(*)::int from operator_sessions where operator_id = ${op.operatorId}) as sessions,
            (select count(*)::int from audit_log where action = 'operator.login_failed'
              and target = ${`operator:${op.operatorId}`}) as failed,
            (select count(*)::int from audit_log where action = 'operator.login_failed'
              and target = ${`operator:${op.operatorId}`} and detail->>'locked' = 'true') as locking`,
    );
    expect(row).toEqual({ sessions: 0, failed: MAX, locking: 1 });
  });
});
