import { createHash, createHmac } from 'node:crypto';
import { COMMON_API, WHEEL_API, prizeFromBytes, spinMessage, type Spin, type Wheel } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RevealedSeed, WheelChances } from '../../../api/wheel';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { WheelInfoPage } from '../wheel-info-page';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

// The demo wheel (apps/server/src/modules/rewards/wheel-config.ts).
const PRIZES: [string, Spin['kind'], string, number][] = [
  ['0.88元', 'cash', '0.88', 3000],
  ['1.88元', 'cash', '1.88', 2000],
  ['品牌保温杯', 'item', '0.00', 30],
  ['5.88元', 'cash', '5.88', 800],
  ['谢谢参与', 'none', '0.00', 3000],
  ['18.88元', 'cash', '18.88', 150],
  ['蓝牙耳机', 'item', '0.00', 5],
  ['88.88元', 'cash', '88.88', 20],
  ['智能手机', 'item', '0.00', 1],
  ['888元', 'cash', '888.00', 1],
];
const WEIGHTS = PRIZES.map(([, , , weight]) => weight);
const SEED = '7f3a9c0e5b21d48f6a0c3e9d12b7f45a8e6c0d3b9a2f1e4c7d5b8a0f3e6c9d21';
const COMMITMENT = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');

/** The prize the server draws for `nonce` (apps/server/src/modules/rewards/wheel-seeds.ts), with node:crypto. */
function drawnIndex(clientSeed: string, nonce: number): number {
  const blocks: Uint8Array[] = [];
  let index: number | null = null;
  for (let b = 0; index === null; b += 1) {
    blocks.push(
      createHmac('sha256', Buffer.from(SEED, 'hex'))
        .update(spinMessage(clientSeed, nonce, b))
        .digest(),
    );
    index = prizeFromBytes(WEIGHTS, blocks);
  }
  return index;
}

/** Spin `nonce` of the seed as the server lists it, its seed shown once `revealed`. */
const spin = (nonce: number, revealed: boolean, index = drawnIndex('c1', nonce)): Spin => ({
  orderNo: `S20260304000${nonce}`,
  index,
  name: PRIZES[index]![0],
  kind: PRIZES[index]![1],
  amount: PRIZES[index]![2],
  commitment: COMMITMENT,
  clientSeed: 'c1',
  nonce,
  seed: revealed ? SEED : null,
  weights: WEIGHTS,
  createdAt: '2026-03-04T02:30:00.000Z',
});

const wheel = (commitment: string, clientSeed: string, nonce: number): Wheel => ({
  list: PRIZES.map(([name, kind, amount, weight], index) => ({
    index,
    name,
    kind,
    amount,
    weight,
    chance: ((weight * 100) / 9007).toFixed(2),
  })),
  fairness: { commitment, clientSeed, nonce },
});

const chances: WheelChances = {
  chances: 0,
  used: 2,
  depositPerSpin: '100.00',
  turnoverPerSpin: '1000.00',
  deposits: '200.00',
  turnover: '0.00',
};

/** A member who spun twice on the seed in use; a rotation reveals it and commits to a new one. */
function openPage(tab: string) {
  let rotated = false;
  const page = (list: Spin[]) => ok({ list, total: list.length, page: 1, limit: 20 });
  const rotate = (sent: Sent) => {
    rotated = true;
    const { clientSeed } = sent.body as { clientSeed?: string };
    const revealed: RevealedSeed = { commitment: COMMITMENT, seed: SEED, spins: 2 };
    return ok({ revealed, fairness: { commitment: 'ee'.repeat(32), clientSeed: clientSeed ?? 'random', nonce: 0 } });
  };
  const api = fakeApi([
    [WHEEL_API.prizes, () => ok(rotated ? wheel('ee'.repeat(32), 'my-own-seed', 0) : wheel(COMMITMENT, 'c1', 2))],
    [WHEEL_API.chances, ok(chances)],
    [WHEEL_API.spins, () => page([spin(1, rotated), spin(0, rotated)])],
    [WHEEL_API.rotate, rotate],
    [COMMON_API.systemInfo, ok(systemInfo)],
  ]);
  return { api, ...renderPage(<WheelInfoPage />, `${ROUTES.wheelInfo}?tab=${tab}`) };
}

