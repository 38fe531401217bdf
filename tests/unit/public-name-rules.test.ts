// The red team's ways to copy another player's name or slip past the blocklist (issue 18): each
// must now be refused, or collide with the original under the unique key.
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_BLOCKLIST,
  cleanPublicName,
  compileBlocklist,
  publicNameKey,
  publicNameProblem,
} from '../../src/contract/public-name';

const problem = (raw: string) => publicNameProblem(cleanPublicName(raw));
const blocked = compileBlocklist(BUILTIN_BLOCKLIST);

describe('invisible characters', () => {
  it.each([
    ['combining grapheme joiner', 'Al\u034Fice'],
    ['variation selector', 'Alice\uFE0F'],
    ['variation selector inside', 'Al\uFE00ice'],
    ['Mongolian variation selector', 'Al\u180Bice'],
    ['Khmer inherent vowel', 'Alice\u17B4'],
  ])('%s is refused', (_, name) => {
    expect(problem(name)).toBe('name_invalid_chars');
  });

  it('marks do not count towards the minimum', () => {
    expect(problem('A\u0301\u0301')).toBe('name_too_short');
    expect(problem('i\uFE0F\uFE0F')).not.toBeNull();
  });
});

describe('look-alikes', () => {
  it.each([
    ['Cherokee', 'Ꭺlice'],
    ['small capital', 'Aʟice'],
    ['Latin iota', 'AƖice'],
    ['Latin alpha', 'ɑdmin'],
    ['Armenian', 'sսpport'],
    ['Greek', 'fμck'],
  ])('letters outside the site’s alphabets are refused (%s)', (_, name) => {
    expect(problem(name)).toBe('name_invalid_chars');
  });

  it.each([
    ['Cyrillic palochka', 'AӀice'],
    ['Cyrillic с in a Latin word', 'Ali\u0441e'],
    ['Latin u in a Cyrillic word', 'сuка'],
  ])('one name, one alphabet (%s)', (_, name) => {
    expect(problem(name)).toBe('name_mixed_scripts');
  });

  it.each(['AIice', 'A1ice', 'Al|ce'])('%s has the key of Alice', (name) => {
    expect(publicNameKey(name)).toBe(publicNameKey('Alice'));
  });

  it('rn reads as m, vv as w', () => {
    expect(publicNameKey('Ernma')).toBe(publicNameKey('Emma'));
    expect(publicNameKey('VValter')).toBe(publicNameKey('Walter'));
  });

  it('names of the site’s languages stay allowed', () => {
    for (const name of ['José', 'Žofie', 'Ștefan', 'Айгүл', 'Қайрат', 'राम', 'अर्जुन_7', 'Player_1', 'Глеб']) {
      expect(problem(name), name).toBeNull();
    }
  });
});

describe('the blocklist', () => {
  it.each(['adrnin', 'fvck', 'phuck', 'Hit1er', 'hltler', 'caslno', 'AdMiN', 'a.d.m.i.n'])('%s is blocked', (name) => {
    expect(blocked(name)).toBe(true);
  });

  it.each(['Kshitij', 'Nazim', 'computador', 'Глеб', 'Alice', 'Emma', 'Vova'])('%s is not', (name) => {
    expect(blocked(name)).toBe(false);
  });
});
