import { LOTTERY_API, type Draw } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { deferred, fakeApi, ok, refused, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { BetBar } from '../bet-bar';
import type { OddsOption } from '../slip';

const draw: Draw = {
  drawId: 'fast3-20260301-0005',
  game: 'fast3',
  gameName: 'Fast 3',
  opensAt: '2026-03-01T00:04:00Z',
  closesAt: '2026-03-01T00:04:50Z',
  drawAt: '2026-03-01T00:05:00Z',
  status: 'open',
  statusLabel: 'Open',
  commitment: 'c0ffee',
  seed: null,
  result: null,
  sum: null,
  drawnAt: null,
};
const big: OddsOption = { kind: 'big', pick: null, label: 'Big', odds: '1.98', minStake: '2.00', maxStake: '5000.00' };
const odd: OddsOption = { kind: 'odd', pick: null, label: 'Odd', odds: '1.98', minStake: '2.00', maxStake: '5000.00' };

/** The lottery page's slip: Big and Odd picked at 10 a bet, until it is placed or cleared. */
function Slip({ draw }: { draw: Draw }) {
  const [stake, setStake] = useState('10');
  const [selected, setSelected] = useState([big, odd]);
  const empty = () => setSelected([]);
  return (
    <BetBar
      draw={draw}
      selected={selected}
      stake={stake}
      onStake={setStake}
      onClear={empty}
      onPlaced={empty}
      balance="500.00"
    />
  );
}

const placed = { batchNo: 'B1', drawId: draw.drawId, bets: [], totalStake: '20.00', balance: '480.00' };

function openSlip(place: (sent: Sent) => Reply | Promise<Reply>) {
  const api = fakeApi([[LOTTERY_API.placeOrder, place]]);
  return { api, ...renderPage(<Slip draw={draw} />) };
}

const bar = () => screen.getByRole('region', { name: i18n.t('lottery_page.slip') });
const placeButton = () => within(bar()).getByRole('button', { name: i18n.t('lottery_page.place') });
const slipTotal = () => screen.queryByTestId('slip-total');
/** The confirm button of the topmost open confirm dialog (a dialog takes no tap while it opens or closes). */
const confirmButton = () =>
  waitFor(() => {
    const buttons = screen
      .getAllByRole('dialog')
      .map((d) => within(d).getByRole('button', { name: i18n.t('lottery_page.place') }))
      .filter((b) => !b.closest('[style*="pointer-events: none"]'));
    expect(buttons.length).toBeGreaterThan(0);
    return buttons.at(-1)!;
  });

/** Taps Place in the topmost open confirm dialog, and waits for that dialog to be gone. */
async function confirm(user: UserEvent) {
  const button = await confirmButton();
  await user.click(button);
  await waitFor(() => expect(button).not.toBeInTheDocument());
}

describe('the bet slip', () => {
  it('shows the total, the stake limits, the contract’s message for an invalid stake, and the potential win', async () => {
    const { user } = openSlip(() => ok(placed));
    expect(slipTotal()).toHaveTextContent(i18n.t('money.cny', { amount: '20.00' }));

    const custom = screen.getByRole('textbox', { name: i18n.t('lottery_page.custom_stake') });
    await user.type(custom, '1');
    expect(bar()).toHaveTextContent(i18n.t('lottery.stake_range', { min: '2.00', max: '5000.00' }));
    expect(placeButton()).toBeDisabled();
    await user.type(custom, '.234');
    expect(bar()).toHaveTextContent(i18n.t('rules.amount'));
    expect(placeButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '10' }));
    await user.click(placeButton());
    const slip = await screen.findByTestId('slip-confirm');
    expect(slip).toHaveTextContent(i18n.t('lottery_page.draw_no', { no: '20260301-0005' }));
    const rows = within(slip).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Big1.9810.0019.80', 'Odd1.9810.0019.80']);
    expect(slip).toHaveTextContent(i18n.t('money.cny', { amount: '20.00' }));
  });

  it('sends a double tap once, with one Idempotency-Key, and empties the slip', async () => {
    const answer = deferred<Reply>();
    const { user, api } = openSlip(() => answer.promise);

    // A double tap on Place opens two confirm dialogs: confirming both still places the slip once.
    await user.dblClick(placeButton());
    await waitFor(() => expect(screen.getAllByTestId('slip-confirm')).toHaveLength(2));
    await confirm(user);
    await confirm(user);
    await waitFor(() => expect(api.sentTo(LOTTERY_API.placeOrder)).toHaveLength(1));
    answer.resolve(ok(placed, i18n.t('lottery.placed')));

    expect(await screen.findByText(i18n.t('lottery.placed'))).toBeInTheDocument();
    await waitFor(() => expect(slipTotal()).not.toBeInTheDocument());
    const sent = api.sentTo(LOTTERY_API.placeOrder);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toEqual({
      drawId: draw.drawId,
      bets: [
        { kind: 'big', pick: null, amount: '10' },
        { kind: 'odd', pick: null, amount: '10' },
      ],
    });
  });

  it('shows a refusal of the server and keeps the slip', async () => {
    const refusal = i18n.t('lottery_page.betting_closed');
    const { user, api } = openSlip(() => refused(refusal, 'lottery.draw_closed'));

    await user.click(placeButton());
    await confirm(user);

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.sentTo(LOTTERY_API.placeOrder)).toHaveLength(1);
    expect(slipTotal()).toHaveTextContent(i18n.t('money.cny', { amount: '20.00' }));
  });

  it('resends an unanswered slip as it was, with the same key; a changed slip is a new one', async () => {
    let calls = 0;
    const { user, api, rerender } = openSlip(() => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return ok(placed);
    });
    const sent = () => api.sentTo(LOTTERY_API.placeOrder);

    await user.click(placeButton());
    await confirm(user);
    await waitFor(() => expect(sent()).toHaveLength(1));
    // The next draw opened meanwhile: the retry still carries the draw the member confirmed.
    rerender(<Slip draw={{ ...draw, drawId: 'fast3-20260301-0006' }} />);
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());
    await confirm(user);
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]!.body).toEqual(sent()[0]!.body);
    expect(sent()[1]!.headers['Idempotency-Key']).toBe(sent()[0]!.headers['Idempotency-Key']);

    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '50' }));
    await user.click(placeButton());
    await confirm(user);
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]!.headers['Idempotency-Key']).not.toBe(sent()[0]!.headers['Idempotency-Key']);
    expect(sent()[2]!.body).toMatchObject({
      drawId: 'fast3-20260301-0006',
      bets: [{ amount: '50' }, { amount: '50' }],
    });
  });
});
