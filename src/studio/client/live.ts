// The live tables' page (roulette-live, baccarat-live) in the casino's iframe. It only listens
// (server-sent events from /live/:table/stream) and posts bets; every outcome comes from the server,
// and the fairness panel recomputes the last result from the revealed hash in the browser.
// The sid stays in memory (Bearer header); balance changes are told to the casino's page.
import './live.css';
import type { Coup } from '../live/baccarat';
import { fill, type LiveTexts } from '../live/i18n';
import { colorOf, type RouletteBet } from '../live/roulette';
import { type Position, resultOf, type TableCode } from '../live/tables';
import { type BaccaratTable, createBaccarat } from './live-baccarat';
import { createLayout, createWheel, markWinner, type Wheel, type Zone } from './live-roulette';

interface Boot {
  sid: string;
  game: TableCode;
  mode: 'real' | 'demo';
  lang: string;
  currency: string;
  balance: number | null;
  lobbyOrigin: string | null;
}
type Phase = 'betting' | 'closed' | 'result' | 'settled';
interface Round {
  id: number;
  phase: Phase;
  commitment: string;
  betting_ends_at: number;
  result_at: number | null;
  hash?: string;
  result?: { pocket: number } | Coup;
}
interface Bet {
  id: string;
  player: string;
  currency: string;
  amount: number;
  positions: { key: string; amount: number }[];
  payout: number | null;
}
interface State {
  round: Round | null;
  bets: Bet[];
  history: { id: number; result: { pocket: number } | Coup }[];
  server_time: number;
}

const boot = JSON.parse(document.getElementById('studio-boot')?.textContent ?? '{}') as Boot;
const table = boot.game;
const isRoulette = table === 'roulette-live';
const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
const SIGN: Record<string, string> = { RUB: '₽', USD: '$', EUR: '€', KZT: '₸', INR: '₹', XXX: 'FUN' };
const TAG: Record<string, string> = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ', br: 'pt-BR', hi: 'hi-IN' };
const money = (minor: number, currency = boot.currency) =>
  `${(minor / 100).toLocaleString(TAG[boot.lang] ?? 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${SIGN[currency] ?? currency}`;
