/** A category and everything below it. */
export function descendantIds(rows: { id: number; parent_id: number }[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parent_id === ids[i] && !ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}
