/** At most this many addresses per buyer. */
export const ADDRESS_LIMIT = 20;
