/**
 * What hiding or restoring one piece of content did (DESIGN-OPERATE §A `content`): each owning
 * feature's service answers it, the console's route records it in the audit log and tells the author.
 */
export interface TModerationResult {
  /** Whether this call changed it (hiding hidden content, or restoring shown content, changes nothing). */
  changed: boolean;
  /** The buyer who wrote it (null: a shop's reply or a seeded post without an account). */
  authorUserId: number | null;
  /** A few words of what it was, for the author's message. */
  excerpt: string;
  /** Where the author finds it ('' for none). */
  link: string;
  before: TModerationState;
  after: TModerationState;
}

export interface TModerationState {
  hidden: boolean;
  hiddenReason: string;
}

/** The moderation list's filter as the owning features read it. */
export interface TModerationFilter {
  /** true: only hidden; false: only shown; undefined: both. */
  hidden?: boolean | undefined;
  /** Lower-cased terms the text must hold, each. */
  terms: string[];
}

/** A text's first `chars` characters, with … when cut. */
export function excerptOf(text: string, chars = 30): string {
  const flat = text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > chars ? `${flat.slice(0, chars)}…` : flat;
}

/** A move that changed nothing: the state as it is, before and after. */
export function unchanged(state: TModerationState): TModerationResult {
  return { changed: false, authorUserId: null, excerpt: '', link: '', before: state, after: state };
}

/** The state a hide (`reason`) or a restore (null) leads to. */
export function stateAfter(hide: { reason: string } | null): TModerationState {
  return { hidden: hide !== null, hiddenReason: hide?.reason ?? '' };
}