const spinRows = () => screen.findAllByTestId('spin-row');

describe('the wheel info page', () => {
  it('shows the rules: how spins are earned, the member’s progress and each prize’s chance', async () => {
    openPage('rules');

    expect(
      await screen.findByText(i18n.t('wheel.how_to_earn', { deposit: '100.00', turnover: '1,000.00' })),
    ).toBeInTheDocument();
    expect(
      screen.getByText(i18n.t('wheel.progress', { deposits: '200.00', turnover: '0.00', used: 2 })),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const smartphone = within(table).getByRole('rowheader', { name: '智能手机' }).closest('tr')!;
    expect(smartphone).toHaveTextContent(`${i18n.t('wheel.kind_item')}0.01%`);
    expect(within(table).getByRole('rowheader', { name: '谢谢参与' }).closest('tr')).toHaveTextContent(
      i18n.t('wheel.kind_none'),
    );
  });

  it('marks a spin verified when its revealed seed recomputes to its prize, and mismatch when not', async () => {
    const spins = [spin(0, true), spin(1, true, (drawnIndex('c1', 1) + 1) % 10), spin(2, false)];
    fakeApi([
      [WHEEL_API.spins, ok({ list: spins, total: 3, page: 1, limit: 20 })],
      [COMMON_API.systemInfo, ok(systemInfo)],
    ]);
    renderPage(<WheelInfoPage />, `${ROUTES.wheelInfo}?tab=records`);

    const [verified, tampered, secret] = await spinRows();
    expect(verified).toHaveTextContent(spins[0]!.name);
    await waitFor(() => expect(within(verified!).getByText(i18n.t('wheel.verified'))).toBeInTheDocument());
    await waitFor(() => expect(within(tampered!).getByText(i18n.t('wheel.mismatch'))).toBeInTheDocument());
    expect(within(secret!).getByText(i18n.t('wheel.unrevealed'))).toBeInTheDocument();
    expect(screen.getAllByText(i18n.t('wheel.verified'))).toHaveLength(1);
  });

  it('rotates the seed with the member’s client seed, checked by the contract’s rule, and shows the seed revealed', async () => {
    const { user, api } = openPage('fairness');

    const pair = await screen.findByTestId('wheel-seed-pair');
    expect(pair).toHaveTextContent(COMMITMENT);
    expect(pair).toHaveTextContent('c1');
    const field = screen.getByRole('textbox', { name: i18n.t('wheel.new_client_seed') });
    const submit = screen.getByRole('button', { name: i18n.t('wheel.rotate') });

    await user.type(field, 'not a seed!');
    await user.click(submit);
    expect(await screen.findByText(i18n.t('wheel.client_seed_rule'))).toBeInTheDocument();
    expect(api.sentTo(WHEEL_API.rotate)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'my-own-seed');
    await user.click(submit);
    expect(await screen.findByTestId('wheel-revealed-seed')).toHaveTextContent(SEED);
    expect(screen.getByText(i18n.t('wheel.revealed_spins', { spins: 2 }))).toBeInTheDocument();
    expect(api.sentTo(WHEEL_API.rotate)[0]!.body).toEqual({ clientSeed: 'my-own-seed' });
    await waitFor(() => expect(screen.getByTestId('wheel-seed-pair')).toHaveTextContent('my-own-seed'));

    // The spins of the revealed seed now recompute on this device.
    await user.click(screen.getByRole('tab', { name: i18n.t('wheel.records') }));
    const rows = await spinRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      await waitFor(() => expect(within(row).getByText(i18n.t('wheel.verified'))).toBeInTheDocument());
    }
  });

  it('sends an empty client seed as none, for the server to choose one', async () => {
    const { user, api } = openPage('fairness');

    await user.click(await screen.findByRole('button', { name: i18n.t('wheel.rotate') }));
    expect(await screen.findByTestId('wheel-revealed-seed')).toHaveTextContent(SEED);
    expect(api.sentTo(WHEEL_API.rotate)[0]!.body).toEqual({});
  });
});
