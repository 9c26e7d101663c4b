import { CARDS_API, COMMON_API, USER_API, type CardSeeds } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { systemInfo } from '../../../testing/site-config';
import { CardTablePage } from '../card-table-page';

const OLD_HASH = 'a1'.repeat(32);
const OLD_SEED = 'b2'.repeat(32);
const NEW_HASH = 'c3'.repeat(32);

/** A member whose seed dealt 4 rounds; a rotation reveals it and starts a new one with the client seed sent. */
function openFairness(path = `${ROUTES.lottery}?game=baccarat`) {
  let seeds: CardSeeds = { active: { serverSeedHash: OLD_HASH, clientSeed: 'c1', nonce: 4 }, revealed: [] };
  const rotate = (sent: Sent) => {
    const { clientSeed } = sent.body as { clientSeed: string };
    seeds = {
      active: { serverSeedHash: NEW_HASH, clientSeed, nonce: 0 },
      revealed: [
        {
          serverSeedHash: OLD_HASH,
          serverSeed: OLD_SEED,
          clientSeed: 'c1',
          rounds: 4,
          revealedAt: '2026-03-01T04:00:00Z',
        },
      ],
    };
    return ok(seeds, '种子已更换，旧的服务器种子已公开');
  };
  const api = fakeApi([
    [USER_API.getUserBalance, ok({ balance: '100.00', currency: 'CNY' })],
    [CARDS_API.rounds, ok({ list: [], total: 0, page: 1, limit: 10 })],
    [CARDS_API.seeds, () => ok(seeds)],
    [CARDS_API.rotateSeed, rotate],
    [COMMON_API.systemInfo, ok(systemInfo())],
  ]);
  return { api, ...renderPage(<CardTablePage />, path) };
}

const seedField = () => screen.getByLabelText(i18n.t('card_page.client_seed'));
/** The sheet takes no tap while it slides in. */
const sheetOpened = () => waitFor(() => expect(seedField().closest('[style*="pointer-events: none"]')).toBeNull());
const rotateButton = () => screen.getByRole('button', { name: i18n.t('card_page.rotate') });

// Forms typed in, on a machine that may be busy.
describe('the fairness sheet', () => {
  beforeAll(() => {
    // The sheet can be dragged (antd-mobile's Popup): jsdom has no pointer capture.
    Element.prototype.setPointerCapture ??= () => {};
  });

  it('shows the hash of the seed in use, checks the client seed by the contract’s rule, and rotates to reveal the seed', async () => {
    const { user, api } = openFairness();
    await user.click(screen.getByRole('button', { name: i18n.t('card_page.fairness') }));
    const sheet = await screen.findByTestId('fairness-sheet');
    await waitFor(() => expect(within(sheet).getByTestId('active-seed-hash')).toHaveTextContent(OLD_HASH));
    expect(within(sheet).getByText(i18n.t('card_page.no_revealed'))).toBeInTheDocument();
    expect(seedField()).toHaveValue('c1');
    await sheetOpened();

    await user.clear(seedField());
    await user.type(seedField(), 'not ok!');
    await user.click(rotateButton());
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(i18n.t('cards.client_seed'));
    expect(api.sentTo(CARDS_API.rotateSeed)).toHaveLength(0);

    await user.clear(seedField());
    await user.type(seedField(), 'lucky_7');
    await user.click(rotateButton());
    expect(await screen.findByText('种子已更换，旧的服务器种子已公开')).toBeInTheDocument();
    expect(api.sentTo(CARDS_API.rotateSeed).map((s) => s.body)).toEqual([{ clientSeed: 'lucky_7' }]);
    await waitFor(() => expect(within(sheet).getByTestId('active-seed-hash')).toHaveTextContent(NEW_HASH));
    const [revealed] = within(sheet).getAllByTestId('revealed-seed');
    expect(within(revealed!).getByTestId('revealed-server-seed')).toHaveTextContent(OLD_SEED);
    expect(revealed).toHaveTextContent(i18n.t('card_page.revealed_rounds', { rounds: 4 }));
    expect(seedField()).toHaveValue('lucky_7');
  });

  it('opens at once from a bet detail’s link', async () => {
    openFairness(`${ROUTES.lottery}?game=dragon_tiger&fair=1`);
    const sheet = await screen.findByTestId('fairness-sheet');
    await waitFor(() => expect(within(sheet).getByTestId('active-seed-hash')).toHaveTextContent(OLD_HASH));
  });
});
