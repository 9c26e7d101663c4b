import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { en, zh_hans } from '@app/contract/messages';
import { DEPOSIT_ADMIN_API, OPERATOR_API, USER_API, type ChannelSaveInput } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { operatorCreateArgs } from './cli-args.ts';
import { createOperator } from './index.ts';

const app = await buildTestApp({ LOGIN_MAX_FAILURES: '3' });
const db = app.database.db;
const PASSWORD = 'Operator-pass-2026';

let seq = 0;
async function operator(role: 'finance' | 'admin') {
  seq += 1;
  const username = `${role}.op${seq}`;
  await createOperator(db, { username, password: PASSWORD, role });
  const res = await callEndpoint(app, OPERATOR_API.login, { username, password: PASSWORD });
  expect(res.body.code).toBe(1);
  return res.body.data;
}

const asOperator = (token: string) => ({ headers: { 'x-operator-token': token } });
const auditRows = (action: string) =>
  queryRows<{ operator_id: number | null; target: string; detail: Record<string, unknown> }>(
    db,
    sql`select operator_id::int as operator_id, target, detail from audit_log where action = ${action} order by id`,
  );

describe('creating operators (the function behind npm run operator:create)', () => {
  it('creates an operator with a hashed password and an audit row', async () => {
    const op = await createOperator(db, { username: 'Cli.Admin', password: PASSWORD, role: 'admin' });
    expect(op).toMatchObject({ username: 'Cli.Admin', role: 'admin' });
    const [row] = await queryRows<{ password_hash: string; status: string }>(
      db,
      sql`select password_hash, status from operators where id = ${op.operatorId}`,
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.status).toBe('active');
    const audit = await auditRows('operator.create');
    expect(audit.find((a) => a.target === `operator:${op.operatorId}`)).toMatchObject({
      operator_id: null,
      detail: { role: 'admin' },
    });
  });

  it('refuses a taken username (whatever its case), a weak password and an unknown role', async () => {
    await expect(
      createOperator(db, { username: 'cli.admin', password: PASSWORD, role: 'finance' }),
    ).rejects.toMatchObject({
      key: 'operator.username_taken',
    });
    await expect(
      createOperator(db, { username: 'weakling', password: 'short1', role: 'finance' }),
    ).rejects.toMatchObject({
      key: 'operator.password_rule',
    });
    await expect(createOperator(db, { username: 'boss', password: PASSWORD, role: 'root' })).rejects.toMatchObject({
      key: 'operator.role_rule',
    });
    const [n] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from operators where lower(username) in ('weakling', 'boss')`,
    );
    expect(n!.n).toBe(0);
  });

  it('reads its arguments, falling back to the configured defaults', () => {
    expect(
      operatorCreateArgs(['--username', 'ops1', '--password', PASSWORD, '--role', 'finance'], {} as never),
    ).toEqual({
      username: 'ops1',
      password: PASSWORD,
      role: 'finance',
    });
    expect(
      operatorCreateArgs(['--username', 'ops1'], { username: undefined, password: 'from-env-123456', role: 'admin' }),
    ).toEqual({
      username: 'ops1',
      password: 'from-env-123456',
      role: 'admin',
    });
    expect(
      operatorCreateArgs(['--role', 'admin'], { username: undefined, password: undefined, role: undefined }),
    ).toHaveProperty('error');
    expect(
      operatorCreateArgs(['--bogus'], { username: undefined, password: undefined, role: undefined }),
    ).toHaveProperty('error');
  });
});

describe('operator sessions', () => {
  it('logs in, answers who it is, logs out; each action audited', async () => {
    const op = await operator('finance');
    const me = await callEndpoint(app, OPERATOR_API.me, undefined, asOperator(op.token));
    expect(me.body).toMatchObject({ code: 1, data: { username: op.username, role: 'finance' } });
    const out = await callEndpoint(app, OPERATOR_API.logout, {}, asOperator(op.token));
    expect(out.body).toMatchObject({ code: 1, msg: zh_hans['operator.logged_out'] });
    const after = await callEndpoint(app, OPERATOR_API.me, undefined, asOperator(op.token));
    expect(after.status).toBe(401);
    expect((await auditRows('operator.login')).some((a) => a.operator_id === op.operatorId)).toBe(true);
    expect((await auditRows('operator.logout')).some((a) => a.operator_id === op.operatorId)).toBe(true);
  });

  it('refuses a wrong password in both languages and locks after repeated failures', async () => {
    await createOperator(db, { username: 'lockme', password: PASSWORD, role: 'finance' });
    const zh = await callEndpoint(app, OPERATOR_API.login, { username: 'lockme', password: 'wrong-password-1' });
    expect(zh.body).toMatchObject({ code: 0, msg: zh_hans['operator.login_failed'], error: 'operator.login_failed' });
    const english = await callEndpoint(
      app,
      OPERATOR_API.login,
      { username: 'nobody', password: 'wrong-password-1' },
      { lang: 'en' },
    );
    expect(english.body).toMatchObject({ code: 0, msg: en['operator.login_failed'] });
    await callEndpoint(app, OPERATOR_API.login, { username: 'lockme', password: 'wrong-password-1' });
    await callEndpoint(app, OPERATOR_API.login, { username: 'lockme', password: 'wrong-password-1' });
    const locked = await callEndpoint(app, OPERATOR_API.login, { username: 'lockme', password: PASSWORD });
    expect(locked.status).toBe(423);
    expect(locked.body.error).toBe('operator.locked');
  });

  it('no token: 401; a member token is not an operator token, nor the other way round', async () => {
    const none = await callEndpoint(app, DEPOSIT_ADMIN_API.list);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({
      code: 401,
      error: 'operator.unauthorized',
      msg: zh_hans['operator.unauthorized'],
    });
    const member = await registerMember(app);
    const asMemberHeader = await callEndpoint(app, DEPOSIT_ADMIN_API.list, undefined, { token: member.token });
    expect(asMemberHeader.status).toBe(401);
    const memberTokenAsOperator = await callEndpoint(app, DEPOSIT_ADMIN_API.list, undefined, asOperator(member.token));
    expect(memberTokenAsOperator.status).toBe(401);
    const op = await operator('admin');
    const operatorAsMember = await callEndpoint(app, USER_API.userInfo, undefined, { token: op.token });
    expect(operatorAsMember.status).toBe(401);
  });

  it('finance works the money queues; only admin reads the audit log and edits channels', async () => {
    const finance = await operator('finance');
    const admin = await operator('admin');
    expect((await callEndpoint(app, DEPOSIT_ADMIN_API.list, undefined, asOperator(finance.token))).body.code).toBe(1);
    expect((await callEndpoint(app, DEPOSIT_ADMIN_API.channels, undefined, asOperator(finance.token))).body.code).toBe(
      1,
    );
    const audit = await callEndpoint(app, OPERATOR_API.audit, undefined, { ...asOperator(finance.token), lang: 'en' });
    expect(audit.status).toBe(403);
    expect(audit.body).toMatchObject({ code: 0, error: 'common.forbidden', msg: en['common.forbidden'] });
    const channel: ChannelSaveInput = {
      code: 'cs-test',
      type: 'cash',
      kind: 'service',
      nameZhHans: '现金测试',
      nameEn: 'Cash test',
      min: '100',
      max: '50000',
      enabled: true,
    };
    expect((await callEndpoint(app, DEPOSIT_ADMIN_API.saveChannel, channel, asOperator(finance.token))).status).toBe(
      403,
    );
    const saved = await callEndpoint(app, DEPOSIT_ADMIN_API.saveChannel, channel, asOperator(admin.token));
    expect(saved.body).toMatchObject({ code: 1, data: { code: 'cs-test', offered: true } });
    const log = await callEndpoint(app, OPERATOR_API.audit, { action: 'channel.create' }, asOperator(admin.token));
    expect(log.body.data.list[0]).toMatchObject({ action: 'channel.create', operatorId: admin.operatorId });
  });
});
