/** Every AI币 query key starts here; paying an order or a top-up invalidates the lot. */
export const AI_COIN_QUERY_KEY = ['ai-coin'] as const;
