import type { Retailer } from '@shop/cms';
import { describe, expect, it } from 'vitest';
import { groupRetailers, indexLetter, matchRetailers, SWEDISH_LETTERS } from './retailers-page';

const retailer = (name: string, extra: Partial<Retailer> = {}) =>
  ({ id: name, name, address: null, offerings: [], link: null, location: null, ...extra }) as Retailer;

describe('SWEDISH_LETTERS', () => {
  it('runs A–Z, then Å, Ä, Ö', () => {
    expect(SWEDISH_LETTERS).toHaveLength(29);
    expect(SWEDISH_LETTERS.slice(-4).join('')).toBe('ZÅÄÖ');
  });
});

describe('indexLetter', () => {
  it.each([
    ['Åhléns Bygg', 'Å'],
    ['ärla järn', 'Ä'],
    ['Östra Trä', 'Ö'],
    ['Élite Bygg', 'E'],
    ['Ølstykke Bygg', 'Ö'],
    ['3D Verktyg', '#'],
    ['  bygg & co', 'B'],
  ])('files %s under %s', (name, letter) => {
    expect(indexLetter(name)).toBe(letter);
  });
});

describe('groupRetailers', () => {
  it('groups by letter in Swedish order, Å, Ä, Ö after Z and # last', () => {
    const groups = groupRetailers(
      ['Östra Trä', '1:a Bygg', 'Zeta', 'Ängby Järn', 'Åre Bygg', 'Alfa', 'Beta'].map((n) => retailer(n)),
    );
    expect(groups.map(([letter]) => letter)).toEqual(['A', 'B', 'Z', 'Å', 'Ä', 'Ö', '#']);
  });
});

describe('matchRetailers', () => {
  it('narrows by every word, without regard to case or accents', () => {
    const all = [retailer('Örebro Bygg', { address: 'Storgatan 1, Örebro' }), retailer('Kiruna Järn')];
    expect(matchRetailers(all, 'orebro').map((r) => r.name)).toEqual(['Örebro Bygg']);
    expect(matchRetailers(all, 'kiruna järn').map((r) => r.name)).toEqual(['Kiruna Järn']);
    expect(matchRetailers(all, '  ')).toHaveLength(2);
  });
});