const short = (minor: number) => {
  const v = minor / 100;
  return v >= 1000 ? `${Math.round(v / 100) / 10}K` : String(Math.round(v * 100) / 100);
};

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, key?: string): Promise<T> {
  const res = await fetch(`/live/${table}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${boot.sid}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as { data?: T; error?: { code?: string } };
  if (!res.ok || json.data === undefined) throw new Error(json.error?.code ?? 'error');
  return json.data;
}

interface Rules {
  limits: Record<string, { min: number; max: number; roundMax: number }>;
  chain: { salt: string; terminating_hash: string } | null;
  texts: LiveTexts;
}
/** The rules carry the texts in the page's language: the bundle ships no dictionary. */
async function loadRules(): Promise<Rules> {
  for (let wait = 500; ; wait = Math.min(wait * 2, 10_000)) {
    try {
      return await call<Rules>('GET', `/rules?lang=${encodeURIComponent(boot.lang)}`);
    } catch {
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
const rules = await loadRules();
const t = rules.texts;

// ---- The page.
const h = <K extends keyof HTMLElementTagNameMap>(tag: K, cls = '', text = '') => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
};
const root = document.getElementById('studio-root') ?? document.body;
const page = h('div', `live ${isRoulette ? 'is-roulette' : 'is-baccarat'}`);
const top = h('header', 'lbar');
const title = h('h1', 'ltitle', isRoulette ? t.roulette : t.baccarat);
const roundEl = h('span', 'lround');
const balanceEl = h('output', 'lbalance');
top.append(title, roundEl, balanceEl);
if (boot.mode === 'demo') top.append(h('span', 'ldemo', t.demo));
const status = h('div', 'lstatus');
const statusText = h('span', '', t.connecting);
const timer = h('div', 'ltimer');
const timerFill = h('i');
timer.append(timerFill);
status.append(statusText, timer);
const stage = h('section', 'lstage');
const boardBox = h('section', 'lboard');
const chipsRow = h('div', 'lchips');
const actions = h('div', 'lactions');
const undoBtn = h('button', 'btn', t.undo);
const clearBtn = h('button', 'btn', t.clear);
const confirmBtn = h('button', 'btn primary', t.confirm);
for (const b of [undoBtn, clearBtn, confirmBtn]) b.type = 'button';
const message = h('p', 'lmsg');
message.setAttribute('role', 'status');
actions.append(chipsRow, undoBtn, clearBtn, confirmBtn);
const side = h('aside', 'lside');
const historyEl = h('ol', 'lhistory');
historyEl.setAttribute('aria-label', t.history);
const playersEl = h('ul', 'lplayers');
const playersBox = h('section', 'lbox');
playersBox.append(h('h2', '', t.players), playersEl);
const info = h('details', 'lbox');
info.innerHTML = `<summary>${t.rules} · ${t.fairness}</summary>`;
const rulesText = h('p', '', isRoulette ? t.rouletteRules : t.baccaratRules);
const limitsText = h('p', 'muted');
const fairText = h('p', 'muted', t.fairText);
const fairDl = h('dl', 'lfair');
const verifyBtn = h('button', 'btn', t.verify);
verifyBtn.type = 'button';
const verifyOut = h('p', 'lverify');
info.append(rulesText, limitsText, fairText, fairDl, verifyBtn, verifyOut);
side.append(playersBox, info);
page.append(top, status, historyEl, stage, boardBox, actions, message, side);
root.replaceChildren(page);

// ---- Money and bets.
let balance = boot.balance;
const showBalance = () => {
  balanceEl.textContent = balance === null ? '' : `${t.balance}: ${money(balance)}`;
};
const tellCasino = () => {
  if (balance !== null && boot.lobbyOrigin)
    window.parent.postMessage({ type: 'studio:balance', balance, currency: boot.currency }, boot.lobbyOrigin);
};
const refreshBalance = async () => {
  try {
    const me = await call<{ balance: number | null }>('GET', '/me');
    if (me.balance !== null) {
      balance = me.balance;
      showBalance();
      tellCasino();
    }
  } catch {}
};

let chips: number[] = [];
let chip = 0;
let limits = { min: 100, max: 1_000_000, roundMax: 1_000_000 };
const renderChips = () => {
  chipsRow.replaceChildren(
    ...chips.map((v, i) => {
      const b = h('button', `chip c${i}${v === chip ? ' on' : ''}`, short(v));
      b.type = 'button';
      b.setAttribute('aria-pressed', String(v === chip));
      b.setAttribute('aria-label', `${t.chip} ${money(v)}`);
      b.addEventListener('click', () => {
        chip = v;
        renderChips();
      });
      return b;
    }),
  );
};

/** Chips placed and not yet sent, and the positions sent this round. */
let draft: { key: string; position: Position }[] = [];
let placed = new Map<string, number>();
const myBets = new Set<string>();
let state: State = { round: null, bets: [], history: [], server_time: Date.now() };
let offset = 0;

const spotEl = (key: string): HTMLElement | undefined => (isRoulette ? zones?.get(key)?.el : baccarat?.spots.get(key));
const renderStakes = () => {
  for (const e of page.querySelectorAll('.stake')) e.remove();
  const sums = new Map(placed);
  const drafts = new Map<string, number>();
  for (const d of draft) drafts.set(d.key, (drafts.get(d.key) ?? 0) + d.position.amount);
  for (const [key, v] of drafts) sums.set(key, (sums.get(key) ?? 0) + v);
  for (const [key, v] of sums) {
    const el = spotEl(key);
    if (!el) continue;
    const s = h('span', `stake${drafts.has(key) ? ' draft' : ''}`, short(v));
    s.setAttribute('aria-hidden', 'true');
    el.append(s);
  }
  const open = state.round?.phase === 'betting';
  confirmBtn.disabled = !open || !draft.length;
  undoBtn.disabled = clearBtn.disabled = !draft.length;
};
const pick = (key: string, position: Omit<Position, 'amount'>) => {
  if (state.round?.phase !== 'betting' || !chip) return;
  draft.push({ key, position: { ...position, amount: chip } as Position });
  message.textContent = '';
  renderStakes();
};
undoBtn.addEventListener('click', () => {
  draft.pop();
  renderStakes();
});
clearBtn.addEventListener('click', () => {
  draft = [];
  renderStakes();
});
confirmBtn.addEventListener('click', async () => {
  const round = state.round;
  if (!round || !draft.length) return;
  // One request per confirmation; its key makes a retry of the same click safe.
  const merged = new Map<string, Position>();
  for (const d of draft) {
    const had = merged.get(d.key);
    merged.set(d.key, had ? { ...had, amount: had.amount + d.position.amount } : d.position);
  }
  const sending = draft;
  draft = [];
  confirmBtn.disabled = true;
  const key = `${round.id}-${crypto.randomUUID()}`;
  try {
    const out = await call<{ bet: Bet; balance: number | null }>(
      'POST',
      '/bets',
      { round_id: round.id, bets: [...merged.values()] },
      key,
    );
    myBets.add(out.bet.id);
    // The stream may have shown this bet before the answer came: mark it as ours now.
    renderPlayers();
    for (const p of out.bet.positions) placed.set(p.key, (placed.get(p.key) ?? 0) + p.amount);
    if (out.balance !== null) {
      balance = out.balance;
      showBalance();
      tellCasino();
    }
  } catch (e) {
    const code = (e as Error).message;
    message.textContent =
      code === 'not_enough_money'
        ? t.notEnough
        : code === 'betting_closed'
          ? t.closed
          : code === 'error'
            ? t.error
            : t.refused;
    if (code !== 'betting_closed') draft = sending;
  }
  renderStakes();
});

// ---- The table.
let wheel: Wheel | null = null;
let zones: Map<string, Zone> | null = null;
let layoutEl: HTMLElement | null = null;
let baccarat: BaccaratTable | null = null;
if (isRoulette) {
  wheel = createWheel();
  const wrap = h('div', 'wheelwrap');
  const pocketOut = h('output', 'pocket');
  wrap.append(wheel.el, pocketOut);
  stage.append(wrap);
  const layout = createLayout(t, (z) => pick(z.key, z.bet as RouletteBet));
  zones = layout.zones;
  layoutEl = layout.el;
  boardBox.append(layout.el);
} else {
  baccarat = createBaccarat(t, (type) => pick(type, { type }));
  stage.append(baccarat.el);
}

const resultText = (r: { pocket: number } | Coup) => {
  if ('pocket' in r) return String(r.pocket);
  const v = { p: r.playerTotal, b: r.bankerTotal };
  return fill(r.winner === 'player' ? t.playerWins : r.winner === 'banker' ? t.bankerWins : t.tieResult, v);
};
const showPocket = (pocket: number | null) => {
  const out = stage.querySelector('.pocket');
  if (!out) return;
  out.textContent = pocket === null ? '' : String(pocket);
  out.className = `pocket ${pocket === null ? '' : colorOf(pocket)}`;
};

let shownResult = 0;
let animatingUntil = 0;
/** Spins or deals to the result; the result joins the history strip only once it is on the table. */
function showResult(round: Round, animate: number) {
  const result = round.result;
  if (!result || shownResult === round.id) return;
  shownResult = round.id;
  const ms = reduced ? 0 : animate;
  animatingUntil = Date.now() + ms;
  const done = () => {
    animatingUntil = 0;
    statusText.textContent = resultText(result);
    if (!state.history.some((x) => x.id === round.id))
      state.history = [{ id: round.id, result }, ...state.history].slice(0, 50);
    renderHistory();
  };
  if ('pocket' in result) {
    showPocket(null);
    wheel?.spin(result.pocket, ms);
    window.setTimeout(() => {
      showPocket(result.pocket);
      if (layoutEl) markWinner(layoutEl, result.pocket);
      done();
    }, ms);
  } else {
    void baccarat?.deal(result, ms).then(done);
  }
}

function renderHistory() {
  historyEl.replaceChildren(
    ...state.history.map((x) => {
      const r = x.result;
      const li = h('li', 'pocket' in r ? `hp ${colorOf(r.pocket)}` : `hb ${r.winner}`);
      li.textContent = 'pocket' in r ? String(r.pocket) : t[r.winner].slice(0, 1);
      li.title = `${fill(t.round, { id: x.id })}: ${resultText(r)}`;
      return li;
    }),
  );
}

function renderPlayers() {
  const by = new Map<string, { amount: number; currency: string; payout: number | null; me: boolean }>();
  for (const b of state.bets) {
    const p = by.get(b.player) ?? { amount: 0, currency: b.currency, payout: null, me: false };
    p.amount += b.amount;
    if (b.payout !== null) p.payout = (p.payout ?? 0) + b.payout;
    p.me ||= myBets.has(b.id);
    by.set(b.player, p);
  }
  if (!by.size) {
    playersEl.replaceChildren(h('li', 'muted', t.noPlayers));
    return;
  }
  playersEl.replaceChildren(
    ...[...by].map(([name, p]) => {
      const li = h('li', p.me ? 'me' : '');
      li.append(
        h('span', '', p.me ? `${name} (${t.you})` : name),
        h('span', 'amt', money(p.amount, p.currency)),
        h(
          'span',
          `won${p.payout ? ' pos' : ''}`,
          p.payout === null ? '' : p.payout ? `+${money(p.payout, p.currency)}` : '0',
        ),
      );
      return li;
    }),
  );
}

function renderFair() {
  const r = state.round;
  const rows: [string, string][] = [];
  if (r) rows.push([`${t.commitment} (${r.id})`, r.commitment]);
  const last = state.history[0];
  if (r?.hash) rows.push([t.revealedHash, r.hash]);
  if (chainSalt) rows.push([t.salt, chainSalt], [t.terminating, chainEnd]);
  fairDl.replaceChildren(
    ...rows.flatMap(([k, v]) => {
      const dd = h('dd', '', v);
      return [h('dt', '', k), dd];
    }),
  );
  verifyBtn.disabled = !last;
}

let chainSalt = '';
let chainEnd = '';
verifyBtn.addEventListener('click', async () => {
  const last = state.history[0];
  if (!last) return;
  try {
    const v = await call<{ hash: string; chain: { salt: string }; round: { commitment: string }; round_id?: number }>(
      'GET',
      `/rounds/${last.id}`,
    );
    // Recomputed here, in the browser, from the revealed hash and the salt.
    const again = resultOf(table, v.hash, v.chain.salt);
    const ok = JSON.stringify(again) === JSON.stringify(last.result);
    verifyOut.textContent = `${fill(t.round, { id: last.id })}: ${resultText(again)} ${ok ? `✓ ${t.verified}` : '✗'}`;
  } catch {
    verifyOut.textContent = t.error;
  }
});

function renderStatus() {
  const r = state.round;
  roundEl.textContent = r ? fill(t.round, { id: r.id }) : '';
  page.dataset.phase = r?.phase ?? 'none';
  if (!r) return;
  if (r.phase === 'betting') {
    const left = Math.max(0, r.betting_ends_at - (Date.now() + offset));
    statusText.textContent = fill(t.closesIn, { s: Math.ceil(left / 1000) });
    timerFill.style.width = `${Math.min(100, (left / 15_000) * 100)}%`;
  } else {
    timerFill.style.width = '0';
    if (r.phase === 'closed') statusText.textContent = t.noMoreBets;
    if (r.phase === 'result' && animatingUntil > Date.now())
      statusText.textContent = isRoulette ? t.spinning : t.dealing;
  }
}
window.setInterval(renderStatus, 250);

function newRound() {
  draft = [];
  placed = new Map();
  message.textContent = '';
  if (layoutEl) markWinner(layoutEl, null);
  baccarat?.clear();
  showPocket(null);
}

function settledMessage(payouts: { id: string; payout: number | null }[]) {
  const mine = payouts.filter((p) => myBets.has(p.id));
  if (!mine.length) return;
  const won = mine.reduce((s, p) => s + (p.payout ?? 0), 0);
  message.textContent = won ? fill(t.youWin, { amount: money(won) }) : t.noWin;
  message.classList.toggle('pos', won > 0);
  void refreshBalance();
}

function render() {
  renderStatus();
  renderHistory();
  renderPlayers();
  renderFair();
  renderStakes();
}

// ---- The stream.
function connect() {
  const es = new EventSource(`/live/${table}/stream`);
  // Each event's data is what the server's relay sent for that name (src/studio/live/engine.server.ts).
  const on = <T>(name: string, fn: (d: T) => void) =>
    es.addEventListener(name, (e) => {
      const d = JSON.parse((e as MessageEvent<string>).data) as T & { server_time?: number };
      if (typeof d?.server_time === 'number') offset = d.server_time - Date.now();
      fn(d);
      render();
    });
  on('state', (d: State | null) => {
    if (!d) return;
    const prev = state.round?.id;
    // A reconnect mid-spin must not show the result in the strip before the ball lands.
    state = animatingUntil > Date.now() ? { ...d, history: d.history.filter((x) => x.id !== shownResult) } : d;
    if (d.round && d.round.id !== prev) newRound();
    // Joining mid-round: the result (if out) is shown at once.
    if (d.round?.result) showResult(d.round, 0);
  });
  on('round_open', (d: { round: Round }) => {
    state = { ...state, round: d.round, bets: [] };
    newRound();
  });
  on('bets', (d: { round_id: number; bets: Bet[] }) => {
    if (d.round_id !== state.round?.id) return;
    const known = new Set(state.bets.map((b) => b.id));
    state.bets = [...state.bets, ...d.bets.filter((b) => !known.has(b.id))];
  });
  on('closed', (d: { round_id: number }) => {
    if (state.round && d.round_id === state.round.id) state.round = { ...state.round, phase: 'closed' };
    draft = [];
  });
  on('result', (d: { round: Round; animation_ms: number }) => {
    state.round = d.round;
    showResult(d.round, Math.max(0, d.animation_ms - 400));
  });
  on('settled', (d: { round: Round; payouts: { id: string; payout: number | null }[] }) => {
    if (state.round?.id !== d.round.id) return;
    state.round = d.round;
    const by = new Map(d.payouts.map((p) => [p.id, p.payout]));
    state.bets = state.bets.map((b) => (by.has(b.id) ? { ...b, payout: by.get(b.id) ?? null } : b));
    settledMessage(d.payouts);
  });
}

async function start() {
  showBalance();
  limits = rules.limits[boot.currency] ?? limits;
  if (rules.chain) {
    chainSalt = rules.chain.salt;
    chainEnd = rules.chain.terminating_hash;
  }
  chips = [1, 5, 10, 50, 100, 500].map((x) => limits.min * x).filter((v) => v <= limits.max);
  chip = chips[0] ?? 0;
  limitsText.textContent = fill(t.limits, {
    min: money(limits.min),
    max: money(limits.max),
    round: money(limits.roundMax),
  });
  renderChips();
  if (balance === null) await refreshBalance();
  connect();
  render();
}
void start();
