import { FISHING_SCENE_SCRIPT } from './fishing-scene.ts';
import { FISHING_PLAY_SCRIPT } from './fishing-script.ts';

/** Paths of the fishing page and the calls it makes, on the sandbox venue's own origin. */
export const FISHING_PATHS = {
  launch: '/fishing/launch',
  play: '/fishing/play',
  state: '/fishing/state',
  shoot: '/fishing/shoot',
  leave: '/fishing/leave',
} as const;
/** The header carrying the page's session token on its calls. */
export const FISHING_SESSION_HEADER = 'x-fishing-session';

/** The page's look: a bar, the sea's canvas, cannon and target chips, the fire button, the session's seed. */
const STYLE = `  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font-family: system-ui, -apple-system, "PingFang SC", sans-serif;
    background: #001529; color: #fff; display: flex; justify-content: center; }
  main { width: 100%; max-width: 480px; padding: 8px 10px 16px; }
  .bar { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  h1 { font-size: 18px; margin: 4px 0; }
  .leave { border: 1px solid #ffd666; background: transparent; color: #ffd666; border-radius: 16px; padding: 6px 14px; font-size: 14px; }
  .demo { font-size: 11px; opacity: .7; margin: 2px 0 6px; }
  .stats { display: flex; justify-content: space-between; font-size: 13px; margin-bottom: 6px; }
  .stats b { color: #ffd666; font-size: 15px; }
  canvas { display: block; width: 100%; height: 46vh; min-height: 280px; border-radius: 12px; touch-action: manipulation; }
  .message { min-height: 24px; text-align: center; margin: 6px 0; font-size: 15px; }
  .message.win { color: #95de64; font-weight: 700; }
  .message.error { color: #ff7875; }
  .row { display: flex; align-items: center; gap: 6px; margin-bottom: 6px; }
  .label { font-size: 12px; opacity: .8; min-width: 56px; }
  .chips { display: flex; flex-wrap: wrap; gap: 5px; }
  .chips button { border: 1px solid #69c0ff; background: transparent; color: #bae7ff; border-radius: 14px; padding: 4px 9px; font-size: 13px; }
  .chips button[aria-pressed="true"] { background: #69c0ff; color: #002766; font-weight: 700; }
  .fire { display: block; width: 100%; padding: 12px; font-size: 19px; font-weight: 800; border: 0; border-radius: 26px;
    background: linear-gradient(#ffc069, #d4380d); color: #fff; margin: 4px 0 8px; }
  .fire:disabled, .leave:disabled { opacity: .5; }
  .seed { font-size: 11px; opacity: .85; word-break: break-all; line-height: 1.5; }
  code { font-family: ui-monospace, Menlo, monospace; color: #bae7ff; }
  table { width: 100%; margin-top: 10px; border-collapse: collapse; font-size: 13px; }
  td { padding: 3px 6px; border-bottom: 1px solid rgba(255,255,255,.1); }
  td:nth-child(2) { color: #ffd666; text-align: right; }
  td:last-child { text-align: right; opacity: .7; }
  .rules { font-size: 11px; opacity: .7; }
  .overlay { position: fixed; inset: 0; background: rgba(0,0,0,.72); display: flex; align-items: center; justify-content: center; padding: 16px; }
  .overlay[hidden] { display: none; }
  .card { background: #002766; border: 2px solid #ffd666; border-radius: 14px; padding: 16px; width: 100%; max-width: 360px; }
  .card h2 { margin: 0 0 4px; font-size: 18px; text-align: center; }
  .card p { text-align: center; margin: 0 0 8px; opacity: .8; font-size: 13px; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 0 0 10px; font-size: 14px; }
  dd { margin: 0; text-align: right; color: #ffd666; }
  .card code { display: block; font-size: 11px; word-break: break-all; margin: 2px 0 8px; }
  .card button { display: block; width: 100%; padding: 10px; border: 0; border-radius: 20px; background: #ffd666; color: #002766; font-weight: 700; font-size: 16px; }
`;

