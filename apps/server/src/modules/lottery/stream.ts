import type { ServerResponse } from 'node:http';
import type { Lang, LotteryGameCode, LotteryGameInfo } from '@app/contract';
import { openEventStream, writeEvent, type StreamHeaders } from '../../lib/event-stream.ts';
import type { LotteryDeps } from './deps.ts';
import { gameInfo, latestDrawIds } from './draw-reads.ts';

type Client = { game: LotteryGameCode; lang: Lang; res: ServerResponse };

function write(c: Client, text: string) {
  writeEvent(c.res, text);
}
const send = (c: Client, info: LotteryGameInfo) => write(c, `event: draw\ndata: ${JSON.stringify(info)}\n\n`);

/** Sends each listener of a game with a new draw the game's info, read once per language. */
async function pushDraws(deps: LotteryDeps, clients: Set<Client>, games: LotteryGameCode[]) {
  for (const game of games) {
    const listening = [...clients].filter((c) => c.game === game);
    for (const lang of new Set(listening.map((c) => c.lang))) {
      const info = await gameInfo(deps, game, lang);
      for (const c of listening) if (c.lang === lang) send(c, info);
    }
  }
}

/**
 * Pushes results to open lottery pages (Server-Sent Events). While anyone listens, this instance
 * asks the database once a second for the latest drawn draw of each game and, when one changed,
 * sends its clients the game's info: so a draw made by whichever instance runs the scheduler
 * reaches every page, with no message bus between instances.
 */
export function createDrawStream(deps: LotteryDeps, opts: { pollMs?: number; heartbeatMs?: number } = {}) {
  const pollMs = opts.pollMs ?? 1000;
  const heartbeatEvery = Math.max(1, Math.round((opts.heartbeatMs ?? 15_000) / pollMs));
  const clients = new Set<Client>();
  let latest = new Map<LotteryGameCode, string>();
  let timer: NodeJS.Timeout | null = null;
  let polls = 0;
  let polling = false;

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      const ids = await latestDrawIds(deps.database.db);
      const changed = [...ids.keys()].filter((g) => ids.get(g) !== latest.get(g));
      latest = ids;
      await pushDraws(deps, clients, changed);
      // A comment line now and then keeps proxies from closing a quiet stream.
      polls += 1;
      if (polls % heartbeatEvery === 0) for (const c of clients) write(c, ': ping\n\n');
    } catch (err) {
      deps.lifecycle.log.warn({ err }, 'lottery stream poll failed');
    } finally {
      polling = false;
    }
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    /** Takes over a response: SSE headers, the game's info at once, then an event per draw. */
    async add(game: LotteryGameCode, lang: Lang, res: ServerResponse, headers: StreamHeaders) {
      openEventStream(res, headers);
      const client: Client = { game, lang, res };
      clients.add(client);
      res.on('close', () => {
        clients.delete(client);
        if (clients.size === 0) stop();
      });
      if (!timer) {
        timer = setInterval(() => void poll(), pollMs);
        timer.unref();
        latest = await latestDrawIds(deps.database.db);
      }
      send(client, await gameInfo(deps, game, lang));
    },

    /** Ends every stream (the app is closing). */
    close() {
      stop();
      for (const c of clients) c.res.end();
      clients.clear();
    },
  };
}

export type DrawStream = ReturnType<typeof createDrawStream>;
