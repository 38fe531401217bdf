// The studio's slot page inside the casino's iframe. The server decides every outcome; this page
// animates the `steps` it receives, keeps the stake within the published bet levels, and after every
// wallet move tells the casino's page the balance (postMessage to the lobby's origin only).
import type { SpinStep } from '../slots/types';
import { ApiError, api, type Boot, type Pair, readBoot, type Spin } from './api';
import { type Glyph, ReelView, symbolEl } from './reels';
import { chime, click, setSound, soundOn } from './sound';
import { symbolSprite } from './symbols';
import './slots.css';

const boot = readBoot();
const t = boot.texts;
/** Fills {name} placeholders. */
const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (m, k) => String(v[k] ?? m));
const slot = boot.slot!;
const call = api(boot.sid);
const LOCALE: Record<string, string> = { ru: 'ru-RU', en: 'en-GB', kz: 'kk-KZ', br: 'pt-BR', hi: 'hi-IN' };

const money = (minor: number) =>
  `${(minor / 100).toLocaleString(LOCALE[boot.lang] ?? 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${
    boot.currency === 'XXX' ? '' : ` ${boot.currency}`
  }`;

// Symbols are small inline SVG drawings (./symbols): no image requests, no emoji font needed. A code
// without a drawing shows the start of its name.
const pictures = symbolSprite(slot.code);
const symbolIndex = new Map(slot.published.symbols.map((s, i) => [s.code, i]));
const glyph: Glyph = (code) => {
  const i = symbolIndex.get(code);
  const s = i === undefined ? undefined : slot.published.symbols[i];
  const svg = pictures.get(code) ?? null;
  const label = s?.name ?? code;
  const role = s?.role && s.role !== 'regular' ? ` ${s.role}` : '';
  return { svg, label, text: label.slice(0, 3).toUpperCase(), cls: `s${(i ?? 0) % 10}${role}${svg ? ' art' : ' txt'}` };
};

// ---- DOM -----------------------------------------------------------------------------------------
const h = <K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};
const root = document.getElementById('studio-root')!;
root.className = `slot game-${slot.code}`;

const header = h('header', 'bar');
const title = h('h1', 'title', slot.title);
const balanceEl = h('output', 'balance');
const btnRules = h('button', 'ghost', t.rules);
const btnFair = h('button', 'ghost', t.fairness);
const btnSound = h('button', 'ghost sound', `♪ ${t.sound}`);
btnSound.setAttribute('aria-pressed', 'false');
header.append(title, balanceEl, btnRules, btnFair, btnSound);
if (boot.mode === 'demo') header.append(h('span', 'demo', t.demo));

const stage = h('section', 'stage');
const view = new ReelView(slot.published.rows, slot.published.reelsCount, glyph, click);
const banner = h('div', 'banner');
banner.setAttribute('role', 'status');
stage.append(view.el, banner);

const controls = h('footer', 'controls');
const stakeLabel = h('label', 'stake');
stakeLabel.append(h('span', '', t.stake));
const stakeSel = h('select');
stakeSel.setAttribute('aria-label', t.stakeLevel);
for (const s of boot.stakes) {
  const o = h('option', '', money(s));
  o.value = String(s);
  stakeSel.append(o);
}
stakeLabel.append(stakeSel);
const winEl = h('output', 'win');
const btnSpin = h('button', 'spin', t.spin);
const btnTurbo = h('button', 'toggle', t.turbo);
btnTurbo.setAttribute('aria-pressed', 'false');
const btnAuto = h('button', 'toggle', t.auto);
const btnBuy = slot.buy ? h('button', 'buy', t.buy) : null;
controls.append(stakeLabel, winEl, btnTurbo, btnAuto, ...(btnBuy ? [btnBuy] : []), btnSpin);
root.append(header, stage, controls);

// ---- State ---------------------------------------------------------------------------------------
let balance: number | null = boot.balance;
let busy = false;
let turbo = false;
let lastSpin: Spin | null = null;
let auto: { left: number; lossLimit: number; winLimit: number | null; lost: number } | null = null;
// First bet level at or above 1% of the balance, so a new player does not start at the maximum.
stakeSel.value = String(
  boot.stakes.find((s) => balance !== null && s >= balance / 100) ?? boot.stakes[Math.min(2, boot.stakes.length - 1)],
);

