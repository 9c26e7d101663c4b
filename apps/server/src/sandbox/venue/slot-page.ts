/** Paths of the slot page and the calls it makes, on the sandbox venue's own origin. */
export const SLOT_PATHS = {
  launch: '/launch',
  play: '/play',
  state: '/slot/state',
  spin: '/slot/spin',
} as const;
/** The header carrying the page's session token on its calls. */
export const SLOT_SESSION_HEADER = 'x-slot-session';

/** The query parameter of the page's address naming the origin its launch lets frame it. */
export const SLOT_FRAME_PARAM = 'frame';

/**
 * Headers of the page: nothing but its own inline code (by nonce) and calls to its own origin;
 * framed only by `frameOrigin` (a checked origin), by no page when null.
 */
export function slotPageHeaders(nonce: string, frameOrigin: string | null): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameOrigin ?? "'none'"}`,
  };
}

/** The page's look: one column of reels, stakes and paytable, sized for a phone. */
const STYLE = `  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font-family: system-ui, -apple-system, "PingFang SC", sans-serif;
    background: radial-gradient(circle at top, #3a1c71, #1b1035 70%); color: #fff; display: flex; justify-content: center; }
  main { width: 100%; max-width: 420px; padding: 16px; }
  h1 { font-size: 20px; margin: 4px 0; text-align: center; }
  .demo { text-align: center; font-size: 12px; opacity: .7; margin-bottom: 12px; }
  .balance { text-align: center; font-size: 15px; margin-bottom: 12px; }
  .balance b { font-size: 22px; color: #ffd666; }
  .reels { display: flex; gap: 8px; justify-content: center; background: #120a24; border: 3px solid #ffd666;
    border-radius: 14px; padding: 14px; }
  .reel { width: 30%; aspect-ratio: 3 / 4; background: #fff; color: #222; border-radius: 10px; display: flex;
    align-items: center; justify-content: center; font-size: 40px; font-weight: 800; }
  .reel.spinning { animation: blur .12s linear infinite; }
  @keyframes blur { 50% { transform: translateY(6px); opacity: .6; } }
  .message { min-height: 28px; text-align: center; margin: 12px 0; font-size: 16px; }
  .message.win { color: #95de64; font-weight: 700; }
  .message.error { color: #ff7875; }
  .stakes { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; margin-bottom: 12px; }
  .stakes button { border: 1px solid #ffd666; background: transparent; color: #ffd666; border-radius: 16px;
    padding: 6px 12px; font-size: 14px; }
  .stakes button.on { background: #ffd666; color: #1b1035; font-weight: 700; }
  .spin { display: block; width: 100%; padding: 14px; font-size: 20px; font-weight: 800; border: 0; border-radius: 28px;
    background: linear-gradient(#ff9c6e, #d4380d); color: #fff; }
  .spin:disabled { opacity: .5; }
  table { width: 100%; margin-top: 16px; border-collapse: collapse; font-size: 13px; }
  td { padding: 4px 6px; border-bottom: 1px solid rgba(255,255,255,.1); }
  td:last-child { text-align: right; color: #ffd666; }
  .rtp { font-size: 12px; opacity: .7; text-align: center; margin-top: 8px; }
`;

/** The page's elements, filled in by the script once the game's state has arrived. */
const MARKUP = `<main>
  <h1 id="title">…</h1>
  <div class="demo" id="demo"></div>
  <div class="balance"><span id="balanceLabel"></span> <b id="balance">—</b></div>
  <div class="reels"><div class="reel" id="r0"></div><div class="reel" id="r1"></div><div class="reel" id="r2"></div></div>
  <div class="message" id="message"></div>
  <div class="stakes" id="stakes"></div>
  <button class="spin" id="spin" disabled></button>
  <table id="paytable"></table>
  <div class="rtp" id="rtp"></div>
</main>`;

/** The page's words in both languages; the game's state says which one the member reads. */
const TEXT = `{
    zh_hans: { demo: '沙盒演示场馆：余额为您在本场馆的钱包', balance: '场馆余额', spin: '旋转', stake: '投注',
      win: '赢得 {w}！', lose: '未中奖，再试一次', insufficient: '场馆余额不足，请先从中心钱包转入',
      expired: '游戏链接已失效，请从平台重新打开游戏', failed: '网络异常，请稍后再试',
      gone: '本场馆不提供该游戏，请从平台选择其他游戏', some: ['', '任意一个 {g}', '任意两个 {g}'],
      mixed: '{g} 任意组合', best: '每次旋转按可中的最高一项派彩（含本金）', rtp: '理论返还率 {r}%' },
    en: { demo: 'Sandbox demo venue: the balance is your wallet at this venue', balance: 'Venue balance', spin: 'SPIN',
      stake: 'Stake', win: 'You win {w}!', lose: 'No win, try again', insufficient: 'Not enough balance at this venue: transfer money in from the central wallet first',
      expired: 'This game link has expired: open the game again from the platform', failed: 'Network problem, please try again',
      gone: 'This venue does not offer this game: choose another game on the platform', some: ['', 'Any one {g}', 'Any two {g}'],
      mixed: 'Any mix of {g}', best: 'Each spin pays its best row (stake included)', rtp: 'Return to player {r}%' }
  }`;

/** Session, calls to the venue and drawing of the balance, stakes and paytable. */
const RENDER_SCRIPT = `  var session = new URLSearchParams(location.hash.slice(1)).get('s') || '';
  var t = TEXT.zh_hans, state = null, stake = null, busy = false;
  var $ = function (id) { return document.getElementById(id); };
  function say(text, cls) { var m = $('message'); m.textContent = text; m.className = 'message ' + (cls || ''); }
  function call(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', '${SLOT_SESSION_HEADER}': session },
      body: JSON.stringify(body || {}) }).then(function (r) { return r.json(); });
  }
  function failure(reason) { return reason === 'session_expired' ? t.expired : reason === 'game_not_found' ? t.gone : t.failed; }
  function glyph(id) { for (var i = 0; i < state.symbols.length; i++) if (state.symbols[i].id === id) return state.symbols[i].glyph; return '?'; }
  function render() {
    t = TEXT[state.lang] || TEXT.zh_hans;
    document.documentElement.lang = state.lang === 'en' ? 'en' : 'zh-Hans';
    $('title').textContent = state.gameName; document.title = state.gameName;
    $('demo').textContent = t.demo; $('balanceLabel').textContent = t.balance; $('balance').textContent = state.balance;
    $('spin').textContent = t.spin; $('spin').disabled = false;
    $('rtp').textContent = t.best + ' · ' + t.rtp.replace('{r}', state.rtp);
    var stakes = $('stakes'); stakes.textContent = '';
    state.stakes.forEach(function (s) {
      var b = document.createElement('button'); b.textContent = s; b.className = s === stake ? 'on' : '';
      b.onclick = function () { stake = s; render(); }; stakes.appendChild(b);
    });
    var table = $('paytable'); table.textContent = '';
    state.paytable.forEach(function (p) {
      var line = p.kind === 'three' ? [glyph(p.symbol), glyph(p.symbol), glyph(p.symbol)].join(' ')
        : p.kind === 'some' ? t.some[p.count].replace('{g}', glyph(p.symbol))
        : t.mixed.replace('{g}', p.symbols.map(glyph).join(' / '));
      var row = table.insertRow(); row.insertCell().textContent = line; row.insertCell().textContent = p.pays + 'x';
    });
  }`;

/** One spin: the reels turn while the venue decides, then show its outcome and the new balance. */
const SPIN_SCRIPT = `  function spin() {
    if (busy || !stake) return;
    busy = true; $('spin').disabled = true; say('');
    var reels = [$('r0'), $('r1'), $('r2')], n = 0;
    reels.forEach(function (r) { r.className = 'reel spinning'; });
    var ticker = setInterval(function () {
      n++; reels.forEach(function (r, i) { r.textContent = state.symbols[(n + i * 2) % state.symbols.length].glyph; });
    }, 70);
    call('${SLOT_PATHS.spin}', { stake: stake }).then(function (a) {
      setTimeout(function () {
        clearInterval(ticker); reels.forEach(function (r) { r.className = 'reel'; });
        if (a.result === 'success') {
          a.reels.forEach(function (id, i) { reels[i].textContent = glyph(id); });
          state.balance = a.balance; $('balance').textContent = a.balance;
          if (a.win !== '0.00') say(t.win.replace('{w}', a.win), 'win'); else say(t.lose);
        } else {
          say(a.reason === 'insufficient_balance' ? t.insufficient : failure(a.reason), 'error');
        }
        busy = false; $('spin').disabled = false;
      }, 600);
    }, function () { clearInterval(ticker); reels.forEach(function (r) { r.className = 'reel'; }); say(t.failed, 'error'); busy = false; $('spin').disabled = false; });
  }`;

/** Reads the game's state and draws the page; the spin button works from then on. */
const START_SCRIPT = `  $('spin').onclick = spin;
  call('${SLOT_PATHS.state}').then(function (a) {
    if (a.result !== 'success') { say(failure(a.reason), 'error'); return; }
    state = a; stake = a.stakes[0];
    document.body.style.background = 'radial-gradient(circle at top, ' + a.colors[0] + ', ' + a.colors[1] + ' 70%)';
    ['r0', 'r1', 'r2'].forEach(function (id, i) { $(id).textContent = a.symbols[i % a.symbols.length].glyph; });
    render();
  }, function () { say(t.failed, 'error'); });`;

/**
 * The page of every slot game: self-contained (inline CSS and JS, no external resource). It reads
 * its session from the URL fragment, asks `/slot/state` for the game (name, colours, symbols,
 * paytable), balance and stakes, and sends each spin to `/slot/spin`; the venue decides the
 * outcome and moves the balance.
 */
export function slotPage(nonce: string): string {
  return `<!doctype html>
<html lang="zh-Hans">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>Sandbox Slots</title>
<style nonce="${nonce}">
${STYLE}</style>
</head>
<body>
${MARKUP}
<script nonce="${nonce}">
(function () {
  var TEXT = ${TEXT};
${RENDER_SCRIPT}
${SPIN_SCRIPT}
${START_SCRIPT}
})();
</script>
</body>
</html>
`;
}
