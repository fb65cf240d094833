import fc from 'fast-check';

/**
 * Payloads generated from a JSON Schema (the subset OpenAPI 3.1 documents use: types, enums, consts,
 * ranges, lengths, patterns, formats, objects, arrays, anyOf/oneOf/allOf and `$ref`), for a conformance
 * run that reads only the published document, as an outside client would. Values are the document's
 * idea of valid; the run still asks a JSON Schema validator before counting one, so a keyword this
 * generator ignores only costs a discarded sample.
 */
export type TJsonSchema = { [key: string]: unknown };

/** Resolves a `$ref` of the document (`#/components/schemas/…`). */
export type TResolve = (ref: string) => TJsonSchema;

/** Letters a person types into a Chinese shop's forms: ASCII, digits, CJK, a few signs. */
const TEXT_UNITS = [...'abcxyzABQ0123456789-_.@ 智能家居网关门锁灯光传感器客厅卧室方案。，'];

const isSchema = (v: unknown): v is TJsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** A schema with its `$ref` (and siblings) resolved one level. */
export function resolved(schema: TJsonSchema, resolve: TResolve): TJsonSchema {
  if (typeof schema.$ref !== 'string') return schema;
  const { $ref, ...siblings } = schema;
  return { ...resolved(resolve($ref as string), resolve), ...siblings };
}

/** Two schemas as one: properties side by side (the second's win), required fields together. */
export function mergeSchemas(a: TJsonSchema, b: TJsonSchema): TJsonSchema {
  const merged = { ...a, ...b };
  if (isSchema(a.properties) && isSchema(b.properties)) {
    const properties: Record<string, unknown> = { ...a.properties };
    for (const [key, field] of Object.entries(b.properties)) {
      const before = properties[key];
      properties[key] = isSchema(before) && isSchema(field) ? mergeField(before, field) : field;
    }
    merged.properties = properties;
  }
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    merged.required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  }
  return merged;
}

/** Extra patterns a generated string must also match (a rule's pattern on a field that has its own). */
const ALSO_MATCHES = 'x-also-matches';

/** A field's schema with a rule's on it: the rule's const or enum decides; a second pattern filters. */
function mergeField(a: TJsonSchema, b: TJsonSchema): TJsonSchema {
  if ('const' in b || 'enum' in b || typeof a.pattern !== 'string' || typeof b.pattern !== 'string')
    return { ...a, ...b };
  return { ...a, ...b, pattern: a.pattern, [ALSO_MATCHES]: [...((a[ALSO_MATCHES] as string[]) ?? []), b.pattern] };
}

/** A schema with its `$ref` resolved and its `allOf` parts merged in (an `anyOf` of a part kept). */
export function flattened(schema: TJsonSchema, resolve: TResolve): TJsonSchema {
  const s = resolved(schema, resolve);
  if (!Array.isArray(s.allOf)) return s;
  const { allOf, ...rest } = s;
  return (allOf as TJsonSchema[]).reduce<TJsonSchema>((acc, part) => mergeSchemas(acc, flattened(part, resolve)), rest);
}

/** The branches of an `anyOf`/`oneOf`, each with the keywords written beside it (type, properties, `default`). */
export function branchesOf(schema: TJsonSchema, resolve: TResolve): TJsonSchema[] | undefined {
  const list = (schema.anyOf ?? schema.oneOf) as TJsonSchema[] | undefined;
  if (!Array.isArray(list)) return undefined;
  const { anyOf: _a, oneOf: _o, ...siblings } = schema;
  return list.map((branch) => mergeSchemas(siblings, flattened(branch, resolve)));
}

function integerArbitrary(schema: TJsonSchema, name: string): fc.Arbitrary<number> {
  const exMin = num(schema.exclusiveMinimum);
  const exMax = num(schema.exclusiveMaximum);
  const lo = Math.ceil(num(schema.minimum) ?? (exMin === undefined ? -1_000_000 : Math.floor(exMin) + 1));
  const hi = Math.floor(num(schema.maximum) ?? (exMax === undefined ? 1_000_000 : Math.ceil(exMax) - 1));
  const all = fc.bigInt({ min: BigInt(lo), max: BigInt(hi) }).map(Number);
  // Ids mostly small, so that a good share of the calls meet the demo's rows and answer 200.
  if (/id$/i.test(name) && lo <= 60 && hi >= 1) {
    return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: Math.max(lo, 1), max: Math.min(hi, 60) }) }, all);
  }
  return all;
}

function numberArbitrary(schema: TJsonSchema): fc.Arbitrary<number> {
  const step = num(schema.multipleOf);
  const exMin = num(schema.exclusiveMinimum);
  const exMax = num(schema.exclusiveMaximum);
  const lo = num(schema.minimum) ?? exMin ?? -1_000_000;
  const hi = num(schema.maximum) ?? exMax ?? 1_000_000;
  const inRange = (v: number) => (exMin === undefined || v > exMin) && (exMax === undefined || v < exMax);
  if (step) {
    const min = Math.ceil(lo / step);
    const max = Math.floor(hi / step);
    return fc
      .bigInt({ min: BigInt(min), max: BigInt(max) })
      .map((n) => Number((Number(n) * step).toFixed(10)))
      .filter(inRange);
  }
  return fc
    .oneof(
      fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: Math.ceil(Math.max(lo, -1e6)), max: Math.floor(Math.min(hi, 1e6)) }),
    )
    .map((v) => (Object.is(v, -0) ? 0 : v))
    .filter(inRange);
}

