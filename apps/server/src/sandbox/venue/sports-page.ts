import { SPORTS_SCRIPT } from './sports-script.ts';

/** Paths of the sportsbook page and its calls, on the sandbox venue's own origin; `cancel` is a signed control call. */
export const SPORTS_PATHS = {
  launch: '/sports/launch',
  play: '/sports/play',
  state: '/sports/state',
  place: '/sports/place',
  cancel: '/sandbox/sports/cancel',
} as const;
/** The header carrying the page's session token on its calls. */
export const SPORTS_SESSION_HEADER = 'x-sports-session';

/** The page's look: one column for a phone (390 px wide), the slip fixed at the bottom. */
const STYLE = `  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "PingFang SC", sans-serif; background: #0b1a10; color: #f0f0f0; }
  main { max-width: 480px; margin: 0 auto; padding: 12px 12px 200px; }
  h1 { font-size: 19px; margin: 2px 0; text-align: center; }
  .demo { text-align: center; font-size: 12px; opacity: .7; }
  .balance { text-align: center; margin: 6px 0 10px; }
  .balance b { font-size: 20px; color: #ffd666; }
  .tabs { display: flex; gap: 6px; margin-bottom: 10px; }
  .tabs button { flex: 1; padding: 8px 0; border: 1px solid #ffd666; background: transparent; color: #ffd666; border-radius: 16px; font-size: 14px; }
  .tabs button.on { background: #ffd666; color: #1b1035; font-weight: 700; }
  .card { background: rgba(255,255,255,.07); border-radius: 12px; padding: 10px; margin-bottom: 10px; }
  .meta { font-size: 12px; opacity: .75; display: flex; justify-content: space-between; gap: 6px; }
  .teams { font-size: 15px; font-weight: 700; margin: 6px 0; }
  .hash { font-size: 10px; opacity: .6; word-break: break-all; font-family: ui-monospace, monospace; }
  .market { display: flex; align-items: center; gap: 6px; margin-top: 6px; }
  .market > span { width: 64px; font-size: 12px; opacity: .8; }
  .sel { flex: 1; padding: 7px 2px; border-radius: 8px; border: 1px solid rgba(255,255,255,.25); background: rgba(0,0,0,.25);
    color: #fff; font-size: 13px; line-height: 1.25; }
  .sel b { display: block; color: #ffd666; }
  .sel.on { background: #ffd666; color: #1b1035; } .sel.on b { color: #1b1035; }
  .sel:disabled { opacity: .35; }
  .leg { font-size: 13px; padding: 4px 0; border-top: 1px solid rgba(255,255,255,.08); }
  .tag { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 12px; margin-left: 4px; background: #434343; }
  .tag.won, .tag.settled { background: #389e0d; } .tag.lost { background: #a8071a; } .tag.void { background: #595959; }
  .tag.pending, .tag.open { background: #0958d9; }
  .empty { text-align: center; opacity: .6; padding: 20px 0; }
  #bets h2 { font-size: 15px; margin: 12px 0 6px; }
  .message { min-height: 22px; text-align: center; margin: 8px 0; font-size: 14px; }
  .message.error { color: #ff7875; } .message.ok { color: #95de64; }
  .slip { position: fixed; left: 0; right: 0; bottom: 0; background: #141414; border-top: 2px solid #ffd666; padding: 10px 12px;
    max-height: 60vh; overflow-y: auto; }
  .slip-inner { max-width: 480px; margin: 0 auto; }
  .slip h2 { font-size: 15px; margin: 0 0 6px; }
  .pick { display: flex; justify-content: space-between; gap: 6px; font-size: 13px; padding: 4px 0; }
  .pick .moved { color: #ff7875; text-decoration: line-through; margin-right: 4px; }
  .pick button { background: none; border: 0; color: #ff7875; font-size: 16px; }
  .modes { display: flex; gap: 6px; margin: 6px 0; }
  .modes button { flex: 1; padding: 6px 0; border-radius: 14px; border: 1px solid #ffd666; background: transparent; color: #ffd666; }
  .modes button.on { background: #ffd666; color: #1b1035; font-weight: 700; }
  .modes button:disabled { opacity: .35; }
  .stake { display: flex; align-items: center; gap: 8px; font-size: 14px; }
  .stake input { flex: 1; padding: 8px; font-size: 16px; border-radius: 8px; border: 1px solid #595959; background: #000; color: #fff; }
  .returns { font-size: 13px; margin: 6px 0; opacity: .85; }
  .place { width: 100%; padding: 12px; border: 0; border-radius: 24px; font-size: 17px; font-weight: 800;
    background: linear-gradient(#ffd666, #d48806); color: #1b1035; }
  .place:disabled { opacity: .5; }
`;

