import { CARDS_API, COMMON_API, USER_API, cardText, type CardRound, type CardSeeds } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../shared/i18n';
import { ROUTES } from '../../../../shared/routes';
import { blackjackWhere, playedBlackjack } from '../../../../testing/blackjack-rounds';
import { deferred, fakeApi, ok, type Reply, type Sent } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render-page';
import { systemInfo } from '../../../../testing/site-config';
import { BlackjackPage } from '../blackjack-page';

const seeds: CardSeeds = { active: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'c1', nonce: 0 }, revealed: [] };
/** Real rounds of the contract's rules, as the server answers them before the seed is revealed. */
const after = (deal: CardRound, moves: CardRound['moves']) =>
  playedBlackjack({ nonce: deal.fairness.nonce, moves, revealed: false });
/** A pair to split whose first hand is then played (not split aces, not a 21 at once). */
const splittable = blackjackWhere(
  (r) => r.blackjack!.actions.includes('split') && after(r, ['split']).blackjack!.active === 0,
  { moves: [], revealed: false },
);
const insurable = blackjackWhere((r) => r.blackjack!.phase === 'insurance', { moves: [], revealed: false });

/** A member with 1,000.00 at the Blackjack table: Deal answers `deal`, each move `onAct`. */
function openTable(deal: CardRound, onAct: (sent: Sent) => Reply | Promise<Reply>) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  const api = fakeApi([
    [USER_API.getUserBalance, ok({ balance: '1000.00', currency: 'CNY' })],
    [CARDS_API.rounds, ok({ list: [], total: 0, page: 1, limit: 10 })],
    [CARDS_API.seeds, ok(seeds)],
    [COMMON_API.systemInfo, ok(systemInfo())],
    [CARDS_API.blackjackDeal, ok({ round: deal, balance: '990.00' })],
    [CARDS_API.blackjackAct, onAct],
  ]);
  return { api, ...renderPage(<BlackjackPage />, `${ROUTES.lottery}?game=blackjack`) };
}

const moveButtons = () =>
  within(screen.getByTestId('bj-actions'))
    .getAllByRole('button')
    .map((b) => b.getAttribute('data-action'));
const move = (action: CardRound['moves'][number]) =>
  screen.getByRole('button', { name: i18n.t(`blackjack_page.action.${action}`) });

async function dealTen(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: i18n.t('card_page.chip', { amount: '10.00' }) }));
  await user.click(screen.getByTestId('bj-bet-spot'));
  await user.click(screen.getByRole('button', { name: i18n.t('card_page.deal') }));
}

describe('the Blackjack moves', () => {
  it('shows exactly the moves the round allows, and sends the tapped one with the order number and a fresh key', async () => {
    const split = after(splittable, ['split']);
    const { user, api } = openTable(splittable, ({ body }) => {
      const { action } = body as { action: CardRound['moves'][number] };
      return ok({ round: action === 'split' ? split : after(splittable, ['split', action]), balance: '980.00' });
    });
    await dealTen(user);
    await screen.findByTestId('bj-actions');
    expect(api.sentTo(CARDS_API.blackjackDeal)[0]!.body).toEqual({ stake: '10.00' });
    expect(moveButtons()).toEqual(['hit', 'stand', 'double', 'split']);
    // The member's two cards face up, the dealer's up card, and the hole card only as a back.
    for (const card of [...splittable.blackjack!.hands[0]!.cards, splittable.blackjack!.dealer[0]!]) {
      expect(screen.getAllByRole('img', { name: cardText(card) }).length).toBeGreaterThan(0);
    }
    const dealer = screen.getByTestId('bj-dealer');
    expect(within(dealer).getAllByRole('img')).toHaveLength(1);
    expect(dealer.querySelectorAll('.pcard')).toHaveLength(2);

    await user.click(move('split'));
    await waitFor(() => expect(screen.getByTestId('bj-hand-1')).toBeInTheDocument());
    const [dealt, splitSent] = [api.sentTo(CARDS_API.blackjackDeal)[0]!, api.sentTo(CARDS_API.blackjackAct)[0]!];
    expect(splitSent.body).toEqual({ orderNo: splittable.orderNo, action: 'split' });
    expect(splitSent.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(splitSent.headers['Idempotency-Key']).not.toBe(dealt.headers['Idempotency-Key']);
    // After the split the hand in play is marked; the moves are the new round's (no second split).
    await waitFor(() => expect(screen.getByTestId('bj-hand-0')).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByTestId('bj-hand-1')).not.toHaveAttribute('aria-current');
    expect(moveButtons()).toEqual(split.blackjack!.actions.filter((a) => a !== 'split'));
    expect(screen.queryByRole('button', { name: i18n.t('blackjack_page.action.split') })).toBeNull();

    await user.click(move('stand'));
    await waitFor(() => expect(api.sentTo(CARDS_API.blackjackAct)).toHaveLength(2));
    const standSent = api.sentTo(CARDS_API.blackjackAct)[1]!;
    expect(standSent.body).toEqual({ orderNo: splittable.orderNo, action: 'stand' });
    expect(standSent.headers['Idempotency-Key']).not.toBe(splitSent.headers['Idempotency-Key']);
  });

  it('asks the insurance question first, with only Insurance and No insurance', async () => {
    const { user, api } = openTable(insurable, () =>
      ok({ round: after(insurable, ['no_insurance']), balance: '990.00' }),
    );
    await dealTen(user);
    await screen.findByTestId('bj-actions');
    expect(moveButtons()).toEqual(['insurance', 'no_insurance']);
    expect(screen.getByTestId('bj-actions')).toHaveTextContent(
      i18n.t('blackjack_page.insurance_offer', { amount: '5.00' }),
    );
    await user.click(move('no_insurance'));
    await waitFor(() => expect(api.sentTo(CARDS_API.blackjackAct)).toHaveLength(1));
    expect(api.sentTo(CARDS_API.blackjackAct)[0]!.body).toEqual({ orderNo: insurable.orderNo, action: 'no_insurance' });
  });

  it('holds every move while one is in flight, so a second tap sends nothing', async () => {
    const answer = deferred<Reply>();
    const { user, api } = openTable(splittable, () => answer.promise);
    await dealTen(user);
    await screen.findByTestId('bj-actions');
    await user.click(move('hit'));
    await waitFor(() => expect(move('stand')).toBeDisabled());
    for (const action of ['hit', 'stand', 'double', 'split'] as const) expect(move(action)).toBeDisabled();
    await user.click(move('stand'));
    expect(api.sentTo(CARDS_API.blackjackAct)).toHaveLength(1);
    answer.resolve(ok({ round: after(splittable, ['hit']), balance: '990.00' }));
    await waitFor(() => expect(screen.queryByTestId('bj-hand-0')!.querySelectorAll('.pcard')).toHaveLength(3));
  });
});
