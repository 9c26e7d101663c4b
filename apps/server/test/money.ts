// Money helpers shared by the server tests: funding, turnover, operators, payout accounts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { account, transfer } from '../src/ledger/index.ts';
import {
  type DEPOSIT_ADMIN_API,
  luhnValid,
  OPERATOR_API,
  PAYOUT_API,
  type ChannelSaveInput,
  type EndpointAnswer,
  type OperatorRole,
} from '@app/contract';
import { callEndpoint } from './requests.ts';
import { confirmDeposit } from '../src/modules/deposit/confirm.ts';
import { systemClock } from '../src/lib/clock.ts';
import { depositChannels, deposits } from '../src/modules/deposit/schema.ts';
import { createOperator } from '../src/modules/operator/index.ts';
import { startTurnover } from '../src/modules/turnover/index.ts';

const turnover = startTurnover({ clock: systemClock });

/** Credits a member's central wallet as a confirmed deposit would (house 'deposits' -> central). */
export async function fund(db: Db, memberId: number, fen: bigint): Promise<void> {
  await db.transaction((tx) =>
    transfer(tx, {
      type: 'deposit',
      ref: `test-fund:${randomBytes(8).toString('hex')}`,
      memberId,
      from: account.house('deposits'),
      to: account.central(memberId),
      amount: fen,
    }),
  );
}

export async function requireTurnover(db: Db, memberId: number, fen: bigint): Promise<void> {
  await db.transaction((tx) => turnover.require(tx, memberId, `test-req:${randomBytes(8).toString('hex')}`, fen));
}

export async function workOffTurnover(db: Db, memberId: number, fen: bigint): Promise<void> {
  await db.transaction((tx) => turnover.workOff(tx, memberId, `test-bet:${randomBytes(8).toString('hex')}`, fen));
}

/** A signed-in operator: the X-Operator-Token header to send. */
export async function operatorHeaders(app: FastifyInstance, role: OperatorRole = 'finance') {
  const username = `op${randomBytes(4).toString('hex')}`;
  const password = 'Operator-Passw0rd';
  await createOperator(app.database.db, { username, password, role });
  const res = await callEndpoint(app, OPERATOR_API.login, { username, password });
  if (res.body.code !== 1) throw new Error(`operator login failed: ${JSON.stringify(res.body)}`);
  return { 'x-operator-token': res.body.data.token };
}

export const newKey = () => `k-${randomBytes(12).toString('hex')}`;

/** Published test card numbers with a valid Luhn digit. */
export const CARD = '6200000000000005';
export const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** A fresh 16-digit UnionPay-style number with a valid Luhn digit (cards are unique across members). */
export function newCardNumber(): string {
  const body = `62${Array.from(randomBytes(13), (b) => String(b % 10)).join('')}`;
  for (let d = 0; d <= 9; d += 1) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

/** Binds a bank card in the member's registered name, confirmed by the login password, and answers its id. */
export async function bindCard(
  app: FastifyInstance,
  token: string,
  realName = '张三',
  password = 'Passw0rd1',
): Promise<number> {
  const res = await callEndpoint(
    app,
    PAYOUT_API.addBank,
    {
      cardholderName: realName,
      bankCode: 'ICBC',
      cardNumber: newCardNumber(),
      branchAddress: '北京市朝阳支行',
      password,
    },
    { token },
  );
  if (res.body.code !== 1) throw new Error(`addBank failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

type AdminChannel = EndpointAnswer<typeof DEPOSIT_ADMIN_API.channels>['list'][number];

/** What an admin saves to offer the seeded FPS channel, which ships disabled until it has the platform's payee account. */
export function fpsChannelBody(fps: AdminChannel): ChannelSaveInput {
  const { offered: _offered, ...channel } = fps;
  return {
    ...channel,
    min: '100',
    max: '50000',
    rate: null,
    coin: null,
    protocol: null,
    enabled: true,
    payeeName: '平台收款',
    payeeAccount: '1234 5678 9012',
    payeeBank: 'HSBC',
  };
}

/**
 * A deposit of `fen` confirmed the way an operator's approval confirms it (deposit/confirm.ts):
 * the order, the credit and the turnover requirement, on the first payment channel.
 */
export async function confirmedDeposit(app: FastifyInstance, memberId: number, fen: bigint): Promise<void> {
  const db = app.database.db;
  const [channel] = await db.select().from(depositChannels).limit(1);
  const [order] = await db
    .insert(deposits)
    .values({
      orderNo: `DT${randomBytes(8).toString('hex')}`,
      memberId,
      username: `member${memberId}`,
      idempotencyKey: newKey(),
      channelId: channel!.id,
      channelName: channel!.nameEn,
      type: channel!.type,
      kind: channel!.kind,
      amount: fen,
    })
    .returning();
  const deps = { config: app.config, clock: systemClock, turnover };
  const done = await db.transaction((tx) =>
    confirmDeposit(deps, tx, eq(deposits.id, order!.id), { via: 'operator', operatorId: null }),
  );
  if (!done) throw new Error('the test deposit was not confirmed');
}