function showBalance(b: number | null) {
  if (b === null) return;
  balance = b;
  balanceEl.textContent = `${t.balance}: ${money(b)}`;
  if (boot.lobbyOrigin)
    window.parent.postMessage({ type: 'studio:balance', balance: b, currency: boot.currency }, boot.lobbyOrigin);
}
const say = (text: string, cls = '') => {
  banner.textContent = text;
  banner.className = `banner ${cls}`;
};

// The first grid: every reel at stop 0 of its base strip (decoration until the first spin).
const base = slot.published.reels.base ?? Object.values(slot.published.reels)[0] ?? [];
view.setGrid(base.map((strip) => Array.from({ length: slot.published.rows }, (_, r) => strip[r % strip.length]!)));
if (balance === null)
  call.balance().then(
    (b) => showBalance(b.balance),
    () => {},
  );
else showBalance(balance);

// ---- Playing the steps ---------------------------------------------------------------------------
const pause = (ms: number) => new Promise((r) => setTimeout(r, turbo ? ms / 3 : ms));

async function play(s: Spin) {
  const stake = s.stake;
  let shownWin = 0;
  let freeOf = 0;
  for (const step of s.steps as SpinStep[]) {
    switch (step.type) {
      case 'reels':
        if (step.phase === 'free') say(fill(t.freeSpin, { i: step.index ?? 0, n: step.of ?? freeOf }), 'feature');
        await view.spinTo(step.grid, slot.published.reels[step.strips], { turbo });
        break;
      case 'wins':
        if (step.win > 0) {
          for (const l of step.lines) view.highlight(l.cells);
          if (step.scatter) view.highlight(step.scatter.cells);
          shownWin += Math.round(step.win * stake);
          winEl.textContent = `${t.win}: ${money(shownWin)}`;
          chime(false);
          await pause(700);
        }
        break;
      case 'clusters':
        for (const c of step.clusters) view.highlight(c.cells);
        shownWin += Math.round(step.win * stake);
        winEl.textContent = `${t.win}: ${money(shownWin)}`;
        chime(false);
        await pause(500);
        break;
      case 'cascade':
        await view.cascade(step.removed, step.dropped, step.grid, turbo);
        break;
      case 'freeSpins':
        freeOf = step.count;
        say(fill(t.freeSpins, { n: step.count, m: step.multiplier }), 'feature');
        chime(true);
        await pause(1200);
        break;
      case 'vault':
        view.coins(step.coins);
        say(fill(t.vault, { n: step.respins }), 'feature');
        chime(true);
        await pause(1000);
        break;
      case 'respin':
        view.coins(step.coins);
        say(fill(t.respins, { n: step.respinsLeft }), 'feature');
        if (step.coins.length) click();
        await pause(450);
        break;
      case 'vaultEnd':
        shownWin += Math.round(step.win * stake);
        winEl.textContent = `${t.win}: ${money(shownWin)}`;
        await pause(600);
        break;
      case 'total':
        break;
    }
  }
  // The server's payout is the truth (rounding and the cap included).
  winEl.textContent = s.payout > 0 ? `${t.totalWin}: ${money(s.payout)}` : '';
  if (s.payout > 0) {
    say(`${t.totalWin}: ${money(s.payout)} (×${s.multiplier})`, 'won');
    if (s.multiplier >= 10) chime(true);
  } else say('');
}

async function spinOnce(buy: boolean): Promise<Spin | null> {
  if (busy) return null;
  busy = true;
  setBusy(true);
  winEl.textContent = '';
  say('');
  const stake = Number(stakeSel.value);
  try {
    const s = await call.spin(slot.code, stake, buy, crypto.randomUUID());
    lastSpin = s;
    // The bet left the balance before the reels turn; the win lands after them.
    if (balance !== null) showBalance(balance - s.cost);
    await play(s);
    if (s.balance !== null) showBalance(s.balance);
    else say(t.pending);
    renderFairLast();
    return s;
  } catch (e) {
    const err = e instanceof ApiError ? e : new ApiError(0, null, null);
    if (err.balance !== null) showBalance(err.balance);
    say(
      err.status === 'RS_ERROR_NOT_ENOUGH_MONEY'
        ? t.notEnough
        : err.http === 401
          ? t.sessionRefused
          : err.http
            ? t.refused
            : t.error,
      'error',
    );
    return null;
  } finally {
    busy = false;
    setBusy(false);
  }
}