/** The page's elements, filled in by the script once the game's state has arrived. */
const MARKUP = `<main>
  <div class="bar"><h1 id="title">…</h1><button class="leave" id="leave" disabled></button></div>
  <div class="demo" id="demo"></div>
  <div class="stats">
    <span><span id="balanceLabel"></span> <b id="balance" data-testid="balance">—</b></span>
    <span><span id="shotsLabel"></span> <b id="shots" data-testid="shots">0</b></span>
    <span><span id="wonLabel"></span> <b id="won" data-testid="won">0.00</b></span>
  </div>
  <canvas id="sea"></canvas>
  <div class="message" id="message" role="status" aria-live="polite"></div>
  <div class="row"><span class="label" id="cannonLabel"></span><div class="chips" id="cannons"></div></div>
  <div class="row"><span class="label" id="targetLabel"></span><div class="chips" id="targets"></div></div>
  <button class="fire" id="fire" disabled></button>
  <div class="seed"><span id="seedHashLabel"></span> <code id="seedHash" data-testid="seed-hash"></code>
    <span id="sessionLabel"></span> <code id="sessionId" data-testid="session-id"></code></div>
  <table id="paytable"></table>
  <p class="rules" id="rules"></p>
</main>
<div class="overlay" id="summary" hidden role="dialog" aria-modal="true" aria-labelledby="summaryTitle">
  <div class="card">
    <h2 id="summaryTitle"></h2>
    <p id="endedBy"></p>
    <dl id="summaryList"></dl>
    <div id="seedLabel"></div>
    <code id="seed" data-testid="seed"></code>
    <button id="back"></button>
  </div>
</div>`;

/** The page's words in both languages; the game's state says which one the member reads. */
const TEXT = `{
    zh_hans: { demo: '沙盒演示场馆：余额为您在本场馆的钱包', balance: '场馆余额', shots: '射击', won: '派彩', leave: '离开',
      cannon: '炮台', target: '锁定', fire: '开炮', sea: '海底，点击一条鱼即可射击', aim: '请点击一条鱼，或锁定目标后开炮',
      hit: '命中{f}！{m}倍，赢得 {w}', miss: '未命中{f}', insufficient: '场馆余额不足，请先从中心钱包转入',
      expired: '游戏链接已失效，请从平台重新打开游戏', failed: '网络异常，请稍后再试',
      gone: '本场馆不提供该游戏，请从平台选择其他游戏', seedHash: '本场种子的SHA-256（开局前公布）：', session: '场次编号：',
      summary: '本场已结束', hits: '命中', staked: '投注合计', best: '最高倍数', seed: '公开的种子：', back: '返回平台', close: '知道了',
      endedBy: { leave: '您已离开本场', idle: '闲置超时，本场已自动结束', platform: '平台已结束本场' },
      rtp: '返还率 {r}%', rules: '每一炮按所选炮台下注，命中按该鱼的倍数派彩（含本金）。第n炮的结果由 HMAC-SHA256（密钥为种子，消息为“场次编号:n”）决定，离开后公开种子供您核对。' },
    en: { demo: 'Sandbox demo venue: the balance is your wallet at this venue', balance: 'Venue balance', shots: 'Shots',
      won: 'Won', leave: 'Leave', cannon: 'Cannon', target: 'Lock on', fire: 'FIRE', sea: 'The sea: tap a fish to shoot it',
      aim: 'Tap a fish, or lock on a kind and fire', hit: 'Hit the {f}! {m}x, you win {w}', miss: 'Missed the {f}',
      insufficient: 'Not enough balance at this venue: transfer money in from the central wallet first',
      expired: 'This game link has expired: open the game again from the platform', failed: 'Network problem, please try again',
      gone: 'This venue does not offer this game: choose another game on the platform',
      seedHash: 'SHA-256 of this session\\'s seed (shown before the first shot):', session: 'Session ID:',
      summary: 'Session over', hits: 'Hits', staked: 'Staked', best: 'Best multiplier', seed: 'Revealed seed:',
      back: 'Back to the platform', close: 'OK',
      endedBy: { leave: 'You left the session', idle: 'Idle too long: the session ended by itself', platform: 'The platform ended the session' },
      rtp: 'RTP {r}%', rules: 'Each shot stakes the chosen cannon; a hit pays the fish\\'s multiplier (stake included). Shot n is decided by HMAC-SHA256 keyed by the seed over "session ID:n"; the seed is revealed when you leave.' }
  }`;

/**
 * The page of both fishing games: self-contained (inline CSS and JS, no external resource). It reads
 * its session from the URL fragment, asks `/fishing/state` for the game (fish table, cannons), the
 * balance and its session's seed hash, animates the sea on a canvas, sends each shot to
 * `/fishing/shoot` (the venue decides it) and ends the session with `/fishing/leave`.
 */
export function fishingPage(nonce: string): string {
  return `<!doctype html>
<html lang="zh-Hans">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>Sandbox Fishing</title>
<style nonce="${nonce}">
${STYLE}</style>
</head>
<body>
${MARKUP}
<script nonce="${nonce}">
(function () {
  var TEXT = ${TEXT};
  var PATHS = ${JSON.stringify(FISHING_PATHS)}, HEADER = '${FISHING_SESSION_HEADER}';
${FISHING_SCENE_SCRIPT}
${FISHING_PLAY_SCRIPT}
})();
</script>
</body>
</html>
`;
}
