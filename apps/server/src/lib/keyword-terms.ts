/** Lower-cased whitespace-separated terms of a search keyword (a list matches when it holds every one). */
export function keywordTerms(keyword: string | undefined): string[] {
  return (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}
