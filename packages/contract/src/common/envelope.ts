/** The response envelope of every call (DESIGN.md §2). */
export interface TEnvelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
  /** Count of all matches, on paged lists. */
  total?: number;
  /**
   * On a named business error only: its name in the error catalogue (`APP_ERRORS`, e.g.
   * `STOCK_SHORT`), stable where `msg` is text for people. Success envelopes and generic failures
   * (schema 407, 528, 500, ...) carry none.
   */
  code?: string;
  /**
   * On a 407 that names one field of the payload: its dotted path inside `data` (`products.0`,
   * `items.0.quantity`), so a form puts the refusal on that field without reading `msg`. `msg` still
   * names it as text (`参数解析失败：data.products.0 …`) for people.
   */
  field?: string;
}

/** The request body of every JSON call. */
export interface TRequestBody<T = unknown> {
  data: T;
  accessToken?: string;
}
