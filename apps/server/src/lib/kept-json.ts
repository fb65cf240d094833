/**
 * The JSON of objects that never change once made, written once per object: the cards a process keeps
 * (catalogue.service.ts) go into many answers, and serializing each anew was the largest single cost of
 * an uncached list page (issue 36, callgrind on the built server: JSON.stringify and the UTF-8 encoding
 * of its text took about a quarter of the instructions of an answer; Node 20's V8 has no
 * `JSON.rawJSON` to splice a text into `JSON.stringify`).
 *
 * `keepJson` freezes an object with everything in it and writes its UTF-8 JSON once; `answerBytes`
 * writes an envelope whose `data` is a list, taking the kept bytes of each kept element and
 * serializing the others as `JSON.stringify` would. The bytes are the same as
 * `Buffer.from(JSON.stringify(answer))`.
 */

const keptBytes = new WeakMap<object, Buffer>();

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** Freezes `value` (and what it holds) and keeps its JSON; returns it. A kept object can no longer change. */
export function keepJson<T extends object>(value: T): T {
  deepFreeze(value);
  keptBytes.set(value, Buffer.from(JSON.stringify(value)));
  return value;
}

/** The kept JSON of `item`, if it is a kept object. */
function keptBytesOf(item: unknown): Buffer | undefined {
  return item !== null && typeof item === 'object' ? keptBytes.get(item) : undefined;
}

/** Whether `value`'s JSON is kept (tests). */
export function isJsonKept(value: object): boolean {
  return keptBytes.has(value);
}

const COMMA = Buffer.from(',');
const OPEN = Buffer.from('[');

/**
 * `Buffer.from(JSON.stringify(answer))` for an answer (the envelope `{status, msg, data, total?}`):
 * when `data` is a list holding kept objects, their bytes are reused and only the rest is serialized.
 */
export function answerBytes<A extends { data: unknown }>(answer: A): Buffer {
  const { data } = answer;
  if (!Array.isArray(data) || !data.some((item) => keptBytesOf(item) !== undefined)) {
    return Buffer.from(JSON.stringify(answer));
  }
  // The envelope around the list, its other fields in their own order: `"data":null` can only be its
  // key there (a quote inside a string is escaped, and the other fields are not objects).
  const around = JSON.stringify({ ...answer, data: null });
  const at = around.indexOf('"data":null');
  const before = around.slice(0, at + '"data":'.length);
  const after = around.slice(at + '"data":null'.length);
  const parts: Buffer[] = [Buffer.from(before), OPEN];
  data.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    // `JSON.stringify` writes `null` for what it cannot write inside a list (undefined, a function).
    parts.push(keptBytesOf(item) ?? Buffer.from(JSON.stringify(item) ?? 'null'));
  });
  parts.push(Buffer.from(`]${after}`));
  return Buffer.concat(parts);
}