const MARKUP = `<main>
  <h1 id="title">…</h1>
  <div class="demo" id="demo"></div>
  <div class="balance"><span id="balanceLabel"></span> <b id="balance">—</b></div>
  <nav class="tabs"><button id="tab-matches" class="on"></button><button id="tab-bets"></button><button id="tab-results"></button></nav>
  <div class="message" id="message" role="status"></div>
  <section id="matches"></section>
  <section id="bets" hidden></section>
  <section id="results" hidden></section>
</main>
<div class="slip" id="slip" hidden><div class="slip-inner">
  <h2 id="slipTitle"></h2>
  <div id="picks"></div>
  <div class="modes"><button id="mode-single"></button><button id="mode-parlay"></button></div>
  <label class="stake"><span id="stakeLabel"></span><input id="stake" inputmode="decimal" value="10"></label>
  <div class="returns" id="returns"></div>
  <button class="place" id="place"></button>
</div></div>`;

/** The page's words in both languages; the state says which one the member reads. */
const TEXT = `{
    zh_hans: { demo: '沙盒演示场馆：余额为您在本场馆的钱包；赛事与结果均为虚构', balance: '场馆余额', matches: '赛事', bets: '我的注单',
      results: '赛果', market: { '1x2': '胜平负', winner: '胜负', handicap: '让分', total: '大小' },
      sel: { home: '主', draw: '平', away: '客', over: '大', under: '小' }, live: '进行中', ended: '已结束', cancelled: '已取消',
      open: '未结算', settled: '已结算', void: '已退款', won: '赢', lost: '输', pending: '待定',
      slip: '投注单（{n}）', single: '单关', parlay: '串关', stake: '每注金额', place: '确认投注', accept: '接受新赔率并投注',
      returns: '总投注 {s} · 可赢 {r}', placed: '投注成功', moved: '赔率已变化：请确认新的赔率后再投注',
      fixture_closed: '该赛事已停止投注', selection_unknown: '该选项已不可投注', insufficient_balance: '场馆余额不足，请先从中心钱包转入',
      bad_slip: '串关需2-10场不同赛事，每注1-10000元', expired: '游戏链接已失效，请从平台重新打开游戏', failed: '网络异常，请稍后再试',
      none: '暂无', startsIn: '{t}后开赛', seed: '结果种子', hash: '承诺 SHA-256', stakeOf: '投注 {s} · 赔率 {o}', paid: '派彩 {p}',
      margin: '每个选项含 {m}% 利润，赔率向下取整到两位小数', openBets: '未结算注单', settledBets: '已结算注单' },
    en: { demo: 'Sandbox demo venue: the balance is your wallet at this venue; teams and results are fictional', balance: 'Venue balance',
      matches: 'Matches', bets: 'My bets', results: 'Results', market: { '1x2': '1X2', winner: 'Winner', handicap: 'Handicap', total: 'Total' },
      sel: { home: 'Home', draw: 'Draw', away: 'Away', over: 'Over', under: 'Under' }, live: 'In play', ended: 'Ended', cancelled: 'Cancelled',
      open: 'Open', settled: 'Settled', void: 'Refunded', won: 'Won', lost: 'Lost', pending: 'Pending',
      slip: 'Bet slip ({n})', single: 'Singles', parlay: 'Parlay', stake: 'Stake per bet', place: 'Place bet', accept: 'Accept new odds and place',
      returns: 'Total stake {s} · returns {r}', placed: 'Bet placed', moved: 'The odds have changed: check the new odds and confirm',
      fixture_closed: 'This match no longer takes bets', selection_unknown: 'This selection is no longer offered',
      insufficient_balance: 'Not enough balance at this venue: transfer money in from the central wallet first',
      bad_slip: 'A parlay takes 2-10 different matches; each bet 1-10000', expired: 'This game link has expired: open the game again from the platform',
      failed: 'Network problem, please try again', none: 'Nothing yet', startsIn: 'starts in {t}', seed: 'Result seed', hash: 'Commitment SHA-256',
      stakeOf: 'Stake {s} · odds {o}', paid: 'Paid {p}', margin: 'Each selection carries a {m}% margin; odds are rounded down to 2 decimals',
      openBets: 'Open bets', settledBets: 'Settled bets' }
  }`;

/**
 * The page of every book: self-contained (inline CSS and JS, nothing loaded from elsewhere). It reads
 * its session from the URL fragment, polls `/sports/state` and sends the slip to `/sports/place`
 * with the odds it shows; the venue refuses changed odds with the new ones, which the page shows
 * for the player to confirm.
 */
export function sportsPage(nonce: string): string {
  return `<!doctype html>
<html lang="zh-Hans">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>Sandbox Sports</title>
<style nonce="${nonce}">
${STYLE}</style>
</head>
<body>
${MARKUP}
<script nonce="${nonce}">
(function () {
  var TEXT = ${TEXT};
  var PATHS = ${JSON.stringify({ state: SPORTS_PATHS.state, place: SPORTS_PATHS.place })};
  var HEADER = '${SPORTS_SESSION_HEADER}';
${SPORTS_SCRIPT}
})();
</script>
</body>
</html>
`;
}
