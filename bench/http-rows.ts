// The loads over HTTP against the server under test: reads, transfers, one hot wallet, bets.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { runLoad, type LoadResult } from './load.ts';
import type { Member } from './members.ts';
import type { Served } from './processes.ts';
import { SETTINGS } from './settings.ts';

/** Each request as the next member of the list, in turn; `body` gets that member and how often it came up. */
function asMembers(members: Member[], body?: (m: Member, turn: number) => unknown) {
  let i = 0;
  return () => {
    const n = i++;
    const m = members[n % members.length]!;
    const turn = Math.floor(n / members.length);
    return {
      headers: { token: m.token, 'idempotency-key': randomUUID() },
      ...(body ? { body: JSON.stringify(body(m, turn)) } : {}),
    };
  };
}

/** Central to house and back by turns, a yuan at a time, so no wallet runs dry. */
const transferBody = (_m: Member, turn: number) =>
  turn % 2 === 0 ? { from: 'central', to: 'house', amount: '1' } : { from: 'house', to: 'central', amount: '1' };

export function transfers(server: Served, members: Member[], seconds: number): Promise<LoadResult> {
  const each = asMembers(members, transferBody);
  return runLoad({ server, method: 'POST', path: '/api/fundslog/transfer', connections: 8, seconds, each });
}

export async function reads(server: Served, hello: Served, member: Member, seconds: number) {
  const get = (s: Served, path: string, headers?: Record<string, string>) =>
    runLoad({ server: s, path, connections: 8, seconds, ...(headers ? { headers } : {}) });
  return {
    hello: await get(hello, '/'),
    loadTxt: await get(server, '/load.txt'),
    gameList: await get(server, '/api/frontpage/getGameList'),
    userInfo: await get(server, '/api/user/userInfo', { token: member.token }),
  };
}

type Draw = { drawId: string; closesAt: string };

/** The open PC28 draw with at least `needMs` of betting left, waiting for the next one if need be. */
async function openDraw(server: Served, needMs: number): Promise<string> {
  for (let tries = 0; tries < 3; tries++) {
    const res = await fetch(`${server.url}/api/Lottery/getLotteryInfo?game=pc28`);
    const draw = ((await res.json()) as { data: { current: Draw | null } }).data.current;
    const left = draw ? new Date(draw.closesAt).getTime() - Date.now() : 0;
    if (draw && left >= needMs) return draw.drawId;
    // The scheduler opens the next draw within a second of this one closing.
    await sleep(Math.max(left, 0) + 2000);
  }
  throw new Error('no PC28 draw open long enough');
}

/** Single bets of 2 yuan on PC28 "big", at 8 and at 32 connections, on one open draw. */
export async function bets(server: Served, members: Member[], seconds: number) {
  const drawId = await openDraw(server, 2 * (seconds + SETTINGS.warmupSeconds) * 1000 + 5000);
  const body = () => ({ drawId, bets: [{ kind: 'big', pick: null, amount: '2' }] });
  const at = (connections: number) =>
    runLoad({
      server,
      method: 'POST',
      path: '/api/lottery/placeOrder',
      connections,
      seconds,
      each: asMembers(members, body),
    });
  return { at8: await at(8), at32: await at(32) };
}
