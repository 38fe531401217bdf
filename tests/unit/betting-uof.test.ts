// The sportsbook feed's adapter boundary: UOF XML in (tests/fixtures/uof/, one file per message type,
// in the shapes UnifiedFeed.xsd gives), UofMessage out, malformed messages refused with a reason and
// never thrown, and write.ts's XML reading back to the same message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UofMessage } from '../../src/games/betting/uof/messages';
import { MAX_MESSAGE_BYTES, parseUof, parseUofMany, splitUofMessages } from '../../src/games/betting/uof/parse';
import { toUofReplay, toUofXml } from '../../src/games/betting/uof/write';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/uof/${name}`, import.meta.url), 'utf8');
function parsed(name: string): UofMessage {
  const r = parseUof(fixture(name));
  if (!r.ok) throw new Error(`${name}: ${r.error}`);
  return r.message;
}
const refused = (xml: string) => {
  const r = parseUof(xml);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error;
};

const MATCH = 'sr:match:61301159';

describe('parseUof: every message type', () => {
  it('reads an odds_change with score, clock, periods, markets and exact prices', () => {
    expect(parsed('odds_change.xml')).toEqual({
      type: 'odds_change',
      event_id: MATCH,
      product: 1,
      timestamp: 1764096912000,
      request_id: 7,
      status: {
        status: 1,
        home_score: 1,
        away_score: 0,
        match_status: 6,
        match_time: '35:12',
        clock_stopped: false,
        periods: [{ number: 1, home: 1, away: 0, code: 6 }],
      },
      markets: [
        {
          id: 1,
          specifiers: '',
          status: 1, // no cashout_status attribute: cash-out available
          cashout: true,
          outcomes: [
            { id: '1', odds: 1450, active: true },
            { id: '2', odds: 4200, active: true },
            { id: '3', odds: 7500, active: true },
          ],
        },
        {
          id: 18,
          specifiers: 'total=2.5',
          status: 1,
          cashout: true,
          outcomes: [
            { id: '12', odds: 1850, active: true },
            { id: '13', odds: 1950, active: true },
          ],
        },
        {
          id: 16,
          specifiers: 'hcp=-0.75',
          status: -1,
          cashout: false,
          outcomes: [
            { id: '1714', active: false }, // no price at all is allowed
            { id: '1715', odds: 2333, active: false },
          ],
        },
      ],
    });
  });

  it('turns odds text into thousandths without float error', () => {
    // Each of these is one ulp off as a float × 1000 (1.005 * 1000 = 1004.9999999999999).
    const price = (odds: string) => {
      const r = parseUof(
        `<odds_change event_id="sr:match:1" product="1" timestamp="1"><odds><market id="1"><outcome id="1" odds="${odds}" active="1"/></market></odds></odds_change>`,
      );
      return r.ok && r.message.type === 'odds_change' ? r.message.markets[0]?.outcomes[0]?.odds : r;
    };
    expect(price('1.005')).toBe(1005);
    expect(price('4.35')).toBe(4350);
    expect(price('1.15')).toBe(1150);
    expect(price('2')).toBe(2000);
    expect(price('1.0015')).toBe(1002); // a fourth decimal rounds half-up
    expect(price('1.001')).toBe(1001);
  });

  it('keeps single markets, outcomes, periods and competitors as arrays', () => {
    const r = parseUof(
      '<odds_change event_id="sr:match:1" product="1" timestamp="1"><sport_event_status status="1"><period_scores><period_score number="1" home_score="0" away_score="0"/></period_scores></sport_event_status><odds><market id="1"><outcome id="1" odds="2.00"/></market></odds></odds_change>',
    );
    expect(r.ok && r.message.type === 'odds_change' && r.message).toMatchObject({
      status: { periods: [{ number: 1 }] },
      markets: [{ id: 1, status: 1, cashout: true, outcomes: [{ id: '1', odds: 2000, active: true }] }],
    });
  });

  it('reads bet_stop, bet_settlement with void and dead-heat factors, and the rollbacks', () => {
    expect(parsed('bet_stop.xml')).toEqual({
      type: 'bet_stop',
      event_id: MATCH,
      product: 1,
      timestamp: 1764097020000,
      groups: 'all',
      market_status: -1,
    });
    expect(parsed('bet_settlement.xml')).toEqual({
      type: 'bet_settlement',
      event_id: MATCH,
      product: 1,
      timestamp: 1764103800000,
      certainty: 2,
      markets: [
        {
          id: 1,
          specifiers: '',
          outcomes: [
            { id: '1', result: 1 },
            { id: '2', result: 0 },
            { id: '3', result: 0 },
          ],
        },
        {
          id: 16,
          specifiers: 'hcp=-0.75',
          outcomes: [
            { id: '1714', result: 1, void_factor: '0.5' },
            { id: '1715', result: 0, void_factor: '0.5' },
          ],
        },
        { id: 40, specifiers: '', outcomes: [{ id: 'sr:player:1047', result: 1, dead_heat_factor: '0.5' }] },
      ],
    });
    expect(parsed('rollback_bet_settlement.xml')).toEqual({
      type: 'rollback_bet_settlement',
      event_id: MATCH,
      product: 1,
      timestamp: 1764104100000,
      markets: [{ id: 1, specifiers: '' }],
    });
  });

  it('reads bet_cancel with its window and rollback_bet_cancel', () => {
    expect(parsed('bet_cancel.xml')).toEqual({
      type: 'bet_cancel',
      event_id: MATCH,
      product: 1,
      timestamp: 1764097400000,
      start_time: 1764097005000,
      end_time: 1764097020000,
      markets: [
        { id: 18, specifiers: 'total=2.5', void_reason: 11 },
        { id: 1, specifiers: '', void_reason: 11 },
      ],
    });
    expect(parsed('rollback_bet_cancel.xml')).toEqual({
      type: 'rollback_bet_cancel',
      event_id: MATCH,
      product: 1,
      timestamp: 1764097700000,
      start_time: 1764097005000,
      end_time: 1764097020000,
      markets: [{ id: 18, specifiers: 'total=2.5' }],
    });
  });

  it('reads fixture_change, alive, snapshot_complete and the Sports API fixture', () => {
    expect(parsed('fixture_change.xml')).toEqual({
      type: 'fixture_change',
      event_id: MATCH,
      product: 3,
      timestamp: 1764010000000,
      start_time: 1764097200000,
      change_type: 2,
    });
    expect(parsed('alive.xml')).toEqual({ type: 'alive', product: 1, timestamp: 1764096900000, subscribed: true });
    expect(parsed('snapshot_complete.xml')).toEqual({
      type: 'snapshot_complete',
      product: 3,
      timestamp: 1764096000000,
      request_id: 42,
    });
    expect(parsed('fixture.xml')).toEqual({
      type: 'fixture',
      event_id: MATCH,
      sport_id: 'sr:sport:1',
      sport_name: 'Soccer',
      category: 'England',
      tournament: 'Premier League',
      home: 'Arsenal',
      away: 'Chelsea',
      start_time: Date.UTC(2026, 10, 25, 18, 0, 0),
    });
  });

  it('decodes the standard XML entities in attribute values', () => {
    const r = parseUof(
      `<fixtures_fixture><fixture id="sr:match:9" start_time="2026-11-25T18:00:00+00:00"><tournament name="Cup &amp; Shield"><sport id="sr:sport:1" name="Soccer"/><category name="Int&apos;l"/></tournament><competitors><competitor qualifier="home" name="Brighton &amp; Hove Albion"/><competitor qualifier="away" name="&lt;Q&gt; &quot;Rangers&quot;"/></competitors></fixture></fixtures_fixture>`,
    );
    expect(r.ok && r.message).toMatchObject({
      tournament: 'Cup & Shield',
      category: "Int'l",
      home: 'Brighton & Hove Albion',
      away: '<Q> "Rangers"',
    });
  });
});

describe('parseUof: malformed messages are refused with a reason, never thrown', () => {
  it('reads odds at or below 1.00 as unread: the market is kept suspended, without that price', () => {
    // Issue 38: the message is no longer dropped whole (its other markets' prices would be lost and
    // the old ones left on offer); the market the bad outcome belongs to is applied suspended.
    for (const [bad, reason] of [
      ['0.9', /odds 0\.9/],
      ['1.00', /above 1\.00/],
    ] as const) {
      const r = parseUof(fixture('bad-odds.xml').replace('0.9', bad));
      expect(r.ok && r.message).toMatchObject({
        type: 'odds_change',
        markets: [{ id: 1, specifiers: '', status: -1, cashout: false, outcomes: [] }],
      });
      expect(r.ok && r.unread).toMatchObject({ markets: [{ id: 1, specifiers: '' }], wholeEvent: false });
      expect(r.ok && r.unread?.problems[0]).toMatch(reason);
    }
  });
  it('refuses a message without its event id', () => {
    expect(refused(fixture('bad-missing-event.xml'))).toMatch(/event_id/);
  });
  it('refuses an unknown root element', () => {
    expect(refused(fixture('bad-unknown-root.xml'))).toMatch(/unknown message <producer_down>/);
  });
  it('refuses truncated XML', () => {
    expect(refused(fixture('bad-truncated.xml'))).toMatch(/malformed XML/);
  });
  it('refuses a DOCTYPE (entity expansion bomb) before parsing', () => {
    expect(refused(fixture('bad-entity-bomb.xml'))).toMatch(/DOCTYPE/);
  });
  it('refuses values the model does not allow', () => {
    const base = '<bet_stop event_id="sr:match:1" product="1" timestamp="1" groups="all"';
    expect(parseUof(`${base}/>`).ok).toBe(true);
    // A bet_stop whose status cannot be read still stops the markets (suspended).
    const odd = parseUof(`${base} market_status="7"/>`);
    expect(odd.ok && odd.message).toMatchObject({ type: 'bet_stop', market_status: -1 });
    expect(odd.ok && odd.unread?.problems[0]).toMatch(/market_status/);
    expect(refused(`${base.replace('sr:match:1', 'match 1')}/>`)).toMatch(/event_id/);
    expect(refused(`${base.replace('timestamp="1"', 'timestamp="1e3"')}/>`)).toMatch(/timestamp/);
    expect(refused('<alive product="1" timestamp="1" subscribed="yes"/>')).toMatch(/subscribed/);
    expect(refused('<alive product="1" timestamp="1"/>')).toMatch(/subscribed/);
    // A settlement's market with an unread outcome is not settled (and is suspended); the others are.
    const part = parseUof(
      '<bet_settlement event_id="sr:match:1" product="1" timestamp="1"><outcomes><market id="1"><outcome id="1" result="1" void_factor="1.5"/></market><market id="18" specifiers="total=2.5"><outcome id="12" result="1"/><outcome id="13" result="0"/></market></outcomes></bet_settlement>',
    );
    expect(part.ok && part.message).toMatchObject({ markets: [{ id: 18, specifiers: 'total=2.5' }] });
    expect(part.ok && part.message.type === 'bet_settlement' && part.message.markets).toHaveLength(1);
    expect(part.ok && part.unread).toMatchObject({ markets: [{ id: 1, specifiers: '' }], wholeEvent: false });
    expect(part.ok && part.unread?.problems[0]).toMatch(/void_factor/);
    expect(
      refused(
        '<fixtures_fixture><fixture id="sr:match:9" start_time="soon"><tournament name="T"><sport id="sr:sport:1" name="S"/><category name="C"/></tournament><competitors><competitor qualifier="home" name="A"/><competitor qualifier="away" name="B"/></competitors></fixture></fixtures_fixture>',
      ),
    ).toMatch(/start_time/);
  });
  it('refuses two roots, empty text, plain text and oversized messages', () => {
    expect(
      refused('<alive product="1" timestamp="1" subscribed="1"/><alive product="1" timestamp="2" subscribed="1"/>'),
    );
    expect(refused(''));
    expect(refused('odds_change'));
    const big = `<alive product="1" timestamp="1" subscribed="1"><!--${'x'.repeat(MAX_MESSAGE_BYTES)}--></alive>`;
    expect(refused(big)).toBe('message too large');
  });
});

describe('parseUof: a message read market by market (issue 38)', () => {
  const head = `event_id="${MATCH}" product="1" timestamp="1"`;
  it('keeps every market it can read and suspends the one with an unreadable outcome', () => {
    const r = parseUof(
      `<odds_change ${head}><odds><market id="1" status="1"><outcome id="1" odds="1.40" active="1"/><outcome id="2" odds="4.50" active="1"/></market><market id="18" specifiers="total=2.5" status="1"><outcome id="12" odds="1,80" active="1"/><outcome id="13" odds="2.00" active="1"/></market></odds></odds_change>`,
    );
    expect(r.ok && r.message).toMatchObject({
      markets: [
        {
          id: 1,
          status: 1,
          outcomes: [
            { id: '1', odds: 1400 },
            { id: '2', odds: 4500 },
          ],
        },
        { id: 18, specifiers: 'total=2.5', status: -1, cashout: false, outcomes: [{ id: '13', odds: 2000 }] },
      ],
    });
    expect(r.ok && r.unread).toEqual({
      problems: ['market 18 total=2.5: outcome 12: odds 1,80 is not a price'],
      markets: [{ id: 18, specifiers: 'total=2.5' }],
      wholeEvent: false,
    });
  });
  it('an unreadable event state or a market it cannot name stops the whole event', () => {
    const state = parseUof(
      `<odds_change ${head}><sport_event_status status="live"/><odds><market id="1"><outcome id="1" odds="1.40" active="1"/></market></odds></odds_change>`,
    );
    expect(state.ok && state.message).toMatchObject({ markets: [{ id: 1, status: 1 }] });
    expect(state.ok && state.message.type === 'odds_change' && state.message.status).toBe(undefined);
    expect(state.ok && state.unread?.wholeEvent).toBe(true);
    const unnamed = parseUof(
      `<odds_change ${head}><odds><market id="-1"><outcome id="1" odds="1.40" active="1"/></market><market id="1"><outcome id="1" odds="1.50" active="1"/></market></odds></odds_change>`,
    );
    expect(unnamed.ok && unnamed.message).toMatchObject({ markets: [{ id: 1, outcomes: [{ odds: 1500 }] }] });
    expect(unnamed.ok && unnamed.unread?.wholeEvent).toBe(true);
  });
  it('a cancel whose window cannot be read cancels nothing and suspends what it names', () => {
    const r = parseUof(
      `<bet_cancel ${head} start_time="soon"><market id="1"/><market id="18" specifiers="total=2.5"/></bet_cancel>`,
    );
    expect(r.ok && r.message).toMatchObject({ type: 'bet_cancel', markets: [] });
    expect(r.ok && r.unread?.markets).toEqual([
      { id: 1, specifiers: '' },
      { id: 18, specifiers: 'total=2.5' },
    ]);
    const rb = parseUof(`<rollback_bet_cancel ${head} end_time="1.5"><market id="1"/></rollback_bet_cancel>`);
    expect(rb.ok && rb.message).toMatchObject({ type: 'rollback_bet_cancel', markets: [] });
    expect(rb.ok && rb.unread?.markets).toEqual([{ id: 1, specifiers: '' }]);
  });
  it('a fixture change it cannot read changes nothing and stops the event', () => {
    const r = parseUof(`<fixture_change ${head} start_time="tomorrow" change_type="2"/>`);
    expect(r.ok && r.message).toEqual({ type: 'fixture_change', event_id: MATCH, product: 1, timestamp: 1 });
    expect(r.ok && r.unread?.wholeEvent).toBe(true);
  });
  it('the root must read: no event id, product or timestamp is a message skipped whole', () => {
    expect(refused(`<odds_change product="1" timestamp="1"><odds/></odds_change>`)).toMatch(/event_id/);
    expect(refused(`<bet_settlement event_id="${MATCH}" product="x" timestamp="1"/>`)).toMatch(/product/);
  });
});

describe('toUofXml round trip', () => {
  const all = [
    'fixture.xml',
    'odds_change.xml',
    'bet_stop.xml',
    'bet_settlement.xml',
    'rollback_bet_settlement.xml',
    'bet_cancel.xml',
    'rollback_bet_cancel.xml',
    'fixture_change.xml',
    'alive.xml',
    'snapshot_complete.xml',
  ];
  it.each(all)('parse(write(m)) is m for %s', (name) => {
    const m = parsed(name);
    expect(parseUof(toUofXml(m))).toEqual({ ok: true, message: m });
  });

  it('escapes attribute values and writes the feed shape', () => {
    const m: UofMessage = {
      type: 'fixture',
      event_id: 'sr:match:5',
      sport_id: 'sr:sport:5',
      sport_name: 'Tennis',
      category: 'ATP',
      tournament: 'Queen\'s "Club" <Grass> & Co',
      home: 'Alcaraz C.',
      away: 'Sinner J.',
      start_time: Date.UTC(2026, 5, 15, 12, 30),
    };
    const xml = toUofXml(m);
    expect(xml).toContain('name="Queen&apos;s &quot;Club&quot; &lt;Grass&gt; &amp; Co"');
    expect(xml).toContain('start_time="2026-06-15T12:30:00+00:00"');
    expect(parseUof(xml)).toEqual({ ok: true, message: m });
    const oc = toUofXml({
      type: 'odds_change',
      event_id: 'sr:match:5',
      product: 1,
      timestamp: 9,
      markets: [
        { id: 186, specifiers: '', status: 1, cashout: false, outcomes: [{ id: '4', odds: 2100, active: true }] },
      ],
    });
    expect(oc).toBe(
      '<odds_change event_id="sr:match:5" product="1" timestamp="9"><odds><market id="186" status="1" cashout_status="-1"><outcome id="4" odds="2.10" active="1"/></market></odds></odds_change>',
    );
  });
});

describe('parseUofMany: replay files', () => {
  it('reads a recorded match in order', () => {
    const results = parseUofMany(fixture('replay-match.xml'));
    expect(results.every((r) => r.ok)).toBe(true);
    const messages = results.flatMap((r) => (r.ok ? [r.message] : []));
    expect(messages.map((m) => m.type)).toEqual([
      'fixture',
      'odds_change',
      'bet_stop',
      'odds_change',
      'bet_settlement',
      'rollback_bet_settlement',
      'bet_settlement',
    ]);
    expect(messages.every((m) => 'event_id' in m && m.event_id === 'sr:match:61301160')).toBe(true);
    // The corrected settlement is the last word: home won.
    const last = messages[6];
    expect(last?.type === 'bet_settlement' && last.markets[0]?.outcomes.find((o) => o.result === 1)?.id).toBe('1');
  });

  it('skips only the messages of a file it cannot read, keeping the order of the rest', () => {
    const text = [
      '<?xml version="1.0"?>',
      '<!-- recorded 2026-11-25 -->',
      fixture('alive.xml'),
      fixture('bad-odds.xml'),
      fixture('bet_stop.xml'),
      '<alive product="1" timestamp="x" subscribed="1"/>',
      fixture('bad-entity-bomb.xml').replace('<?xml version="1.0"?>', ''),
      fixture('snapshot_complete.xml'),
      '<odds_change event_id="sr:match:1" product="1" timestamp="1"><odds>',
    ].join('\n');
    const results = parseUofMany(text);
    // bad-odds.xml is read in part (its market suspended, issue 38), the others refused whole.
    expect(results.map((r) => (r.ok ? (r.unread ? `${r.message.type} (part)` : r.message.type) : 'refused'))).toEqual([
      'alive',
      'odds_change (part)',
      'bet_stop',
      'refused',
      'refused',
      'snapshot_complete',
      'refused',
    ]);
  });

  it('reads a file without a <messages> root the same as one with it', () => {
    const bare = [fixture('alive.xml'), fixture('bet_stop.xml')].join('');
    const wrapped = `<messages>${bare}</messages>`;
    expect(parseUofMany(wrapped)).toEqual(parseUofMany(bare));
    expect(parseUofMany(bare)).toHaveLength(2);
  });

  it('does not split on ">" inside attribute values', () => {
    expect(splitUofMessages('<a x="1>2"/><b y=\'<\'></b>')).toEqual(['<a x="1>2"/>', "<b y='<'></b>"]);
  });

  it('reads back what toUofReplay writes', () => {
    const messages = [parsed('fixture.xml'), parsed('odds_change.xml'), parsed('bet_settlement.xml')];
    expect(parseUofMany(toUofReplay(messages))).toEqual(messages.map((message) => ({ ok: true, message })));
  });
});

describe('parseUof: what UnifiedFeed.xsd allows is read by its own types (issue 40)', () => {
  const head = 'event_id="sr:match:1" product="1" timestamp="1"';
  const ok = (xml: string) => {
    const r = parseUof(xml);
    if (!r.ok) throw new Error(r.error);
    return r;
  };
  it('reads prices as xs:double: 2.5E0 is 2.50; an outcome at 1.0 suspends only its own market', () => {
    const r = ok(
      `<odds_change ${head}><odds><market id="1" status="1"><outcome id="1" odds="2.5E0" active="1"/><outcome id="2" odds=" 3.40 " active="1"/><outcome id="3" odds="4" active="1"/></market><market id="18" specifiers="total=2.5" status="1"><outcome id="12" odds="1.0" active="1"/><outcome id="13" odds="1.85e+0" active="1"/></market></odds></odds_change>`,
    );
    expect(r.message).toMatchObject({
      markets: [
        {
          id: 1,
          status: 1,
          outcomes: [
            { id: '1', odds: 2500 },
            { id: '2', odds: 3400 },
            { id: '3', odds: 4000 },
          ],
        },
        { id: 18, status: -1, cashout: false, outcomes: [{ id: '13', odds: 1850 }] },
      ],
    });
    expect(r.unread).toEqual({
      problems: ['market 18 total=2.5: outcome 12: odds 1.0 is not above 1.00'],
      markets: [{ id: 18, specifiers: 'total=2.5' }],
      wholeEvent: false,
    });
    // Not a number at all (INF, NaN) is still unread, and only its market stops.
    for (const bad of ['INF', 'NaN', '1e999'])
      expect(
        ok(
          `<odds_change ${head}><odds><market id="1"><outcome id="1" odds="${bad}" active="1"/></market></odds></odds_change>`,
        ).unread?.markets,
      ).toEqual([{ id: 1, specifiers: '' }]);
  });
  it('reads decimal scores, a clock in minutes only or past 999 minutes, and period codes', () => {
    const status = (attrs: string, clock: string) =>
      ok(
        `<odds_change ${head}><sport_event_status status="1" match_status="7" ${attrs}><clock match_time="${clock}"/><period_scores><period_score match_status_code="6" number="1" home_score="1.0" away_score="0"/></period_scores></sport_event_status><odds><market id="1" status="1"><outcome id="1" odds="1.5" active="1"/></market></odds></odds_change>`,
      );
    const a = status('home_score="2.0" away_score="1"', '27');
    expect(a.unread).toBeUndefined();
    expect(a.message.type === 'odds_change' && a.message.status).toEqual({
      status: 1,
      match_status: 7,
      home_score: 2,
      away_score: 1,
      match_time: '27:00',
      periods: [{ number: 1, home: 1, away: 0, code: 6 }],
    });
    expect(status('home_score="0" away_score="0"', '1000:05').message).toMatchObject({
      status: { match_time: '1000:05' },
    });
    // A half point (xs:decimal allows it; our scores are whole) is left out; the status and the
    // markets still apply and nothing is suspended for it.
    const half = status('home_score="0.5" away_score="1"', '45:00');
    expect(half.message).toMatchObject({ status: { status: 1, match_time: '45:00' }, markets: [{ id: 1, status: 1 }] });
    expect(half.message.type === 'odds_change' && half.message.status?.home_score).toBeUndefined();
    expect(half.unread).toMatchObject({ markets: [], wholeEvent: false });
    expect(half.unread?.problems[0]).toMatch(/score/);
  });
  it('reads result -1 (undecided), dead-heat factors of a double, and void factors by value', () => {
    const r = ok(
      `<bet_settlement ${head} certainty="2"><outcomes><market id="40"><outcome id="a" result="1" dead_heat_factor="0.3333333333333333"/><outcome id="b" result="-1"/><outcome id="c" result="0"/><outcome id="d" result="1" dead_heat_factor="5E-1"/><outcome id="e" result="1" dead_heat_factor="0.1234567"/></market><market id="16" specifiers="hcp=-0.25"><outcome id="1714" result="1" void_factor="0.50"/><outcome id="1715" result="0" void_factor="5E-1"/></market></outcomes></bet_settlement>`,
    );
    expect(r.unread).toBeUndefined();
    expect(r.message).toMatchObject({
      markets: [
        {
          id: 40,
          outcomes: [
            { id: 'a', result: 1, dead_heat_factor: '1/3' },
            { id: 'b', result: -1 },
            { id: 'c', result: 0 },
            { id: 'd', result: 1, dead_heat_factor: '0.5' },
            { id: 'e', result: 1, dead_heat_factor: '0.1234567' },
          ],
        },
        {
          id: 16,
          outcomes: [
            { id: '1714', result: 1, void_factor: '0.5' },
            { id: '1715', result: 0, void_factor: '0.5' },
          ],
        },
      ],
    });
    // Written back as the feed's double, it reads as the same fraction.
    const again = ok(toUofXml(r.message));
    expect(again.message).toEqual(r.message);
    expect(toUofXml(r.message)).toContain('dead_heat_factor="0.3333333333333333"');
    // A result outside the schema's -1/0/1 leaves its market unsettled (and suspended); the other settles.
    const odd = ok(
      `<bet_settlement ${head} certainty="2"><outcomes><market id="1"><outcome id="1" result="2"/></market><market id="2"><outcome id="1" result="+1"/></market></outcomes></bet_settlement>`,
    );
    expect(odd.message).toMatchObject({ markets: [{ id: 2, outcomes: [{ id: '1', result: 1 }] }] });
    expect(odd.unread?.markets).toEqual([{ id: 1, specifiers: '' }]);
  });
});