function stringArbitrary(schema: TJsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = num(schema.maxLength);
  const also = ((schema[ALSO_MATCHES] as string[] | undefined) ?? []).map((p) => new RegExp(p, 'u'));
  const fits = (s: string) =>
    [...s].length >= minLength &&
    (maxLength === undefined || [...s].length <= maxLength) &&
    also.every((p) => p.test(s));
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
      return fc.webUrl().filter(fits);
    case 'uuid':
      return fc.uuid();
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    try {
      return fc.stringMatching(pattern).filter(fits);
    } catch {
      // fast-check cannot build from lookarounds: build without them, keep what the whole pattern takes.
      const plain = new RegExp(schema.pattern.replace(/\(\?<?[=!](?:\\.|[^()])*\)/g, ''), 'u');
      return fc.stringMatching(plain).filter((v) => pattern.test(v) && fits(v));
    }
  }
  return fc.string({
    unit: fc.constantFrom(...TEXT_UNITS),
    minLength,
    maxLength: Math.min(maxLength ?? minLength + 16, minLength + 16),
  });
}

/** An arbitrary of the values `schema` calls valid; `name` is the property it is for (ids lean small). */
export function arbitraryOf(schema: TJsonSchema, resolve: TResolve, name = '', depth = 0): fc.Arbitrary<unknown> {
  const s = flattened(schema, resolve);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const branches = branchesOf(s, resolve);
  if (branches) return fc.oneof(...branches.map((b) => arbitraryOf(b, resolve, name, depth)));
  if (Array.isArray(s.type)) {
    return fc.oneof(...(s.type as string[]).map((type) => arbitraryOf({ ...s, type }, resolve, name, depth)));
  }
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(s, name);
    case 'number':
      return numberArbitrary(s);
    case 'string':
      return stringArbitrary(s);
    case 'array': {
      const items = isSchema(s.items) ? s.items : {};
      const minLength = num(s.minItems) ?? 0;
      const maxLength = Math.min(num(s.maxItems) ?? minLength + 3, minLength + 3);
      const item = arbitraryOf(items, resolve, name, depth + 1);
      return s.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const properties = isSchema(s.properties) ? s.properties : {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, sub]) => [key, arbitraryOf(sub as TJsonSchema, resolve, key, depth + 1)]),
      );
      const requiredKeys = ((s.required as string[] | undefined) ?? []).filter((k) => k in shape);
      return fc.record(shape, { requiredKeys });
    }
    default:
      // No type: anything JSON (kept shallow).
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values worth trying where a schema expects something else: wrong types, edges, lengths, signs. */
function wrongValuesFor(schema: TJsonSchema): unknown[] {
  const values: unknown[] = ['abc', '12', '', ' ', 1.5, -1, 0, 2_147_483_648, true, null, {}, [], '__不在列表__'];
  const maxLength = num(schema.maxLength);
  const minLength = num(schema.minLength);
  if (maxLength !== undefined) values.push('长'.repeat(maxLength + 1));
  if (minLength !== undefined && minLength > 0) values.push('短'.repeat(minLength - 1));
  for (const key of ['minimum', 'exclusiveMinimum'] as const) {
    const v = num(schema[key]);
    if (v !== undefined) values.push(v - 1, v - 0.5);
  }
  for (const key of ['maximum', 'exclusiveMaximum'] as const) {
    const v = num(schema[key]);
    if (v !== undefined) values.push(v + 1, v + 0.5);
  }
  const maxItems = num(schema.maxItems);
  if (maxItems !== undefined && maxItems < 100) values.push(Array.from({ length: maxItems + 1 }, () => 1));
  return values;
}

/** Marks a body without its `data`. */
export const NO_DATA = Symbol('no data');

/**
 * Payloads one change away from `valid`: `data` missing, null or of another kind; a required field
 * dropped; a field (to `maxDepth` levels down, the first item of an array) set to a value of another
 * type or past an edge. Some of them may still be valid: the caller keeps those its validator refuses.
 */
export function mutationsOf(schema: TJsonSchema, valid: unknown, resolve: TResolve, maxDepth = 3): unknown[] {
  const out: unknown[] = [NO_DATA, null, 'data', [valid], 7];
  const walk = (sub: TJsonSchema, value: unknown, set: (v: unknown) => unknown, depth: number) => {
    const s = flattened(sub, resolve);
    const branch = branchesOf(s, resolve)?.find((b) => b.type === 'object' || b.type === 'array');
    const shape = branch ?? s;
    for (const wrong of wrongValuesFor(shape)) out.push(set(wrong));
    if (depth >= maxDepth) return;
    if (shape.type === 'object' && isSchema(value) && isSchema(shape.properties)) {
      for (const key of (shape.required as string[] | undefined) ?? []) {
        const { [key]: _drop, ...rest } = value;
        out.push(set(rest));
      }
      for (const [key, propSchema] of Object.entries(shape.properties)) {
        walk(propSchema as TJsonSchema, value[key], (v) => set({ ...value, [key]: v }), depth + 1);
      }
    }
    if (shape.type === 'array' && Array.isArray(value) && value.length > 0 && isSchema(shape.items)) {
      walk(shape.items, value[0], (v) => set([v, ...value.slice(1)]), depth + 1);
    }
  };
  walk(schema, valid, (v) => v, 0);
  return out;
}
