/**
 * The fishing page's sea, drawn on its canvas: fish of every kind of the table swimming across (at
 * least one of each on screen, the small ones more often), bubbles, the cannon turning to its
 * target, shots flying to the fish, a caught fish spinning away under its win and a net where a
 * shot missed. Only pictures: the venue decides every shot (fishing-script.ts sends them).
 * Runs inside the page's script, which defines `state` (the game from /fishing/state) and `$`.
 */
export const FISHING_SCENE_SCRIPT = `  var canvas = document.getElementById('sea'), ctx = canvas.getContext('2d');
  var W = 0, H = 0, scale = 1, fishes = [], shots = [], floats = [], bubbles = [], angle = -Math.PI / 2, last = 0;
  var cannonLevel = 0;

  function resize() {
    var r = canvas.getBoundingClientRect(), dpr = window.devicePixelRatio || 1;
    W = r.width; H = r.height; scale = W / 390;
    canvas.width = Math.round(W * dpr); canvas.height = Math.round(H * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  }
  function spawn(kind, anywhere) {
    var dir = Math.random() < 0.5 ? 1 : -1, len = kind.look.length * scale;
    return { kind: kind, len: len, dir: dir, y: 24 + len / 2 + Math.random() * Math.max(10, H - 120 - len),
      x: anywhere ? len + Math.random() * (W - 2 * len) : (dir > 0 ? -len : W + len), phase: Math.random() * 6.3, caught: 0 };
  }
  /** One fish of every kind, and four more of the two smallest kinds. */
  function populate() {
    fishes = state.fish.map(function (k) { return spawn(k, true); });
    for (var i = 0; i < 4; i++) fishes.push(spawn(state.fish[i % 2], true));
    for (var j = 0; j < 14; j++) bubbles.push({ x: Math.random() * W, y: Math.random() * H, r: 1 + Math.random() * 3 });
  }
  function fishY(f) { return f.y + Math.sin(f.phase) * 5 * scale; }
  function onScreen(f) { return !f.caught && f.x > f.len / 3 && f.x < W - f.len / 3; }
  /** The fish under a tap, the topmost first; null for open water. */
  function fishAt(x, y) {
    for (var i = fishes.length - 1; i >= 0; i--) {
      var f = fishes[i];
      if (!f.caught && Math.abs(x - f.x) < f.len * 0.6 + 6 && Math.abs(y - fishY(f)) < f.len * 0.3 + 10) return f;
    }
    return null;
  }
  /** The fish of kind \`id\` nearest the cannon, one on screen first; null when every one is caught. */
  function nearestOf(id) {
    var best = null, d = Infinity;
    fishes.forEach(function (f) {
      var e = Math.hypot(f.x - W / 2, fishY(f) - H) + (onScreen(f) ? 0 : 1e6);
      if (f.kind.id === id && !f.caught && e < d) { best = f; d = e; }
    });
    return best;
  }
  /** A shot on its way to \`f\`: it lands after 350 ms, and shows its outcome once the venue has answered. */
  function launch(f) {
    var s = { f: f, t0: performance.now(), answer: null, x: W / 2, y: H - 20 };
    angle = Math.atan2(fishY(f) - (H - 20), f.x - W / 2);
    shots.push(s);
    return s;
  }
  function land(s, now) {
    var y = fishY(s.f);
    if (s.answer.hit) {
      s.f.caught = now;
      floats.push({ x: s.f.x, y: y, text: '+' + s.answer.win, colour: '#ffd666', t0: now, big: true });
    } else {
      floats.push({ x: s.f.x, y: y, net: true, t0: now });
    }
  }
  function step(dt, now) {
    fishes.forEach(function (f, i) {
      if (f.caught) { if (now - f.caught > 900) fishes[i] = spawn(f.kind, false); return; }
      f.x += f.dir * f.kind.look.speed * scale * dt; f.phase += dt * 4;
      if ((f.dir > 0 && f.x > W + f.len) || (f.dir < 0 && f.x < -f.len)) fishes[i] = spawn(f.kind, false);
    });
    shots = shots.filter(function (s) {
      var p = Math.min(1, (now - s.t0) / 350);
      s.x = W / 2 + (s.f.x - W / 2) * p; s.y = H - 20 + (fishY(s.f) - H + 20) * p;
      if (p < 1 || !s.answer) return true;
      land(s, now);
      return false;
    });
    floats = floats.filter(function (x) { return now - x.t0 < 1200; });
    bubbles.forEach(function (b) { b.y -= (12 + b.r * 6) * dt; if (b.y < -5) { b.y = H + 5; b.x = Math.random() * W; } });
  }
  function drawFish(f, now) {
    var l = f.len, h = l * 0.42;
    ctx.save();
    ctx.translate(f.x, fishY(f));
    if (f.caught) { var k = (now - f.caught) / 900; ctx.rotate(k * 9); ctx.globalAlpha = Math.max(0, 1 - k); }
    ctx.scale(f.dir, 1);
    ctx.fillStyle = f.kind.look.colour;
    ctx.beginPath(); ctx.ellipse(0, 0, l / 2, h / 2, 0, 0, Math.PI * 2); ctx.fill();
    var wag = Math.sin(f.phase * 2) * h * 0.15;
    ctx.beginPath(); ctx.moveTo(-l * 0.42, 0); ctx.lineTo(-l * 0.72, -h * 0.5 + wag); ctx.lineTo(-l * 0.72, h * 0.5 + wag); ctx.closePath(); ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,.25)';
    ctx.beginPath(); ctx.ellipse(l * 0.02, -h * 0.12, l * 0.3, h * 0.16, 0, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#fff'; ctx.beginPath(); ctx.arc(l * 0.28, -h * 0.1, Math.max(2, h * 0.13), 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#000'; ctx.beginPath(); ctx.arc(l * 0.3, -h * 0.1, Math.max(1, h * 0.06), 0, Math.PI * 2); ctx.fill();
    ctx.restore();
    if (!f.caught && f.kind.multiplier >= 10) {
      ctx.fillStyle = '#fff'; ctx.font = 'bold ' + Math.round(11 * scale + 2) + 'px system-ui'; ctx.textAlign = 'center';
      ctx.fillText(f.kind.multiplier + 'x', f.x, fishY(f) + h / 2 + 12);
    }
  }
  function drawCannon() {
    var r = (17 + cannonLevel * 4) * scale;
    ctx.save(); ctx.translate(W / 2, H - 6); ctx.rotate(angle + Math.PI / 2);
    ctx.fillStyle = '#ffd666'; ctx.fillRect(-r * 0.35, -r * 2.2, r * 0.7, r * 2.2);
    ctx.restore();
    ctx.fillStyle = '#d48806'; ctx.beginPath(); ctx.arc(W / 2, H - 6, r, Math.PI, 0); ctx.fill();
  }
  function draw(now) {
    var sea = ctx.createLinearGradient(0, 0, 0, H);
    sea.addColorStop(0, state.colors[0]); sea.addColorStop(1, state.colors[1]);
    ctx.fillStyle = sea; ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = 'rgba(255,255,255,.35)';
    bubbles.forEach(function (b) { ctx.beginPath(); ctx.arc(b.x, b.y, b.r * scale, 0, Math.PI * 2); ctx.fill(); });
    fishes.forEach(function (f) { drawFish(f, now); });
    shots.forEach(function (s) { ctx.fillStyle = '#fff7e6'; ctx.beginPath(); ctx.arc(s.x, s.y, 5 * scale, 0, Math.PI * 2); ctx.fill(); });
    floats.forEach(function (x) {
      var k = (now - x.t0) / 1200;
      ctx.globalAlpha = 1 - k;
      if (x.net) {
        ctx.strokeStyle = '#fff'; ctx.lineWidth = 2; ctx.beginPath(); ctx.arc(x.x, x.y, (10 + k * 24) * scale, 0, Math.PI * 2); ctx.stroke();
      } else {
        ctx.fillStyle = x.colour; ctx.font = 'bold ' + Math.round(22 * scale) + 'px system-ui'; ctx.textAlign = 'center';
        ctx.fillText(x.text, x.x, x.y - k * 40);
      }
      ctx.globalAlpha = 1;
    });
    drawCannon();
  }
  function frame(now) {
    var dt = Math.min(0.05, (now - (last || now)) / 1000);
    last = now; step(dt, now); draw(now);
    requestAnimationFrame(frame);
  }
  function startSea() { resize(); populate(); window.addEventListener('resize', resize); requestAnimationFrame(frame); }`;
