/** A JSON array of strings kept in a text column; anything unreadable reads as empty. */
export function parseJsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * A JSON array the server itself wrote into a text column (attachments, logistics traces), read back
 * as that type without checking each entry; anything unreadable or not an array reads as empty.
 */
export function parseStoredList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}
