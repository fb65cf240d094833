/** The response envelope of every call (DESIGN.md §2). */
export interface TEnvelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
  /** Count of all matches, on paged lists. */
  total?: number;
}

/** The request body of every JSON call. */
export interface TRequestBody<T = unknown> {
  data: T;
  accessToken?: string;
}
