/** Every review query key starts here; saving a review or a reply invalidates the lot. */
export const REVIEW_QUERY_KEY = ['review'] as const;
