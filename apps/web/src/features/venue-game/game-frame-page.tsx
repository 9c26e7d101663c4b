import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBack } from '../../shared/hooks/use-back';
import { PageLoading } from '../../shared/ui/page-loading';
import { GameFrameBar } from './game-frame-bar';
import { useVenueLaunch } from './use-venue-launch';
import './venue-game.css';

type GameFramePageProps = {
  /** The quick transfer into a venue's wallet: the wallet feature's, composed in app/. */
  transfer: (venue: string) => ReactNode;
};

/**
 * home/gameA (`?game=`): a venue's game inside the app, full screen under a thin bar, so the member
 * keeps the app and goes back to where they were, tab bar and all. The frame may run the venue's
 * scripts and talk to its own origin; it cannot navigate the app.
 */
export function GameFramePage({ transfer }: GameFramePageProps) {
  const { t } = useTranslation();
  const back = useBack();
  const { launch, failure, retry } = useVenueLaunch();

  let body;
  if (launch) {
    body = (
      <iframe
        className="game-frame"
        title={launch.name}
        src={launch.url}
        sandbox="allow-scripts allow-same-origin allow-forms"
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    );
  } else if (failure !== null) {
    body = (
      <ErrorBlock status="default" title={t('game_frame.open_failed')} description={failure}>
        <Button color="primary" fill="outline" size="small" onClick={retry}>
          {t('game_frame.retry')}
        </Button>
      </ErrorBlock>
    );
  } else {
    body = <PageLoading />;
  }

  return (
    <div className="game-frame-page">
      <GameFrameBar
        name={launch?.name ?? null}
        venue={launch?.venue ?? null}
        onBack={back}
        transfer={launch ? transfer(launch.venue) : null}
      />
      <main className="game-frame-body">{body}</main>
    </div>
  );
}
