/**
 * The sportsbook page's script (sports-page.ts wraps it with TEXT, PATHS and HEADER): renders the
 * fixtures with their prices, the slip (singles or one parlay, one pick per fixture), the player's
 * open and settled bets and the results with their revealed seeds; polls the state every 3 s.
 */
export const SPORTS_SCRIPT = `  var session = new URLSearchParams(location.hash.slice(1)).get('s') || '';
  var t = TEXT.zh_hans, state = null, slip = [], mode = 'single', confirming = false, busy = false, tab = 'matches', skew = 0;
  var $ = function (id) { return document.getElementById(id); };
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  function fill(s, p) { return s.replace(/\\{(\\w+)\\}/g, function (_, k) { return p[k]; }); }
  function say(text, cls) { var m = $('message'); m.textContent = text || ''; m.className = 'message ' + (cls || ''); }
  function call(path, body) {
    var h = { 'content-type': 'application/json' }; h[HEADER] = session;
    return fetch(path, { method: 'POST', headers: h, body: JSON.stringify(body || {}) }).then(function (r) { return r.json(); });
  }
  function cents(s) { var p = String(s).split('.'); return BigInt(p[0]) * 100n + BigInt((p[1] || '0').padEnd(2, '0').slice(0, 2)); }
  function money(c) { var neg = c < 0n; if (neg) c = -c; return (neg ? '-' : '') + (c / 100n) + '.' + String(c % 100n).padStart(2, '0'); }
  function when(iso) {
    var d = new Date(iso);
    return d.toLocaleString(state.lang === 'en' ? 'en-GB' : 'zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  }
  function left(iso) {
    var s = Math.max(0, Math.round((new Date(iso).getTime() - Date.now() - skew) / 1000));
    var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
    return h > 0 ? h + 'h ' + m + 'm' : m > 0 ? m + 'm ' + (s % 60) + 's' : s + 's';
  }
  function selLabel(x) { return t.sel[x.selection] + (x.line ? ' ' + x.line : ''); }
  function legLine(l) { return t.market[l.market] + ' · ' + selLabel(l) + ' @ ' + l.odds; }
  function picked(f, x) { return slip.some(function (p) { return p.fixtureId === f.id && p.market === x.market && p.selection === x.selection; }); }
  function toggle(f, x) {
    var at = slip.findIndex(function (p) { return p.fixtureId === f.id; });
    var same = at >= 0 && slip[at].market === x.market && slip[at].selection === x.selection;
    if (at >= 0) slip.splice(at, 1);
    // One pick per fixture: another selection of it replaces the first.
    if (!same && slip.length < 10) slip.push({ fixtureId: f.id, teams: f.home + ' v ' + f.away, market: x.market, selection: x.selection, line: x.line, odds: x.odds, old: null });
    confirming = false; say(''); render();
  }
  function fixtureCard(f) {
    var c = el('div', 'card fixture'); c.dataset.fixtureId = f.id; c.dataset.starts = String(new Date(f.startsAt).getTime());
    var meta = el('div', 'meta'); meta.appendChild(el('span', '', f.league + ' · ' + when(f.startsAt)));
    meta.appendChild(el('span', '', f.status === 'open' ? fill(t.startsIn, { t: left(f.startsAt) }) : t[f.status])); c.appendChild(meta);
    c.appendChild(el('div', 'teams', f.home + ' v ' + f.away + (f.score ? '  ' + f.score : '')));
    ['1x2', 'winner', 'handicap', 'total'].forEach(function (mk) {
      var xs = f.selections.filter(function (x) { return x.market === mk; }); if (!xs.length) return;
      var row = el('div', 'market'); row.appendChild(el('span', '', t.market[mk]));
      xs.forEach(function (x) {
        var b = el('button', 'sel' + (picked(f, x) ? ' on' : ''), selLabel(x)); b.appendChild(el('b', '', x.odds || '—'));
        b.dataset.fixture = f.id; b.dataset.market = x.market; b.dataset.selection = x.selection; b.disabled = !x.odds;
        b.onclick = function () { toggle(f, x); }; row.appendChild(b);
      });
      c.appendChild(row);
    });
    c.appendChild(el('div', 'hash', t.hash + ': ' + f.seedHash));
    if (f.seed) c.appendChild(el('div', 'hash', t.seed + ': ' + f.seed));
    return c;
  }
  function betCard(b) {
    var c = el('div', 'card bet'); c.dataset.betId = b.betId;
    var meta = el('div', 'meta'); meta.appendChild(el('span', '', (b.type === 'parlay' ? t.parlay + ' ×' + b.legs.length : t.single) + ' · ' + when(b.placedAt)));
    var tag = el('span', 'tag ' + b.status, t[b.status]); meta.appendChild(tag); c.appendChild(meta);
    c.appendChild(el('div', '', fill(t.stakeOf, { s: b.stake, o: b.odds }) + (b.payout !== null ? ' · ' + fill(t.paid, { p: b.payout }) : '')));
    b.legs.forEach(function (l) {
      var d = el('div', 'leg', l.home + ' v ' + l.away + (l.score ? ' (' + l.score + ')' : '') + ' — ' + legLine(l));
      d.appendChild(el('span', 'tag ' + l.result, t[l.result])); c.appendChild(d);
    });
    return c;
  }
  function list(box, items, make) { box.textContent = ''; if (!items.length) box.appendChild(el('div', 'empty', t.none)); items.forEach(function (i) { box.appendChild(make(i)); }); }
  function renderSlip() {
    $('slip').hidden = slip.length === 0;
    $('slipTitle').textContent = fill(t.slip, { n: slip.length });
    var box = $('picks'); box.textContent = '';
    slip.forEach(function (p, i) {
      var row = el('div', 'pick'); row.dataset.fixture = p.fixtureId;
      row.appendChild(el('span', '', p.teams + ' — ' + t.market[p.market] + ' · ' + selLabel(p)));
      var odds = el('span', 'odds'); if (p.old) odds.appendChild(el('span', 'moved', p.old)); odds.appendChild(el('b', '', p.odds)); row.appendChild(odds);
      var x = el('button', '', '×'); x.setAttribute('aria-label', 'remove'); x.onclick = function () { slip.splice(i, 1); confirming = false; render(); };
      row.appendChild(x); box.appendChild(row);
    });
    if (slip.length < 2 && mode === 'parlay') mode = 'single';
    $('mode-single').textContent = t.single; $('mode-parlay').textContent = t.parlay;
    $('mode-single').className = mode === 'single' ? 'on' : ''; $('mode-parlay').className = mode === 'parlay' ? 'on' : '';
    $('mode-parlay').disabled = slip.length < 2;
    $('stakeLabel').textContent = t.stake; $('place').textContent = confirming ? t.accept : t.place;
    var stake = /^\\d{1,7}(\\.\\d{1,2})?$/.test($('stake').value) ? cents($('stake').value) : 0n, total = 0n, back = 0n;
    if (mode === 'parlay') {
      var prod = slip.reduce(function (a, p) { return a * cents(p.odds); }, 1n) / (100n ** BigInt(slip.length - 1));
      total = stake; back = stake * prod / 100n;
    } else slip.forEach(function (p) { total += stake; back += stake * cents(p.odds) / 100n; });
    $('returns').textContent = fill(t.returns, { s: money(total), r: money(back) });
    $('place').disabled = busy || stake < 100n;
  }
  function render() {
    t = TEXT[state.lang] || TEXT.zh_hans; document.documentElement.lang = state.lang === 'en' ? 'en' : 'zh-Hans';
    $('title').textContent = state.gameName; document.title = state.gameName;
    $('demo').textContent = t.demo + ' · ' + fill(t.margin, { m: state.margin });
    $('balanceLabel').textContent = t.balance; $('balance').textContent = state.balance;
    ['matches', 'bets', 'results'].forEach(function (k) { $('tab-' + k).textContent = t[k]; $('tab-' + k).className = tab === k ? 'on' : ''; $(k).hidden = tab !== k; });
    list($('matches'), state.fixtures.filter(function (f) { return f.status === 'open'; }), fixtureCard);
    list($('results'), state.fixtures.filter(function (f) { return f.status !== 'open'; }).reverse(), fixtureCard);
    var bets = $('bets'); bets.textContent = '';
    bets.appendChild(el('h2', '', t.openBets)); var o = el('div'); o.id = 'open-bets'; bets.appendChild(o); list(o, state.open, betCard);
    bets.appendChild(el('h2', '', t.settledBets)); var s = el('div'); s.id = 'settled-bets'; bets.appendChild(s); list(s, state.settled, betCard);
    renderSlip();
  }
  function failure(a) { return a.reason === 'session_expired' ? t.expired : t[a.reason] || t.failed; }
  function refresh() {
    return call(PATHS.state).then(function (a) {
      if (a.result !== 'success') { say(failure(a), 'error'); return; }
      skew = new Date(a.now).getTime() - Date.now(); state = a; render();
    }, function () { say(t.failed, 'error'); });
  }
  function place() {
    if (busy || !slip.length) return;
    busy = true; renderSlip();
    var picks = slip.map(function (p) { return { fixtureId: p.fixtureId, market: p.market, selection: p.selection, odds: p.odds }; });
    call(PATHS.place, { mode: mode, stake: money(cents($('stake').value)), picks: picks }).then(function (a) {
      busy = false;
      if (a.result === 'success') { slip = []; confirming = false; say(t.placed, 'ok'); state.balance = a.balance; return refresh(); }
      if (a.reason === 'odds_changed') {
        (a.changes || []).forEach(function (c) { slip.forEach(function (p) { if (p.fixtureId === c.fixtureId && p.market === c.market && p.selection === c.selection) { p.old = p.old || p.odds; p.odds = c.odds; } }); });
        confirming = true; say(t.moved, 'error'); renderSlip(); return;
      }
      say(failure(a), 'error'); renderSlip();
    }, function () { busy = false; say(t.failed, 'error'); renderSlip(); });
  }
  ['matches', 'bets', 'results'].forEach(function (k) { $('tab-' + k).onclick = function () { tab = k; render(); }; });
  $('mode-single').onclick = function () { mode = 'single'; confirming = false; renderSlip(); };
  $('mode-parlay').onclick = function () { if (slip.length >= 2) { mode = 'parlay'; confirming = false; renderSlip(); } };
  $('stake').oninput = function () { renderSlip(); };
  $('place').onclick = place;
  refresh().then(function () { setInterval(refresh, 3000); });`;
