import { deflateSync, crc32 } from 'node:zlib';
import {
  ACTIVITY_API,
  DEPOSIT_ADMIN_API,
  OPERATOR_API,
  OPERATOR_TOKEN_HEADER,
  PAYOUT_API,
  WITHDRAW_API,
  luhnValid,
  type ActivitySave,
} from '@app/contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OPERATOR } from './operator';
import { PASSWORD, zh } from './support';

/** `{origin}/api/` of the platform serving `baseURL` (…/h5/). */
export function apiBase(baseURL: string): string {
  return new URL('/api/', baseURL).toString();
}

/** A real PNG (8x8, one colour): signature, IHDR, one zlib-compressed IDAT, IEND, each chunk with its CRC. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [52, 81, 209]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `prefix` plus the digit that makes it pass the Luhn check. */
export function withLuhnDigit(prefix: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${prefix}${d}`)) return `${prefix}${d}`;
  throw new Error('unreachable');
}

/**
 * A valid 19-digit card number of `bin` no other run has bound: a card is one member's at a time,
 * and a database may be shared with earlier runs.
 */
export function newCardNumber(bin: string): string {
  const digits = Array.from({ length: 18 - bin.length }, () => Math.floor(Math.random() * 10)).join('');
  return withLuhnDigit(`${bin}${digits}`);
}

type Envelope<T> = { code: number; msg: string; data: T; error?: string };

async function call<T>(
  request: APIRequestContext,
  url: string,
  init: { method?: string; headers: Record<string, string>; data?: unknown },
) {
  const response =
    init.method === 'POST'
      ? await request.post(url, { headers: init.headers, data: init.data ?? {} })
      : await request.get(url, { headers: init.headers });
  const answer = (await response.json()) as Envelope<T>;
  expect(answer, `${url}: ${answer.msg}`).toMatchObject({ code: 1 });
  return answer.data;
}

/** The back office, as the e2e operator (created before the server started). */
export async function operatorSession(request: APIRequestContext, baseURL: string) {
  const api = apiBase(baseURL);
  const { token } = await call<{ token: string }>(request, `${api}${OPERATOR_API.login.path}`, {
    method: 'POST',
    headers: {},
    data: { username: E2E_OPERATOR.username, password: E2E_OPERATOR.password },
  });
  const headers = { [OPERATOR_TOKEN_HEADER]: token };
  return {
    /** The FPS channel takes bank transfers with payer name and proof; it ships disabled without a payee account. */
    async offerFps() {
      const { list } = await call<{ list: ({ code: string; offered: boolean } & Record<string, unknown>)[] }>(
        request,
        `${api}${DEPOSIT_ADMIN_API.channels.path}`,
        { headers },
      );
      const fps = list.find((c) => c.code === 'fps');
      if (!fps) throw new Error('no fps channel');
      if (fps.offered) return;
      const { offered: _offered, ...channel } = fps;
      await call(request, `${api}${DEPOSIT_ADMIN_API.saveChannel.path}`, {
        method: 'POST',
        headers,
        data: { ...channel, enabled: true, payeeName: '平台收款', payeeAccount: '012-345678-901', payeeBank: 'HSBC' },
      });
    },
    approveDeposit: (orderNo: string) =>
      call(request, `${api}${DEPOSIT_ADMIN_API.approve.path}`, { method: 'POST', headers, data: { orderNo } }),
    payWithdrawal: (orderNo: string) =>
      call(request, `${api}${WITHDRAW_API.adminPay.path}`, { method: 'POST', headers, data: { orderNo } }),
    /** A new promotion (the e2e platform has none: SEED_DEMO is off); answers it with its id. */
    savePromotion: (promotion: ActivitySave) =>
      call<{ id: number }>(request, `${api}${ACTIVITY_API.adminSave.path}`, {
        method: 'POST',
        headers,
        data: promotion,
      }),
    endPromotion: (id: number) =>
      call<{ id: number }>(request, `${api}${ACTIVITY_API.adminEnd.path}`, { method: 'POST', headers, data: { id } }),
    /** Any other back-office write: POST to `endpoint` with `data`, answering its data. */
    post: <T>(endpoint: { path: string }, data: unknown) =>
      call<T>(request, `${api}${endpoint.path}`, { method: 'POST', headers, data }),
  };
}

/**
 * On the recharge page: FPS, an amount by its quick chip, the payer name and a proof image; a
 * double tap on submit. Answers the order number the server gave (exactly one submission).
 */
export async function depositThroughPage(page: Page, amountChip: string): Promise<string> {
  await page.getByRole('button', { name: zh['mine.deposit'] }).click();
  await expect(page.getByRole('heading', { name: zh['recharge.title'] })).toBeVisible();
  await page.getByRole('radio', { name: zh['deposit.type.fps'] }).click();
  await page.getByText(amountChip, { exact: true }).click();
  await page.getByLabel(zh['recharge.payer_name'], { exact: true }).fill('张三');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/common/upload') && r.ok());
  await page.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng() });
  await uploaded;
  await expect(page.locator('.proof-field img')).toBeVisible();

  let submissions = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/recharge/submit')) submissions += 1;
  });
  const answer = page.waitForResponse((r) => r.url().includes('/api/recharge/submit'));
  await page.getByRole('button', { name: zh['recharge.submit'] }).dblclick();
  const body = (await (await answer).json()) as Envelope<{ orderNo: string }>;
  expect(body.code).toBe(1);
  await expect(page.getByRole('heading', { name: zh['pay.title'] })).toBeVisible();
  await expect(page.getByText(body.data.orderNo)).toBeVisible();
  expect(submissions).toBe(1);
  return body.data.orderNo;
}

/** Binds a bank card through the API, as the member signed in on `page`, confirmed by their login password. */
export async function bindCardByApi(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  cardNumber: string,
  password = PASSWORD,
) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('h5.session') ?? '{}') as { token: string }).token,
  );
  await call(request, `${apiBase(baseURL)}${PAYOUT_API.addBank.path}`, {
    method: 'POST',
    headers: { TOKEN: token },
    data: { cardholderName: '张三', bankCode: 'ICBC', cardNumber, branchAddress: '北京朝阳支行', password },
  });
}
