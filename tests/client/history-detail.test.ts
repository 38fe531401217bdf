import { describe, expect, it } from 'vitest';
import { historyDetail } from '../../src/components/wallet/history-detail';
import { type Translate, translator } from '../../src/i18n';
import type { Lang } from '../../src/contract/common';

// Issue 39: history rows showed the ledger's ids (`betting`, `bonus:1`) where a player reads words.
const games = { betting: 'Sports betting', dice: 'Dice' };
const row = (kind: Parameters<typeof historyDetail>[0]['kind'], detail: string | null, t: Translate) =>
  historyDetail({ kind, detail }, t, games);

describe('history details', () => {
  const en = translator('en');

  it('names the game of a bet or a win, never its account id', () => {
    expect(row('bet', 'betting', en)).toBe('Sports betting');
    expect(row('win', 'dice', en)).toBe('Dice');
    expect(row('bet', 'provider:studio', en)).toBe('Game');
    expect(row('bet', 'lucky-seven', en)).toBe('Lucky seven');
  });

  it('says which bonus, reward or correction, in words', () => {
    expect(row('bonus', 'bonus:1', en)).toBe('Bonus no. 1');
    expect(row('bonus', 'vip_cashback', en)).toBe('VIP reward');
    expect(row('bonus', 'race 3 2026-06-01 #2', en)).toBe('Race prize, place 2');
    expect(row('adjustment', 'demo-seed', en)).toBe('Demo balance');
    expect(row('adjustment', 'adjustment:ops', en)).toBe('Balance correction');
    expect(row('adjustment', 'Goodwill for the outage', en)).toBe('Goodwill for the outage');
    expect(row('login', 'password', en)).toBe('Password');
    expect(row('deposit', 'sandbox', en)).toBe('Test payment');
  });

  it('leaves out what only the system reads (ids, JSON) rather than show it', () => {
    expect(row('adjustment', 'room-round:7', en)).toBe('');
    expect(row('deposit', '{"a":1}', en)).toBe('');
    expect(row('bonus', 'weird_ref', en)).toBe('');
    expect(row('bet', null, en)).toBe('');
  });

  it('has its words in all five languages', () => {
    for (const lang of ['ru', 'en', 'kz', 'br', 'hi'] as Lang[]) {
      const t = translator(lang);
      for (const [kind, detail] of [
        ['bonus', 'bonus:7'],
        ['bonus', 'vip_rakeback'],
        ['bonus', 'race 1 2026-01-01 #3'],
        ['adjustment', 'demo-seed'],
        ['adjustment', 'adjustment:x'],
        ['deposit', 'sandbox'],
        ['bet', 'provider:x'],
      ] as const) {
        const text = row(kind, detail, t);
        expect(text, `${lang} ${kind} ${detail}`).not.toMatch(/wallet\.|:|_|\{\{/);
        expect(text.length).toBeGreaterThan(1);
      }
      expect(t('wallet.minPayout', { min: '100 ₽' })).toContain('100 ₽');
    }
  });
});
