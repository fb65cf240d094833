import type { Kysely } from 'kysely';

// Frozen in time: no imports from app code. Runs on SQLite and PostgreSQL.

type Dialect = 'sqlite' | 'postgres';

/** The search text's tokens as search-text.ts cut them then (the text is already normalized). */
const TOKEN = /[a-z]+|[0-9]+|[^\sa-z0-9\p{P}\p{S}]+/gu;

/** The distinct character bigrams of the tokens of `text`. */
function bigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of text.match(TOKEN) ?? []) {
    const chars = Array.from(token);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...grams];
}

/**
 * Issue 36: each index row says whether the product's title has its bigram (the search text's part
 * before `|`). A two-character term is its one bigram, so a search for one reads the flag instead of
 * looking through every matching product's text with LIKE. The rows there are marked here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed loosely on purpose
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('product_search_grams')
    .addColumn('in_title', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const products: { id: number; search_text: string }[] = await db
    .selectFrom('products')
    .select(['id', 'search_text'])
    .execute();
  for (const product of products) {
    const end = product.search_text.indexOf('|');
    const inTitle = bigramsOf(end >= 0 ? product.search_text.slice(0, end) : product.search_text);
    for (let i = 0; i < inTitle.length; i += 400) {
      await db
        .updateTable('product_search_grams')
        .set({ in_title: 1 })
        .where('product_id', '=', product.id)
        .where('gram', 'in', inTitle.slice(i, i + 400))
        .execute();
    }
  }
}
