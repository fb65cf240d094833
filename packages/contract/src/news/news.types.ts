/** An article as lists show it (times epoch ms). */
export interface TNewsCard {
  id: number;
  columnId: number;
  columnName: string;
  title: string;
  summary: string;
  /** A site path of the cover picture ('' when none); pages show it through the image presets. */
  cover: string;
  source: string;
  author: string;
  publishTime: number;
  views: number;
}

/** A column (栏目) with its newest articles. */
export interface TNewsColumn {
  id: number;
  name: string;
  items: TNewsCard[];
}

/** The news home: headline carousel and the columns (DESIGN.md §2). */
export interface TNewsHome {
  banners: TNewsCard[];
  columns: TNewsColumn[];
}

/** A neighbour of an article in its column (older: prev, newer: next). */
export interface TNewsLink {
  id: number;
  title: string;
}

/** One article in full: the body is sanitized rich text (stored sanitized, rendered as is). */
export interface TNewsDetail extends TNewsCard {
  htmlCode: string;
  prev: TNewsLink | null;
  next: TNewsLink | null;
  /** Other articles of its column, newest first. */
  related: TNewsCard[];
}
