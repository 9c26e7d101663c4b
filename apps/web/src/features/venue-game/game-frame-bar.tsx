import DotLoading from 'antd-mobile/es/components/dot-loading';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletList } from '../../api/wallet';
import { formatMoney } from '../../shared/format/money';

type GameFrameBarProps = {
  /** The game's name, once launched. */
  name: string | null;
  /** Whose wallet the game plays from; null until the game is launched. */
  venue: string | null;
  onBack: () => void;
  /** The quick transfer into the venue's wallet (composed in app/). */
  transfer: ReactNode;
};

/** The thin bar over a framed game: back, the game, its venue wallet's balance (tap: asked again), the quick transfer. */
export function GameFrameBar({ name, venue, onBack, transfer }: GameFrameBarProps) {
  const { t } = useTranslation();
  return (
    <header className="game-frame-bar" aria-label={t('game_frame.bar')}>
      <button type="button" className="game-frame-back" aria-label={t('game_frame.back')} onClick={onBack}>
        <LeftOutline />
      </button>
      <span className="game-frame-name">{name}</span>
      {venue && <VenueBalance venue={venue} />}
      {venue && transfer}
    </header>
  );
}

function VenueBalance({ venue }: { venue: string }) {
  const { t } = useTranslation();
  const wallets = useWalletList();
  const wallet = wallets.data?.venues.find((v) => v.code === venue);
  const amount = wallet?.balance == null ? '--' : t('money.cny', { amount: formatMoney(wallet.balance) });
  return (
    <button
      type="button"
      className="game-frame-balance"
      aria-label={t('game_frame.refresh_balance')}
      onClick={() => void wallets.refetch()}
    >
      <span className="game-frame-balance-label">{t('game_frame.venue_balance', { venue: wallet?.name ?? '' })}</span>
      <span data-testid="venue-balance">{wallets.isFetching ? <DotLoading /> : amount}</span>
    </button>
  );
}
