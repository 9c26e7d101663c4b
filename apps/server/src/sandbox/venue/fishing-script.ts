/**
 * The fishing page's play: reads the game and its session, draws the cannon and target chips, the
 * balance and the seed hash; a tap on a fish (or FIRE at the locked kind) sends one shot and
 * waits for the venue's outcome; "leave" ends the session and shows its summary with the seed.
 * Runs inside the page's script after fishing-scene.ts, with TEXT, PATHS and HEADER defined.
 */
export const FISHING_PLAY_SCRIPT = `  var session = new URLSearchParams(location.hash.slice(1)).get('s') || '';
  var t = TEXT.zh_hans, state = null, cannon = null, target = null, busy = false;
  function $(id) { return document.getElementById(id); }
  function say(text, cls) { var m = $('message'); m.textContent = text; m.className = 'message ' + (cls || ''); }
  function call(path, body) {
    var headers = { 'content-type': 'application/json' }; headers[HEADER] = session;
    return fetch(path, { method: 'POST', headers: headers, body: JSON.stringify(body || {}) })
      .then(function (r) { return r.json(); });
  }
  function failure(reason) {
    return reason === 'session_expired' ? t.expired : reason === 'game_not_found' ? t.gone
      : reason === 'insufficient_balance' ? t.insufficient : t.failed;
  }
  function kindOf(id) { for (var i = 0; i < state.fish.length; i++) if (state.fish[i].id === id) return state.fish[i]; return null; }
  function chip(box, label, pressed, onPick) {
    var b = document.createElement('button'); b.type = 'button'; b.textContent = label;
    b.setAttribute('aria-pressed', pressed ? 'true' : 'false'); b.onclick = onPick; box.appendChild(b);
  }
  function controls() {
    var over = state.session.ended;
    $('fire').disabled = busy || over || !target; $('leave').disabled = busy || over;
    var cannons = $('cannons'); cannons.textContent = '';
    state.cannons.forEach(function (c, i) {
      chip(cannons, c, c === cannon, function () { cannon = c; cannonLevel = i; controls(); });
    });
    var targets = $('targets'); targets.textContent = '';
    state.fish.forEach(function (f) {
      chip(targets, f.name + ' ' + f.multiplier + 'x', f.id === target, function () { target = f.id; controls(); });
    });
  }
  function info() {
    var s = state.session;
    $('balance').textContent = state.balance; $('shots').textContent = String(s.shots); $('won').textContent = s.payout;
    $('seedHash').textContent = s.seedHash; $('sessionId').textContent = s.id;
  }
  function render() {
    t = TEXT[state.lang] || TEXT.zh_hans;
    document.documentElement.lang = state.lang === 'en' ? 'en' : 'zh-Hans';
    $('title').textContent = state.gameName; document.title = state.gameName;
    [['demo', 'demo'], ['balanceLabel', 'balance'], ['shotsLabel', 'shots'], ['wonLabel', 'won'], ['leave', 'leave'],
      ['cannonLabel', 'cannon'], ['targetLabel', 'target'], ['fire', 'fire'], ['seedHashLabel', 'seedHash'],
      ['sessionLabel', 'session'], ['rules', 'rules'], ['summaryTitle', 'summary'], ['seedLabel', 'seed'], ['back', framed ? 'close' : 'back']]
      .forEach(function (p) { $(p[0]).textContent = t[p[1]]; });
    canvas.setAttribute('aria-label', t.sea);
    var table = $('paytable'); table.textContent = '';
    state.fish.forEach(function (f) {
      var row = table.insertRow();
      row.insertCell().textContent = f.name; row.insertCell().textContent = f.multiplier + 'x';
      row.insertCell().textContent = t.rtp.replace('{r}', f.rtp);
    });
    info(); controls();
  }
  function summary(s) {
    state.session = s; info(); controls();
    $('endedBy').textContent = t.endedBy[s.endedBy] || '';
    var list = $('summaryList'); list.textContent = '';
    [[t.shots, s.shots], [t.hits, s.hits], [t.staked, s.stake], [t.won, s.payout], [t.best, s.bestMultiplier + 'x']]
      .forEach(function (p) {
        var dt = document.createElement('dt'), dd = document.createElement('dd');
        dt.textContent = p[0]; dd.textContent = String(p[1]); list.appendChild(dt); list.appendChild(dd);
      });
    $('seed').textContent = s.seed || '';
    $('summary').hidden = false;
  }
  function fire(f) {
    if (busy || !state || state.session.ended) return;
    if (!f) { say(t.aim); return; }
    busy = true; controls(); say('');
    var shot = launch(f);
    call(PATHS.shoot, { fish: f.kind.id, stake: cannon }).then(function (a) {
      shot.answer = a.result === 'success' ? a : { hit: false };
      busy = false;
      if (a.session) state.session = a.session;
      if (a.result === 'success') {
        state.balance = a.balance;
        if (a.hit) say(t.hit.replace('{f}', f.kind.name).replace('{m}', a.multiplier).replace('{w}', a.win), 'win');
        else say(t.miss.replace('{f}', f.kind.name));
      } else if (a.reason === 'session_ended' && a.session) {
        summary(a.session);
      } else {
        say(failure(a.reason), 'error');
      }
      info(); controls();
    }, function () { shot.answer = { hit: false }; busy = false; say(t.failed, 'error'); controls(); });
  }
  canvas.addEventListener('click', function (e) {
    if (!state) return;
    var r = canvas.getBoundingClientRect(), f = fishAt(e.clientX - r.left, e.clientY - r.top);
    if (f) { target = f.kind.id; }
    fire(f);
  });
  $('fire').onclick = function () { fire(target && nearestOf(target)); };
  $('leave').onclick = function () {
    if (busy) return;
    busy = true; controls();
    call(PATHS.leave).then(function (a) {
      busy = false;
      if (a.result === 'success') { state.balance = a.balance; summary(a.session); } else { say(failure(a.reason), 'error'); controls(); }
    }, function () { busy = false; say(t.failed, 'error'); controls(); });
  };
  // In the platform's frame the platform's own bar leads back; in a page of its own, back is where the member came from.
  var framed = window.top !== window.self;
  $('back').onclick = function () { if (framed) $('summary').hidden = true; else history.back(); };
  call(PATHS.state).then(function (a) {
    if (a.result !== 'success') { say(failure(a.reason), 'error'); return; }
    state = a; cannon = a.cannons[0]; target = a.fish[0].id;
    startSea(); render();
    if (a.session.ended) summary(a.session);
  }, function () { say(t.failed, 'error'); });`;
