import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bigrams,
  buildSearchText,
  containsPattern,
  indexGramRows,
  indexGrams,
  inTitlePattern,
  isProvenByIndex,
  queryTerms,
  tokenize,
} from './search-text.js';

describe('search text', () => {
  it('cuts Latin and Han runs apart and drops punctuation', () => {
    expect(tokenize('Zigbee 3.0 智能网关Pro（白色）')).toEqual(['zigbee', '3', '0', '智能网关', 'pro', '白色']);
    expect(tokenize('zigbee3.0 E27')).toEqual(['zigbee', '3', '0', 'e', '27']);
    expect(tokenize('ＷＩ－ＦＩ 插座')).toEqual(['wi', 'fi', '插座']);
  });

  it('indexes bigrams within tokens only', () => {
    expect(bigrams('网关')).toEqual(['网关']);
    expect(bigrams('智能网关')).toEqual(['智能', '能网', '网关']);
    expect(bigrams('灯')).toEqual([]);
    expect(indexGrams('ab 网关')).toEqual(['ab', '网关']);
  });

  it('splits a query into distinct terms, longest first', () => {
    expect(queryTerms('网关  zigbee网关')).toEqual(['zigbee', '网关']);
    expect(queryTerms('  ')).toEqual([]);
    expect(queryTerms('a b c d e f g h i j')).toHaveLength(8);
  });

  it('builds the search text every query term is a substring of', () => {
    const text = buildSearchText('Zigbee 3.0 智能网关 Pro', ['网关与中枢']);
    for (const term of queryTerms('网关 zigbee 智能 pro')) expect(text).toContain(term);
    // The title comes first, before the separator the relevance ranking looks for.
    expect(text).toBe('zigbee 3 0 智能网关 pro 30 | 网关与中枢');
  });

  it('lets words with inner punctuation be found without it', () => {
    const text = buildSearchText('Wi-Fi 智能插座 16A', ['Zigbee 3.0', '4G Cat.1']);
    for (const query of ['wifi', 'wi-fi', 'WiFi', 'zigbee3.0', 'zigbee 30', 'cat1', '16a']) {
      for (const term of queryTerms(query)) expect(text, query).toContain(term);
    }
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
    expect(inTitlePattern('a_b')).toBe('%a\\_b%|%');
  });

  it('needs no text check for a two-character term: its bigram in the index means the text has it', () => {
    // Titles and facts from a small alphabet of Han, Latin, digits, punctuation and spaces, so that
    // terms often do and often do not occur.
    const chars = fc.constantFrom(...'网关智能插座灯zigbe0123 -.（）'.split(''));
    const text = fc.array(chars, { maxLength: 30 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 3 }), text, (title, facts, query) => {
        const searchText = buildSearchText(title, facts);
        const grams = new Set(indexGrams(searchText));
        for (const term of queryTerms(query).filter(isProvenByIndex)) {
          expect(grams.has(term), `${term} in ${searchText}`).toBe(searchText.includes(term));
        }
      }),
      { numRuns: 2000 },
    );
    expect(['网关', 'ab', '12'].every(isProvenByIndex)).toBe(true);
    expect(['网', '智能网关', 'zigbee'].some(isProvenByIndex)).toBe(false);
  });

  it("flags a two-character term's index row in the title exactly when the title LIKE pattern would match", () => {
    const chars = fc.constantFrom(...'网关智能插座灯zigbe0123 -.（）|'.split(''));
    const text = fc.array(chars, { maxLength: 30 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 3 }), text, (title, facts, query) => {
        const searchText = buildSearchText(title, facts);
        const rows = new Map(indexGramRows(searchText).map((row) => [row.gram, row.in_title]));
        expect([...rows.keys()]).toEqual(indexGrams(searchText));
        for (const term of queryTerms(query).filter(isProvenByIndex)) {
          // `search_text like '%term%|%'`: the term, and a `|` somewhere after it.
          const at = searchText.indexOf(term);
          const isLikeMatch = at >= 0 && searchText.indexOf('|', at + term.length) >= 0;
          expect(rows.get(term) === 1, `${term} in ${searchText}`).toBe(isLikeMatch);
        }
      }),
      { numRuns: 2000 },
    );
    expect(indexGramRows(buildSearchText('米家 网关', ['网关 配件 米家']))).toEqual([
      { gram: '米家', in_title: 1 },
      { gram: '网关', in_title: 1 },
      { gram: '配件', in_title: 0 },
    ]);
  });
});
