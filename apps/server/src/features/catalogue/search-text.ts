/**
 * Search that works for Chinese, identically on SQLite and PostgreSQL: text is normalized and cut
 * into tokens (runs of Latin letters/digits, runs of other letters such as Han), and each token
 * into character bigrams. The bigrams are indexed (product_search_grams); a query term must have all
 * of its bigrams on a product and then occur in its search text as a substring.
 */

import { normalizeText } from '@mall/contract';
import { LRUCache } from 'lru-cache';
import { wordsOf } from './search-words.js';

const MAX_TERMS = 8;

/** Tokens: runs of Latin letters, runs of digits, runs of other letters (Han); everything else separates. */
export function tokenize(text: string): string[] {
  return normalizeText(text).match(/[a-z]+|[0-9]+|[^\sa-z0-9\p{P}\p{S}]+/gu) ?? [];
}

/**
 * Words written with inner punctuation, joined: "Wi-Fi" → "wifi", "3.0" → "30", so a query typed
 * without the punctuation finds them too.
 */
export function joinedForms(text: string): string[] {
  const runs = normalizeText(text).match(/[a-z0-9]+(?:[-._/·+'][a-z0-9]+)+/g) ?? [];
  return runs.map((run) => run.replace(/[^a-z0-9]/g, ''));
}

/** Distinct character bigrams of a token; a one-character token has none. */
export function bigrams(token: string): string[] {
  const chars = Array.from(token);
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/**
 * Whether a product having the term's bigrams in the index proves that its search text contains the
 * term: true for a two-character term, whose one bigram is the term itself (tokens are joined by
 * spaces, so no bigram spans two of them). Longer terms may have every bigram apart; a
 * one-character term has none.
 */
export function isProvenByIndex(term: string): boolean {
  return Array.from(term).length === 2;
}

/** The bigrams to index for a product's search text. */
export function indexGrams(searchText: string): string[] {
  return [...new Set(tokenize(searchText).flatMap(bigrams))];
}

/** A bigram of a product's index row, and whether its title part has it (1) or only its other facts (0). */
export interface TIndexGram {
  gram: string;
  in_title: 0 | 1;
}

/**
 * The index rows of a product's search text: each bigram with whether the title has it. A
 * two-character term is its one bigram, so the row alone says whether the title has the term: a search
 * for one reads that instead of looking through the text (issue 36, migration 2026121701).
 */
export function indexGramRows(searchText: string): TIndexGram[] {
  const end = searchText.indexOf(TITLE_END);
  const inTitle = new Set(indexGrams(end >= 0 ? searchText.slice(0, end) : searchText));
  return indexGrams(searchText).map((gram) => ({ gram, in_title: inTitle.has(gram) ? 1 : 0 }));
}

/** What a query looks for: its words, and the runs of Han characters the segmenter cut into several. */
export interface TQuery {
  /** The distinct words (at most 8), longest first so the most selective one leads; each must match. */
  terms: string[];
  /** Runs typed together that were cut into words (「智能门锁」): a title holding one whole ranks first. */
  phrases: string[];
}

/** Cuts a query into its words: tokens as the search text's, long Han runs segmented (search-words.ts). */
export function parseQuery(query: string): TQuery {
  const terms = new Set<string>();
  const phrases = new Set<string>();
  for (const token of tokenize(query)) {
    const words = wordsOf(token);
    for (const word of words) terms.add(word);
    if (words.length > 1) phrases.add(token);
  }
  return {
    terms: [...terms].sort((a, b) => b.length - a.length).slice(0, MAX_TERMS),
    phrases: [...phrases].slice(0, MAX_TERMS),
  };
}

/** The distinct terms of a query (at most 8), longest first so the most selective one leads. */
export function queryTerms(query: string): string[] {
  return parseQuery(query).terms;
}

/**
 * The forms of the names a search compares its terms with (categories, facet values), kept: every
 * search compares each term with every category's name, and normalizing and cutting them anew was a
 * twentieth of an uncached search's CPU (issue 36). Names are few; a renamed category adds one more.
 */
const nameForms = new LRUCache<string, string>({ max: 5_000 });

/** Whether a fact's name (a facet value, a category) has the term, as the search text would hold it. */
export function nameHas(name: string, term: string): boolean {
  let form = nameForms.get(name);
  if (form === undefined) {
    form = [...tokenize(name), ...joinedForms(name)].join(' ');
    nameForms.set(name, form);
  }
  return form.includes(term);
}

/** Separates the title's tokens from the other facts' in the search text (no token contains it). */
export const TITLE_END = '|';

/**
 * The text a product is found by: the title's tokens, then `|`, then the tokens of its other facts
 * (subtitle, category, protocols...), normalized and joined by spaces, each part with its joined forms.
 */
export function buildSearchText(title: string, facts: readonly string[]): string {
  const words = (text: string) => [...tokenize(text), ...joinedForms(text)].join(' ');
  return `${words(title)} ${TITLE_END} ${words(facts.join(' '))}`;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching `term` anywhere (escape character `\`). */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** A LIKE pattern matching `term` in the title part of a search text. */
export function inTitlePattern(term: string): string {
  return `%${escapeLike(term)}%${TITLE_END}%`;
}
