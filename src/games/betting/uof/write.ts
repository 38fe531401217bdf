// UofMessage → UOF XML text: the inverse of parse.ts, in the shapes a real feed sends. The simulator
// speaks through it so that its messages take the same path a real feed's do, and replay files
// (`npm run feed -- replay`) are written in it. parseUof(toUofXml(m)) gives m back for every type.
import { thousandthsToDecimal } from '../math/odds';
import type { EventStatus, OddsChange, UofMessage } from './messages';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeAttr = (v: string) => v.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

type AttrValue = string | number | boolean | undefined;
/** ` a="1" b="x"`, skipping absent values; booleans as 1/0 like the feed. */
function attrs(list: Array<[string, AttrValue]>): string {
  let out = '';
  for (const [k, v] of list) {
    if (v === undefined) continue;
    const text = typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
    out += ` ${k}="${escapeAttr(text)}"`;
  }
  return out;
}
const el = (name: string, list: Array<[string, AttrValue]>, body = '') =>
  body ? `<${name}${attrs(list)}>${body}</${name}>` : `<${name}${attrs(list)}/>`;

const head = (m: { product: number; timestamp: number; request_id?: number }): Array<[string, AttrValue]> => [
  ['product', m.product],
  ['timestamp', m.timestamp],
  ['request_id', m.request_id],
];
const eventHead = (m: { event_id: string; product: number; timestamp: number; request_id?: number }) =>
  [['event_id', m.event_id], ...head(m)] as Array<[string, AttrValue]>;
const marketAttrs = (m: { id: number; specifiers: string }): Array<[string, AttrValue]> => [
  ['id', m.id],
  ['specifiers', m.specifiers || undefined],
];

/**
 * A factor as the feed's xs:double: a fraction the parser kept ("1/3") goes out as 16 decimals,
 * which it reads back as the same fraction.
 */
function factorText(f: string | undefined): string | undefined {
  const m = f === undefined ? null : /^(\d+)\/(\d+)$/.exec(f);
  if (!m) return f;
  const scaled = (BigInt(m[1]!) * 10n ** 16n) / BigInt(m[2]!);
  return `0.${scaled.toString().padStart(16, '0')}`;
}

function statusXml(s: EventStatus): string {
  const clock =
    s.match_time !== undefined || s.clock_stopped !== undefined
      ? el('clock', [
          ['match_time', s.match_time],
          ['stopped', s.clock_stopped === undefined ? undefined : String(s.clock_stopped)],
        ])
      : '';
  const periods = s.periods?.length
    ? el(
        'period_scores',
        [],
        s.periods
          .map((p) =>
            el('period_score', [
              ['match_status_code', p.code],
              ['number', p.number],
              ['home_score', p.home],
              ['away_score', p.away],
            ]),
          )
          .join(''),
      )
    : '';
  return el(
    'sport_event_status',
    [
      ['status', s.status],
      ['home_score', s.home_score],
      ['away_score', s.away_score],
      ['match_status', s.match_status],
    ],
    clock + periods,
  );
}

function oddsChangeXml(m: OddsChange): string {
  const markets = m.markets
    .map((mk) =>
      el(
        'market',
        [...marketAttrs(mk), ['status', mk.status], ['cashout_status', mk.cashout ? 1 : -1]],
        mk.outcomes
          .map((o) =>
            el('outcome', [
              ['id', o.id],
              ['odds', o.odds === undefined ? undefined : thousandthsToDecimal(o.odds)],
              ['active', o.active],
            ]),
          )
          .join(''),
      ),
    )
    .join('');
  // <odds> is present even when empty: an odds_change with no markets is a status-only update.
  const body = (m.status ? statusXml(m.status) : '') + (markets ? el('odds', [], markets) : '<odds/>');
  return el('odds_change', eventHead(m), body);
}

/** ISO text the Sports API way: "2026-11-25T18:00:00+00:00" (milliseconds kept when there are any). */
const isoTime = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, '+00:00');

/** One message as UOF XML (no declaration), the shape parseUof reads. */
export function toUofXml(m: UofMessage): string {
  switch (m.type) {
    case 'odds_change':
      return oddsChangeXml(m);
    case 'bet_stop':
      return el('bet_stop', [...eventHead(m), ['groups', m.groups], ['market_status', m.market_status]]);
    case 'bet_settlement':
      return el(
        'bet_settlement',
        [...eventHead(m), ['certainty', m.certainty]],
        el(
          'outcomes',
          [],
          m.markets
            .map((mk) =>
              el(
                'market',
                marketAttrs(mk),
                mk.outcomes
                  .map((o) =>
                    el('outcome', [
                      ['id', o.id],
                      ['result', o.result],
                      ['void_factor', factorText(o.void_factor)],
                      ['dead_heat_factor', factorText(o.dead_heat_factor)],
                    ]),
                  )
                  .join(''),
              ),
            )
            .join(''),
        ),
      );
    case 'rollback_bet_settlement':
      return el('rollback_bet_settlement', eventHead(m), m.markets.map((mk) => el('market', marketAttrs(mk))).join(''));
    case 'bet_cancel':
      return el(
        'bet_cancel',
        [...eventHead(m), ['start_time', m.start_time], ['end_time', m.end_time], ['superceded_by', m.superceded_by]],
        m.markets.map((mk) => el('market', [...marketAttrs(mk), ['void_reason', mk.void_reason]])).join(''),
      );
    case 'rollback_bet_cancel':
      return el(
        'rollback_bet_cancel',
        [...eventHead(m), ['start_time', m.start_time], ['end_time', m.end_time]],
        m.markets.map((mk) => el('market', marketAttrs(mk))).join(''),
      );
    case 'fixture_change':
      return el('fixture_change', [...eventHead(m), ['start_time', m.start_time], ['change_type', m.change_type]]);
    case 'alive':
      return el('alive', [...head(m), ['subscribed', m.subscribed]]);
    case 'snapshot_complete':
      return el('snapshot_complete', head(m));
    case 'fixture':
      return el(
        'fixtures_fixture',
        [],
        el(
          'fixture',
          [
            ['id', m.event_id],
            ['start_time', isoTime(m.start_time)],
          ],
          el(
            'tournament',
            [['name', m.tournament]],
            el('sport', [
              ['id', m.sport_id],
              ['name', m.sport_name],
            ]) + el('category', [['name', m.category]]),
          ) +
            el(
              'competitors',
              [],
              el('competitor', [
                ['qualifier', 'home'],
                ['name', m.home],
              ]) +
                el('competitor', [
                  ['qualifier', 'away'],
                  ['name', m.away],
                ]),
            ),
        ),
      );
  }
}

/** A replay file: the messages in order inside one <messages> root, one per line. */
export function toUofReplay(messages: UofMessage[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<messages>\n${messages.map(toUofXml).join('\n')}\n</messages>\n`;
}
