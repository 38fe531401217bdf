// The baccarat table in the browser: the coup the server announced is dealt face down in order
// (player, banker, player, banker, then the third cards) and each card is turned over in turn, the
// totals following the cards; then the winning side lights up.
import { type Card, type Coup, cardValue } from '../live/baccarat';
import { BACCARAT_BETS, BACCARAT_ODDS } from '../live/baccarat';
import type { LiveTexts } from '../live/i18n';
import { fill } from '../live/i18n';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

function cardEl(c: Card): HTMLElement {
  const el = document.createElement('div');
  el.className = 'card';
  const back = document.createElement('div');
  back.className = 'face back';
  const front = document.createElement('div');
  front.className = `face front ${c.suit === 1 || c.suit === 2 ? 'redsuit' : ''}`;
  front.innerHTML = `<span>${RANKS[c.rank]}</span><span>${SUITS[c.suit]}</span>`;
  el.setAttribute('aria-label', `${RANKS[c.rank]}${SUITS[c.suit]}`);
  el.append(back, front);
  return el;
}

export interface BaccaratTable {
  el: HTMLElement;
  spots: Map<string, HTMLButtonElement>;
  /** Deals `coup` over `ms` (0: shows it at once); resolves when the last card is up. */
  deal(coup: Coup, ms: number): Promise<void>;
  clear(): void;
}

export function createBaccarat(t: LiveTexts, onPick: (type: (typeof BACCARAT_BETS)[number]) => void): BaccaratTable {
  const el = document.createElement('div');
  el.className = 'btable';
  const hands = document.createElement('div');
  hands.className = 'hands';
  const side = (name: 'player' | 'banker') => {
    const box = document.createElement('div');
    box.className = `hand ${name}`;
    box.innerHTML = `<h3>${t[name]} <output class="tot">–</output></h3><div class="cards"></div>`;
    hands.append(box);
    return {
      box,
      cards: box.querySelector('.cards') as HTMLElement,
      tot: box.querySelector('.tot') as HTMLOutputElement,
    };
  };
  const p = side('player');
  const b = side('banker');
  const spots = new Map<string, HTMLButtonElement>();
  const board = document.createElement('div');
  board.className = 'bspots';
  for (const type of BACCARAT_BETS) {
    const btn = document.createElement('button');
    btn.type = 'button';
    btn.className = `bspot ${type}`;
    btn.dataset.key = type;
    const [num, den] = BACCARAT_ODDS[type];
    btn.innerHTML = `<strong>${t[type]}</strong><small>${fill(t.pays, { x: num / den })}</small>`;
    btn.addEventListener('click', () => onPick(type));
    spots.set(type, btn);
    board.append(btn);
  }
  el.append(hands, board);

  let timers: number[] = [];
  const clear = () => {
    for (const x of timers) clearTimeout(x);
    timers = [];
    for (const h of [p, b]) {
      h.cards.replaceChildren();
      h.tot.textContent = '–';
      h.box.classList.remove('won');
    }
    for (const s of spots.values()) s.classList.remove('win');
  };
  const deal = (coup: Coup, ms: number) =>
    new Promise<void>((resolve) => {
      clear();
      // Dealing order: P1, B1, P2, B2, then the third cards as drawn.
      const order: ['player' | 'banker', Card][] = [
        ['player', coup.player[0]!],
        ['banker', coup.banker[0]!],
        ['player', coup.player[1]!],
        ['banker', coup.banker[1]!],
      ];
      if (coup.player[2]) order.push(['player', coup.player[2]]);
      if (coup.banker[2]) order.push(['banker', coup.banker[2]]);
      const gap = ms ? (ms * 0.8) / (order.length + 1) : 0;
      const totals = { player: 0, banker: 0 };
      const els = order.map(([who, c]) => {
        const e = cardEl(c);
        (who === 'player' ? p : b).cards.append(e);
        return e;
      });
      const turn = (i: number) => {
        const [who, c] = order[i]!;
        els[i]!.classList.add('up');
        totals[who] = (totals[who] + cardValue(c.rank)) % 10;
        (who === 'player' ? p : b).tot.textContent = String(totals[who]);
      };
      const finish = () => {
        if (coup.winner !== 'tie') (coup.winner === 'player' ? p : b).box.classList.add('won');
        spots.get(coup.winner)?.classList.add('win');
        if (coup.playerPair) spots.get('player_pair')?.classList.add('win');
        if (coup.bankerPair) spots.get('banker_pair')?.classList.add('win');
        resolve();
      };
      if (!ms) {
        for (const e of els) e.classList.add('dealt');
        for (let i = 0; i < order.length; i++) turn(i);
        finish();
        return;
      }
      // Face down first, one after another, then each turned over in the same order.
      for (let i = 0; i < els.length; i++) {
        const e = els[i]!;
        timers.push(window.setTimeout(() => e.classList.add('dealt'), (i * gap) / 3));
        timers.push(window.setTimeout(() => turn(i), gap * (i + 1)));
      }
      timers.push(window.setTimeout(finish, gap * (order.length + 1)));
    });
  return { el, spots, deal, clear };
}
