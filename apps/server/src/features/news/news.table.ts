import type { Generated } from 'kysely';

/** A news column (栏目) (migration 2026120401; DESIGN.md §2), shown in `sort` order. */
export interface NewsColumnsTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

/** A news article. Times epoch ms; `html_code` is stored sanitized (DESIGN.md §4). */
export interface NewsArticlesTable {
  id: Generated<number>;
  column_id: number;
  title: string;
  summary: Generated<string>;
  /** A site path of the cover picture, '' when none. */
  cover: Generated<string>;
  source: Generated<string>;
  author: Generated<string>;
  html_code: Generated<string>;
  views: Generated<number>;
  /** 1: a headline of the news home's carousel. */
  is_banner: Generated<number>;
  /** 1 published, 0 draft (never shown). */
  status: Generated<number>;
  /** Shown from then on when published (a later time keeps it hidden until then). */
  publish_time: number;
  created_at: number;
  /** The latest change in the console (migration 2026121005). */
  updated_at: Generated<number>;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    news_columns: NewsColumnsTable;
    news_articles: NewsArticlesTable;
  }
}