function setBusy(b: boolean) {
  btnSpin.disabled = b && !auto;
  stakeSel.disabled = b || auto !== null;
  if (btnBuy) btnBuy.disabled = b || auto !== null;
  btnSpin.textContent = auto ? `${t.stop} · ${fill(t.autoLeft, { n: auto.left })}` : t.spin;
}

btnSpin.addEventListener('click', () => {
  if (auto) {
    auto = null;
    setBusy(busy);
    return;
  }
  void spinOnce(false);
});
document.addEventListener('keydown', (e) => {
  if (e.code === 'Space' && e.target === document.body) {
    e.preventDefault();
    if (!auto) void spinOnce(false);
  }
});
btnTurbo.addEventListener('click', () => {
  turbo = !turbo;
  btnTurbo.setAttribute('aria-pressed', String(turbo));
});
btnSound.addEventListener('click', () => {
  setSound(!soundOn());
  btnSound.setAttribute('aria-pressed', String(soundOn()));
  btnSound.textContent = `♪ ${t.sound}${soundOn() ? ' ✓' : ''}`;
});
btnBuy?.addEventListener('click', () => {
  const cost = Number(stakeSel.value) * (slot.buy?.costX ?? 0);
  dialog(t.buy, [h('p', '', fill(t.buyConfirm, { cost: money(cost) }))], t.start, () => {
    void spinOnce(true);
    return true;
  });
});

// ---- Autoplay (UK RTS 14 style: spins, a loss limit and a single-win limit asked before it starts) --
btnAuto.addEventListener('click', () => {
  if (auto) return;
  const spins = h('select');
  for (const n of [10, 25, 50, 100]) {
    const o = h('option', '', String(n));
    o.value = String(n);
    spins.append(o);
  }
  const loss = h('input');
  loss.type = 'number';
  loss.min = '0.01';
  loss.step = '0.01';
  loss.required = true;
  loss.inputMode = 'decimal';
  const win = h('input');
  win.type = 'number';
  win.min = '0.01';
  win.step = '0.01';
  win.inputMode = 'decimal';
  const field = (label: string, input: HTMLElement) => {
    const l = h('label', 'field');
    l.append(h('span', '', label), input);
    return l;
  };
  dialog(t.autoTitle, [field(t.autoSpins, spins), field(t.lossLimit, loss), field(t.winLimit, win)], t.start, () => {
    const lossLimit = Math.round(Number(loss.value) * 100);
    const winLimit = win.value ? Math.round(Number(win.value) * 100) : null;
    if (!(lossLimit > 0) || (winLimit !== null && !(winLimit > 0))) {
      loss.setCustomValidity(t.lossLimit);
      loss.reportValidity();
      return false;
    }
    auto = { left: Number(spins.value), lossLimit, winLimit, lost: 0 };
    void runAuto();
    return true;
  });
});

async function runAuto() {
  while (auto && auto.left > 0) {
    // Stop before a spin whose full loss would pass the limit.
    if (auto.lost + Number(stakeSel.value) > auto.lossLimit) {
      say(t.autoStopLoss, 'error');
      break;
    }
    auto.left--;
    setBusy(true);
    const s = await spinOnce(false);
    if (!s || !auto) break;
    auto.lost += s.cost - s.payout;
    if (auto.winLimit !== null && s.payout >= auto.winLimit) {
      say(t.autoStopWin, 'won');
      break;
    }
    await pause(turbo ? 100 : 400);
  }
  auto = null;
  setBusy(false);
}

// ---- Dialogs: rules and fairness -----------------------------------------------------------------
function dialog(titleText: string, body: HTMLElement[], ok: string | null, onOk?: () => boolean) {
  const d = h('dialog', 'panel');
  const form = h('form');
  form.method = 'dialog';
  form.append(h('h2', '', titleText), ...body);
  const row = h('div', 'actions');
  const close = h('button', 'ghost', ok ? t.cancel : t.close);
  close.type = 'button';
  close.addEventListener('click', () => d.close());
  row.append(close);
  if (ok) {
    const b = h('button', 'primary', ok);
    b.type = 'submit';
    row.append(b);
  }
  form.append(row);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!onOk || onOk()) d.close();
  });
  d.append(form);
  d.addEventListener('close', () => d.remove());
  document.body.append(d);
  d.showModal();
  return d;
}

/**
 * A paytable row's heading: the symbol's picture, or for a combination row (lucky-sevens' "any
 * seven/bar", "cherry, cherry, any") the pictures of the symbols it names, between its other words.
 */
