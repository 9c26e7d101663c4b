import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useAllGames } from '../../api/catalogue';
import type { VenueGameState } from '../../api/game-actions';
import { useWalletList } from '../../api/wallet';
import { useBack } from '../../shared/hooks/use-back';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { useOpenInTab, useRefreshOnReturn } from './use-game-tab';
import './venue-game.css';

/**
 * home/gameB (`?game=`): a venue's game that will not show in a frame plays in a tab of its own; this
 * page is where the member comes back to: the game's name, the balances (asked again on return), the
 * game again in its tab, and the way back into the app.
 */
export function GameReturnPage() {
  const { t } = useTranslation();
  const back = useBack();
  const [params] = useSearchParams();
  const code = params.get('game') ?? '';
  const state = useLocation().state as VenueGameState;
  const launch = state?.launch.gameCode === code ? state.launch : null;
  // Reached again without the tap's launch (a reload): the game as the catalogue lists it.
  const listed = useAllGames()
    .data?.flatMap((c) => c.games)
    .find((g) => g.code === code);
  const name = launch?.name ?? listed?.name ?? '';
  const venue = launch?.venue ?? listed?.venue ?? null;
  const tab = useOpenInTab(code);
  useRefreshOnReturn();

  return (
    <Page title={name} className="game-return-page">
      <section className="game-return" aria-label={t('game_tab.title')}>
        <h2 className="game-return-title">{t('game_tab.title')}</h2>
        <p className="game-return-hint">{t('game_tab.hint', { name })}</p>
        {state?.opened === false && <NoticeBar color="alert" wrap content={t('game_tab.blocked')} />}
        {tab.failure && <NoticeBar color="alert" wrap content={tab.failure} />}
      </section>
      <Balances venue={venue} />
      <div className="game-return-actions">
        <Button block color="primary" shape="rounded" loading={tab.opening} onClick={tab.open}>
          {t('game_tab.open')}
        </Button>
        <Button block fill="outline" shape="rounded" onClick={back}>
          {t('game_tab.back')}
        </Button>
      </div>
    </Page>
  );
}

/** The central wallet and the game's venue wallet. */
function Balances({ venue }: { venue: string | null }) {
  const { t } = useTranslation();
  const wallets = useWalletList().data;
  const wallet = wallets?.venues.find((v) => v.code === venue);
  return (
    <section aria-label={t('game_tab.balances')}>
      <List mode="card" header={t('game_tab.balances')} className="game-return-balances">
        <List.Item extra={wallets ? <MoneyText amount={wallets.central} /> : '--'}>{t('transfer.central')}</List.Item>
        {wallet && (
          <List.Item extra={wallet.balance === null ? '--' : <MoneyText amount={wallet.balance} />}>
            {wallet.name}
          </List.Item>
        )}
      </List>
    </section>
  );
}
