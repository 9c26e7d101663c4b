import type { LiveTable } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyLiveRound } from '../../api/live';
import { useBalance } from '../../api/user';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { LiveBetting } from './live-betting';
import { LiveFelt } from './live-felt';
import { LiveRoads } from './live-roads';
import { LiveStatus } from './live-status';
import { MyLiveBets } from './my-live-bets';
import { dealStepMs, useLiveDeal } from './use-live-deal';
import { useLiveTable } from './use-live-table';
import { VerifySheet } from './verify-sheet';

/**
 * The live table: the round taking bets with its countdown on the server's clock, the chips and
 * spots, "no more bets" at the close, the deal card by card when it comes, the member's result,
 * the roads, and the last round checked on this device.
 */
export function LiveTableScreen({ table }: { table: LiveTable }) {
  const { t } = useTranslation();
  const { query, now, phase } = useLiveTable(table);
  const view = query.data;
  // The round the felt shows: taking bets, closed, or dealt until the next one opens.
  const shown = phase && phase.kind !== 'waiting' ? phase.round : null;
  const mine = useMyLiveRound(shown?.roundId ?? null);
  const deal = useLiveDeal(shown, shown && view ? dealStepMs(shown, view.nextOpensAt) : 0);
  const balance = useHeldBalance(useBalance().data?.balance, deal.revealing);
  const [verifying, setVerifying] = useState(false);

  const bets = mine.data?.round.roundId === shown?.roundId ? mine.data?.bets : undefined;
  // While its cards come, nothing else tells the round's outcome: not the road, the payouts, nor its check.
  const dealing = deal.revealing ? (shown?.roundId ?? null) : null;
  const road = view?.road.filter((m) => m.roundId !== dealing) ?? [];
  const last = view?.last?.roundId === dealing ? null : (view?.last ?? null);
  return (
    <Page title={view?.name ?? t('live_page.title')} className="live-page">
      {query.isPending ? (
        <PageLoading />
      ) : !view || !phase ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <>
          <LiveStatus phase={phase} now={now} balance={balance} />
          <LiveFelt phase={phase} deal={deal} bets={bets} />
          <LiveBetting
            phase={phase}
            balance={balance}
            settled={phase.kind === 'dealt' && !deal.revealing ? phase.round : null}
          />
          <MyLiveBets bets={bets} dealing={dealing !== null} />
          <LiveRoads road={road} />
          <div className="live-verify">
            <Button block fill="outline" disabled={!last} onClick={() => setVerifying(true)}>
              {t('live_page.verify')}
            </Button>
          </div>
          <VerifySheet round={last} open={verifying} onClose={() => setVerifying(false)} />
        </>
      )}
    </Page>
  );
}

/** The balance as it was before the deal, until every card is up, so the deal is not given away. */
function useHeldBalance(balance: string | undefined, revealing: boolean) {
  const [held, setHeld] = useState(balance);
  if (!revealing && held !== balance) setHeld(balance);
  return revealing ? held : balance;
}
