import { describe, expect, it } from 'vitest';
import {
  buildSearchText,
  expandUpcE,
  isValidGtin,
  MAX_SEARCH_WORDS,
  normaliseBarcode,
  normaliseSearchText,
  searchWords,
  stemSearchWord,
} from './food-search.js';

describe('normaliseSearchText', () => {
  it.each([
    ['Avocado', 'avocado'],
    ['Crème fraîche', 'creme fraiche'],
    ['Jalapeño peppers', 'jalapeno peppers'],
    ['Half-and-half (cream)', 'half and half cream'],
    ['  Cheese,   cheddar  ', 'cheese cheddar'],
    ['Straße', 'strasse'],
    ['Ümlaut Øl', 'umlaut ol'],
    ['100% whey', '100 whey'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });
});

describe('stemSearchWord', () => {
  it.each([
    ['berries', 'berry'],
    ['tomatoes', 'tomato'],
    ['eggs', 'egg'],
    ['cheeses', 'cheese'],
    ['glass', 'glass'],
    ['oats', 'oat'],
    ['gas', 'gas'],
    ['avo', 'avo'],
  ])('%s → %s', (word, stem) => {
    expect(stemSearchWord(word)).toBe(stem);
  });
});

describe('searchWords', () => {
  it('normalises, stems and de-duplicates', () => {
    expect(searchWords('Cheddar  CHEESES, cheese')).toEqual(['cheddar', 'cheese']);
    expect(searchWords('  ')).toEqual([]);
  });

  it('keeps only letters and digits, so words are safe in LIKE and regex patterns', () => {
    for (const word of searchWords("50% o'brien (x)*[y]\\ _%")) expect(word).toMatch(/^[a-z0-9]+$/);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('a b c d e f g h i')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('buildSearchText', () => {
  it('puts the name first, then aliases, brand and description', () => {
    expect(
      buildSearchText({
        name: 'Cheddar cheese',
        aliases: ['Cheddar', 'Mature cheddar'],
        brand: null,
        description: 'Cheese, cheddar',
      }),
    ).toBe('cheddar cheese | cheddar ; mature cheddar |  | cheese cheddar');
  });

  it('works with only a name', () => {
    expect(buildSearchText({ name: 'Egg' })).toBe('egg |  |  | ');
  });
});

describe('barcodes', () => {
  it('drops spaces and dashes', () => {
    expect(normaliseBarcode(' 5 000112-637922 ')).toBe('5000112637922');
  });

  it.each([
    ['5000112637922', true], // EAN-13 (Coca-Cola GB)
    ['3017620422003', true], // EAN-13 (Nutella)
    ['036000291452', true], // UPC-A
    ['96385074', true], // EAN-8
    ['04252614', true], // UPC-E
    ['00036000291452', true], // GTIN-14 of the UPC-A
    ['5000112637923', false], // wrong check digit
    ['036000291453', false],
    ['1234567', false], // too short
    ['123456789012345', false], // too long
    ['50001126379a2', false],
  ])('%s valid: %s', (code, valid) => {
    expect(isValidGtin(code)).toBe(valid);
  });

  it('expands UPC-E to UPC-A', () => {
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(expandUpcE('01234565')).toBe('012345000065');
    expect(expandUpcE('21234565')).toBeNull();
  });
});
