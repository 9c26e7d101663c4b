import { WHEEL_API, type Spin, type Wheel } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WheelChances } from '../../../api/wheel';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { deferred, fakeApi, ok, type Reply } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { SPIN_MS } from '../use-wheel-spin';
import { WheelPage } from '../wheel-page';

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
const COMMITMENT = 'c0'.repeat(32);

const wheel = (nonce: number): Wheel => ({
  list: PRIZES.map(([name, kind, amount, weight], index) => ({
    index,
    name,
    kind,
    amount,
    weight,
    chance: ((weight * 100) / 9007).toFixed(2),
  })),
  fairness: { commitment: COMMITMENT, clientSeed: 'a1b2c3d4e5f60718', nonce },
});

const chances = (left: number): WheelChances => ({
  chances: left,
  used: 1 - left,
  depositPerSpin: '100.00',
  turnoverPerSpin: '1000.00',
  deposits: '100.00',
  turnover: '0.00',
});

/** The server's answer to a spin that stopped on prize `index`. */
const spinAnswer = (index: number) => {
  const [name, kind, amount] = PRIZES[index]!;
  return {
    orderNo: 'S202603040001',
    index,
    name,
    kind,
    amount: kind === 'cash' ? amount : '0.00',
    commitment: COMMITMENT,
    clientSeed: 'a1b2c3d4e5f60718',
    nonce: 0,
    seed: null,
    weights: WEIGHTS,
    createdAt: '2026-03-04T02:30:00.000Z',
    chances: 0,
    balance: '105.88',
  };
};

/** A member with one spin; the draw answers what `draw` gives, and after it the server has 0 left and nonce 1. */
function openPage(draw: () => Reply | Promise<Reply>, left = 1) {
  let spun = false;
  const api = fakeApi([
    [WHEEL_API.prizes, () => ok(wheel(spun ? 1 : 0))],
    [WHEEL_API.chances, () => ok(chances(spun ? 0 : left))],
    [
      WHEEL_API.draw,
      () => {
        spun = true;
        return draw();
      },
    ],
  ]);
  return { api, ...renderPage(<WheelPage />, ROUTES.wheel) };
}

/** The member's motion setting, as the browser answers matchMedia (jsdom has none). */
const preferReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));

const hub = () => screen.findByRole('button', { name: i18n.t('wheel.spin') });
/** A button of the result dialog, once it takes taps (not while it opens). */
const dialogButton = (name: string) =>
  waitFor(() => {
    const button = within(screen.getByRole('dialog')).getByRole('button', { name });
    expect(button.closest('[style*="pointer-events: none"]')).toBeNull();
    return button;
  });
const turn = () => screen.getByTestId('wheel-disc').style.getPropertyValue('--wheel-turn');

describe('the wheel page', () => {
  it('draws the prizes, the spins left, how more are earned and the commitment of the next spin', async () => {
    openPage(() => ok(spinAnswer(0)));

    const disc = await screen.findByRole('img', { name: PRIZES.map(([name]) => name).join(', ') });
    expect(disc.querySelectorAll('path.wheel-segment')).toHaveLength(10);
    // The amount is not repeated under a name that says it; the item and "nothing" have none.
    expect(disc).toHaveTextContent('品牌保温杯');
    expect(disc.querySelectorAll('.wheel-amount')).toHaveLength(0);
    expect(await screen.findByText(i18n.t('wheel.chances', { chances: 1 }))).toBeInTheDocument();
    expect(
      screen.getByText(i18n.t('wheel.how_to_earn', { deposit: '100.00', turnover: '1,000.00' })),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wheel-commitment')).toHaveTextContent(COMMITMENT);
    expect(screen.getByTestId('wheel-nonce')).toHaveTextContent('0');
    expect(await hub()).toBeEnabled();
    expect(turn()).toBe('0deg');
  });

  it('sends a double tap once, with an Idempotency-Key, and shows the server’s prize where the wheel stops', async () => {
    preferReducedMotion(true);
    const answer = deferred<Reply>();
    const { user, api } = openPage(() => answer.promise);
    const button = await hub();

    await user.dblClick(button);
    await waitFor(() => expect(api.sentTo(WHEEL_API.draw)).toHaveLength(1));
    expect(button).toBeDisabled();
    await user.click(button);
    answer.resolve(ok(spinAnswer(3)));

    expect(await screen.findByText(i18n.t('wheel.won', { name: '5.88元' }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('wheel.credited', { amount: '5.88' }))).toBeInTheDocument();
    // Prize 3 of 10 under the pointer at the top: turned back by 3 segments of 36°, at once.
    expect(turn()).toBe('252deg');
    const sent = api.sentTo(WHEEL_API.draw);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toEqual({});

    await user.click(await dialogButton(i18n.t('wheel.result_ok')));
    // Asked again after the spin: none left, and the next spin's nonce.
    expect(await screen.findByText(i18n.t('wheel.chances', { chances: 0 }))).toBeInTheDocument();
    expect(await hub()).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('wheel-nonce')).toHaveTextContent('1'));
  });

  it('turns the wheel for a while onto the prize before saying what it was', async () => {
    preferReducedMotion(false);
    const { user } = openPage(() => ok(spinAnswer(4)));

    await user.click(await hub());
    // Six whole turns, then back by 4 segments of 36°.
    await waitFor(() => expect(turn()).toBe(`${6 * 360 + 216}deg`));
    expect(screen.getByTestId('wheel-disc').style.getPropertyValue('--wheel-spin')).toBe(`${SPIN_MS}ms`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', {}, { timeout: SPIN_MS + 3000 });
    expect(dialog).toHaveTextContent(i18n.t('wheel.nothing'));
  });

  it('says an item is sent by staff, with the way to the redemption record', async () => {
    preferReducedMotion(true);
    const { user } = openPage(() => ok(spinAnswer(2)));

    await user.click(await hub());
    expect(await screen.findByText(i18n.t('wheel.won', { name: '品牌保温杯' }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('wheel.item_note'))).toBeInTheDocument();
    await user.click(await dialogButton(i18n.t('wheel.awards_title')));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.redemptionRecord);
  });

  it('offers no spin without chances', async () => {
    const { api } = openPage(() => ok(spinAnswer(0)), 0);

    expect(await screen.findByText(i18n.t('wheel.chances', { chances: 0 }))).toBeInTheDocument();
    expect(await hub()).toBeDisabled();
    expect(api.sentTo(WHEEL_API.draw)).toHaveLength(0);
  });
});
