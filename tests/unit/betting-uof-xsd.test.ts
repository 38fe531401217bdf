// The simulator speaks valid UOF (issue 40): what it sends, written by write.ts, validates against
// Sportradar's own UnifiedFeed.xsd (tests/fixtures/uof/UnifiedFeed.xsd; NOTES.md there gives its
// source and licence), checked by libxml2's validator (xmllint compiled to WebAssembly, no system
// package). The message fixtures the other tests read are checked against it too.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createSimulator } from '../../src/games/betting/sim/index';
import type { UofMessage } from '../../src/games/betting/uof/messages';
import { splitUofMessages } from '../../src/games/betting/uof/parse';
import { toUofXml } from '../../src/games/betting/uof/write';

const dir = new URL('../fixtures/uof/', import.meta.url);
const schema = readFileSync(new URL('UnifiedFeed.xsd', dir), 'utf8');

/** The validator's complaints, one line each ("m12.xml:1: … 'match_status' is required …"). */
async function invalid(xmls: { name: string; xml: string }[]): Promise<string[]> {
  const errors: string[] = [];
  // A few hundred documents a call: the WebAssembly heap is small.
  for (let i = 0; i < xmls.length; i += 200) {
    const r = await validateXML({
      xml: xmls.slice(i, i + 200).map((x) => ({ fileName: x.name, contents: x.xml })),
      schema: [schema],
    });
    errors.push(...r.errors.map((e) => e.rawMessage).filter((m) => !m.endsWith('fails to validate')));
  }
  return errors;
}

describe('UnifiedFeed.xsd', () => {
  it('the validator refuses what the schema refuses (a period without its code, a state without match_status)', async () => {
    const errors = await invalid([
      {
        name: 'bad.xml',
        xml: '<odds_change event_id="sr:match:1" product="1" timestamp="1"><sport_event_status status="0"><period_scores><period_score number="1" home_score="0" away_score="0"/></period_scores></sport_event_status></odds_change>',
      },
    ]);
    expect(errors.join('\n')).toMatch(/'match_status' is required/);
    expect(errors.join('\n')).toMatch(/'match_status_code' is required/);
  });

  it('every kind of message the simulator sends validates, pre-match and live, football and tennis', async () => {
    let now = 1_800_000_000_000;
    const sim = createSimulator({ seed: 'xsd', speed: 30, chaos: 0.5, upcoming: 4, now: () => now });
    const out: UofMessage[] = [];
    for (let t = 0; t <= 420_000; t += 1000) {
      now = 1_800_000_000_000 + t;
      out.push(...sim.tick(now));
    }
    out.push(...sim.requestRecovery(1, 7), ...sim.requestRecovery(3, 8));
    // The Sports API's fixture is not a feed message (UnifiedFeed.xsd has no such root).
    const feed = out.filter((m) => m.type !== 'fixture');
    // Every message but the bulk of odds changes, whose shapes repeat: of those, the first of each
    // shape (producer, event status, match status, clock, periods) and an even sample of the rest.
    const shape = (m: UofMessage) =>
      m.type === 'odds_change'
        ? `${m.product}|${m.status?.status}|${m.status?.match_status}|${!!m.status?.match_time}|${m.status?.periods?.length ?? 0}`
        : m.type;
    const seen = new Set<string>();
    const changes = feed.filter((m) => m.type === 'odds_change').length;
    const picked = feed.filter((m, i) => {
      const s = shape(m);
      const first = !seen.has(s);
      seen.add(s);
      return m.type !== 'odds_change' || first || i % Math.ceil(changes / 150) === 0;
    });
    const types = new Set(picked.map((m) => m.type));
    for (const t of ['odds_change', 'bet_stop', 'bet_settlement', 'alive', 'snapshot_complete', 'bet_cancel'])
      expect(types).toContain(t);
    // Pre-match states and live ones with periods are both in the sample.
    expect([...seen].some((s) => s.startsWith('3|0|'))).toBe(true);
    expect([...seen].some((s) => /^1\|1\|\d+\|true\|[1-9]/.test(s))).toBe(true);
    expect(await invalid(picked.map((m, i) => ({ name: `${m.type}-${i}.xml`, xml: toUofXml(m) })))).toEqual([]);
  }, 120_000);

  it('the message fixtures the parser tests read are real-format UOF', async () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.xml') && !f.startsWith('bad-') && f !== 'fixture.xml');
    expect(files.length).toBeGreaterThan(8);
    // A replay file holds many messages under a <messages> root of ours: each is checked on its own.
    const messages = files.flatMap((f) =>
      splitUofMessages(readFileSync(new URL(f, dir), 'utf8'))
        .map((xml, i) => ({ name: `${f}#${i}`, xml }))
        // The Sports API's fixture a replay carries is not a feed message.
        .filter((m) => !m.xml.startsWith('<fixtures_fixture')),
    );
    expect(messages.length).toBeGreaterThan(files.length);
    expect(await invalid(messages)).toEqual([]);
  });
});
