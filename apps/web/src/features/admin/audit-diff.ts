/** One top-level field of an audited target and whether the write changed it. */
export interface TAuditField {
  key: string;
  before: string;
  after: string;
  isChanged: boolean;
}

const shown = (value: unknown): string => (value === undefined ? '—' : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of a target before and after an audited write, side by side: every top-level key of
 * either side, the changed ones first, each value as JSON ('—' where a side lacks it). A side that is
 * not an object (null for a creation, a list) is one field named `值`.
 */
export function auditFields(before: unknown, after: unknown): TAuditField[] {
  if (!isRecord(before) && !isRecord(after)) {
    const b = before === null ? undefined : before;
    const a = after === null ? undefined : after;
    return [{ key: '值', before: shown(b), after: shown(a), isChanged: shown(b) !== shown(a) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const fields = keys.map((key) => {
    const [was, is] = [shown(b[key]), shown(a[key])];
    return { key, before: was, after: is, isChanged: was !== is };
  });
  return [...fields.filter((f) => f.isChanged), ...fields.filter((f) => !f.isChanged)];
}

/** The pretty JSON of one side (null: nothing, as for a creation's before). */
export function auditJson(value: unknown): string {
  return value === null || value === undefined ? '（无）' : JSON.stringify(value, null, 2);
}
