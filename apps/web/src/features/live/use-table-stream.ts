import { LiveTableViewSchema, type LiveTable } from '@app/contract';
import { useEffect, useState } from 'react';
import { liveStreamUrl, takeStreamedTable } from '../../api/live';

/**
 * Listens to the table's stream (as the lottery page listens to its results): each `table` event
 * (a round opened, was dealt or settled) becomes the table the page shows. `live` says whether the
 * stream is connected; while it is not, the page polls instead.
 */
export function useTableStream(table: LiveTable): boolean {
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(liveStreamUrl(table));
    source.onopen = () => setLive(true);
    // EventSource reconnects by itself; poll meanwhile.
    source.onerror = () => setLive(source.readyState === EventSource.OPEN);
    source.addEventListener('table', (event) => {
      setLive(true);
      try {
        takeStreamedTable(table, LiveTableViewSchema.parse(JSON.parse((event as MessageEvent<string>).data)));
      } catch {
        // A malformed event changes nothing; the next one or a poll brings the table.
      }
    });
    return () => {
      source.close();
      setLive(false);
    };
  }, [table]);

  return live;
}