function payKey(key: string) {
  const th = h('th', 'pay-key');
  th.title = slot.published.symbols.find((s) => s.code === key)?.name ?? key;
  const parts = symbolIndex.has(key) ? [key] : key.split(/([\s,/]+)/).filter(Boolean);
  for (const part of parts) {
    // Separators between pictures read better without their commas.
    th.append(symbolIndex.has(part) ? symbolEl(glyph, part, 'span') : part.replace(/,/g, ''));
  }
  return th;
}

const pct = (x: number) =>
  `${(x * (x <= 1 ? 100 : 1)).toLocaleString(LOCALE[boot.lang], { maximumFractionDigits: 2 })}%`;
btnRules.addEventListener('click', () => {
  const facts = h('dl', 'facts');
  const fact = (k: string, v: string) => facts.append(h('dt', '', k), h('dd', '', v));
  fact(t.rtp, pct(slot.rtp));
  fact(t.volatility, t[`vol_${slot.volatility}` as 'vol_low'] ?? slot.volatility);
  fact(t.hitRate, pct(slot.hitRate));
  fact(t.maxWin, `×${slot.maxWinX.toLocaleString(LOCALE[boot.lang])}`);
  if (slot.buy) fact(t.buy, `×${slot.buy.costX} · ${t.rtp} ${pct(slot.buy.rtp)}`);
  if (slot.published.lines.length) fact(t.lines, String(slot.published.lines.length));
  const table = h('table', 'paytable');
  table.append(h('caption', '', t.paytable));
  for (const [code, pays] of Object.entries(slot.published.paytable)) {
    const tr = h('tr');
    tr.append(payKey(code));
    for (const [count, pay] of Object.entries(pays)) tr.append(h('td', '', `${count}× ${pay}`));
    table.append(tr);
  }
  const rules = h('ul', 'rules');
  for (const r of slot.published.rules) rules.append(h('li', '', r));
  dialog(t.rules, [facts, table, rules], null);
});

let fairBody: HTMLElement | null = null;
function renderFairLast() {
  if (!fairBody || !lastSpin) return;
  const el = fairBody.querySelector('.last') ?? h('dl', 'last');
  el.replaceChildren();
  const add = (k: string, v: string) => el.append(h('dt', '', k), h('dd', 'mono', v));
  el.append(h('h3', '', t.lastSpin));
  add('id', lastSpin.id);
  add(t.serverSeedHash, lastSpin.serverSeedHash);
  add(t.clientSeed, lastSpin.clientSeed);
  add('nonce', String(lastSpin.nonce));
  add('×', String(lastSpin.multiplier));
  add(t.win, money(lastSpin.payout));
  fairBody.append(el);
}
btnFair.addEventListener('click', async () => {
  const body = h('div', 'fair');
  fairBody = body;
  const pairEl = h('dl');
  const show = (p: Pair) => {
    pairEl.replaceChildren(
      h('dt', '', t.serverSeedHash),
      h('dd', 'mono', p.serverSeedHash),
      h('dt', '', t.clientSeed),
      h('dd', 'mono', p.clientSeed),
      h('dt', '', t.nonce),
      h('dd', 'mono', String(p.nonce)),
    );
    seedInput.value = p.clientSeed;
  };
  const seedInput = h('input');
  seedInput.maxLength = 64;
  seedInput.setAttribute('aria-label', t.clientSeed);
  const change = h('button', 'ghost', t.changeSeed);
  change.type = 'button';
  const rotate = h('button', 'ghost', t.rotate);
  rotate.type = 'button';
  const revealed = h('p', 'mono revealed');
  const seedRow = h('div', 'seed-row');
  seedRow.append(seedInput, change);
  body.append(pairEl, seedRow, rotate, revealed);
  dialog(t.fairness, [body], null).addEventListener('close', () => {
    fairBody = null;
  });
  renderFairLast();
  change.addEventListener('click', async () => {
    if (busy || auto) return;
    try {
      show(await call.setClientSeed(seedInput.value.trim()));
    } catch {
      say(t.error, 'error');
    }
  });
  rotate.addEventListener('click', async () => {
    if (busy || auto) return;
    try {
      const r = await call.rotate();
      revealed.textContent = `${t.revealed}: ${r.revealed.serverSeed} (nonce < ${r.revealed.nonce})`;
      show(r.next);
    } catch {
      say(t.error, 'error');
    }
  });
  try {
    show(await call.fair());
  } catch {
    say(t.error, 'error');
  }
});
export type { Boot };
