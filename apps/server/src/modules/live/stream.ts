import type { ServerResponse } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { LIVE_TABLES, type Lang, type LiveTable } from '@app/contract';
import { openEventStream, writeEvent, type StreamHeaders } from '../../lib/event-stream.ts';
import type { LiveDeps } from './deps.ts';
import { tableView } from './reads.ts';
import { liveRounds } from './schema.ts';

type Client = { table: LiveTable; lang: Lang; res: ServerResponse };

/** Each table's latest round and its status: a change means a round opened, was dealt or settled. */
async function stateOf({ database: { db } }: LiveDeps) {
  const states = new Map<LiveTable, string>();
  for (const table of LIVE_TABLES) {
    const rows = await db
      .select({ id: liveRounds.id, status: liveRounds.status })
      .from(liveRounds)
      .where(eq(liveRounds.tableCode, table))
      .orderBy(desc(liveRounds.opensAt))
      .limit(2);
    states.set(table, rows.map((r) => `${r.id}:${r.status}`).join(','));
  }
  return states;
}

/**
 * Pushes the table to open live pages (Server-Sent Events), as the lottery's stream does: while
 * anyone listens, this instance reads the tables' latest rounds once a second and, when one opened,
 * was dealt or settled (by whichever instance runs the scheduler), sends its listeners the table.
 */
export function createLiveStream(deps: LiveDeps, opts: { pollMs?: number } = {}) {
  const pollMs = opts.pollMs ?? 1000;
  const clients = new Set<Client>();
  let latest = new Map<LiveTable, string>();
  let timer: NodeJS.Timeout | null = null;
  let polls = 0;
  let polling = false;

  const send = async (listening: Client[], table: LiveTable) => {
    for (const lang of new Set(listening.map((c) => c.lang))) {
      const view = JSON.stringify(await tableView(deps, table, lang));
      for (const c of listening) if (c.lang === lang) writeEvent(c.res, `event: table\ndata: ${view}\n\n`);
    }
  };

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      const states = await stateOf(deps);
      for (const [table, state] of states) {
        if (state !== latest.get(table))
          await send(
            [...clients].filter((c) => c.table === table),
            table,
          );
      }
      latest = states;
      polls += 1;
      // A comment line now and then keeps proxies from closing a quiet stream.
      if (polls % 15 === 0) for (const c of clients) writeEvent(c.res, ': ping\n\n');
    } catch (err) {
      deps.lifecycle.log.warn({ err }, 'live stream poll failed');
    } finally {
      polling = false;
    }
  }

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  return {
    /** Takes over a response: SSE headers, the table at once, then an event per change. */
    async add(table: LiveTable, lang: Lang, res: ServerResponse, headers: StreamHeaders) {
      openEventStream(res, headers);
      const client: Client = { table, lang, res };
      clients.add(client);
      res.on('close', () => {
        clients.delete(client);
        if (clients.size === 0) stop();
      });
      if (!timer) {
        timer = setInterval(() => void poll(), pollMs);
        timer.unref();
        latest = await stateOf(deps);
      }
      await send([client], table);
    },
    close() {
      stop();
      for (const c of clients) c.res.end();
      clients.clear();
    },
  };
}

export type LiveStream = ReturnType<typeof createLiveStream>;
