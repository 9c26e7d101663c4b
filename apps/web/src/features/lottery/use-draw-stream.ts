import { LotteryStreamEventSchema, type LotteryGameCode } from '@app/contract';
import { useEffect, useState } from 'react';
import { drawStreamUrl, lotteryQueryKeys } from '../../api/lottery';
import { queryClient } from '../../api/query-client';

/**
 * Listens to the game's result stream: each `draw` event whose last draw is new makes the page
 * read the game again (in the member's language; the stream speaks the default one). `live`
 * says whether the stream is connected; while it is not, the page polls instead.
 */
export function useDrawStream(game: LotteryGameCode): boolean {
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(drawStreamUrl(game));
    source.onopen = () => setLive(true);
    // EventSource reconnects by itself (the server asks for 3 s); poll meanwhile.
    source.onerror = () => setLive(source.readyState === EventSource.OPEN);
    source.addEventListener('draw', (event) => {
      setLive(true);
      let drawId: string | null | undefined;
      try {
        drawId = LotteryStreamEventSchema.parse(JSON.parse((event as MessageEvent<string>).data)).last?.drawId;
      } catch {
        drawId = undefined;
      }
      const known = queryClient.getQueryData<{ last: { drawId: string } | null }>(lotteryQueryKeys.info(game));
      if (drawId === undefined || drawId !== (known?.last?.drawId ?? null)) {
        void queryClient.invalidateQueries({ queryKey: lotteryQueryKeys.info(game) });
      }
    });
    return () => {
      source.close();
      setLive(false);
    };
  }, [game]);

  return live;
}
