import { createHash } from 'node:crypto';
import { ALL_CALLS, CALLS, type TCall } from '@mall/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { createSession } from '../features/account/session.service.js';
import { openAdminSession } from '../features/admin/admin.service.js';
import { addAddress, addAdmin, addSeller } from '../test/fixtures.js';
import { describeEachDb, freshIp, registerAndLogin, type TTestContext } from '../test/helper.js';
import { MAX_JSON_DEPTH } from './wire-guard.js';

/**
 * Payload fuzzing from the contract: for every call, payloads built from its zod schema and then
 * broken (wrong types, huge strings, deep nesting, prototype keys, odd unicode, odd numbers, arrays
 * for objects) go over the wire with the credential the call needs, so they reach validation. Every
 * answer must be the envelope and never a 500; a payload the schema (or the wire guard) refuses must
 * answer 407 and change no row of any table.
 *
 * FUZZ_SEED fixes the seed (default 20240607), FUZZ_RUNS the payloads per call (default 100: about 10 s on SQLite and 20 s on PostgreSQL on a 2-core machine).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20240607);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const BODY_LIMIT = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Values that break things

/**
 * JSON text written into the body as is: numbers JSON.stringify cannot write (1e400, -0), and
 * nesting deeper than JSON.stringify with a replacer can walk.
 */
class RawJson {
  constructor(readonly text: string) {}
}

const deepArray = (n: number) => new RawJson(`${'['.repeat(n)}1${']'.repeat(n)}`);
const deepObject = (n: number) => new RawJson(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`);

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u202eabc\u202c',
  '\u200b\u200c\u200d\ufeff',
  '😀👨‍👩‍👧‍👦🇨🇳',
  '𠮷野家𩸽',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e400',
  '-0',
  '9007199254740993',
  '-1',
  '0x10',
  ' 1 ',
  '１２３',
  '١٢٣',
  '2147483648',
  "'; drop table users; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00%zz',
  'true',
  'null',
  '[]',
  '{}',
  '2025-02-30',
  '13800000000\n',
];

const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  'x'.repeat(100_000),
  '中'.repeat(100_000),
  '𠮷'.repeat(50_000),
  0,
  -1,
  -2147483648,
  2147483647,
  2147483648,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  1.5,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  new RawJson('-0'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1E-400'),
  new RawJson('123456789012345678901234567890'),
  true,
  false,
  null,
  [],
  {},
  [null],
  [1, 2, 3],
  [{}],
  { a: 1 },
  Array.from({ length: 2000 }, (_, i) => i + 1),
  deepArray(5000),
  deepObject(5000),
];

const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'a\u0000b', '$where'];

const arbNasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 4, withNullPrototype: false }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31) * 4, max: 2 ** 31 * 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...ODD_KEYS).map((k) => JSON.parse(`{${JSON.stringify(k)}:{"prototype":{"x":1}}}`)),
  },
);

/** Ids of rows the suite made (product, standard, address, order, cart entry), so payloads reach real objects. */
const KNOWN_IDS: number[] = [1];

// ---------------------------------------------------------------------------------------------
// Plausible payloads from a zod schema (zod 4: every schema carries `_zod.def`)

type TDef = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): TDef => (schema as { _zod: { def: TDef } })._zod.def;

/** A value shaped like what the schema wants: often valid, always near valid. */
function plausible(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return fc.oneof(
        fc.constantFrom('13812345678', '123456', 'demo', '张三', '2026-01-01', '310000', 'pass-word-1', 'sandbox'),
        fc.string({ maxLength: 12 }),
      );
    case 'number':
    case 'int':
    case 'bigint':
      return fc.oneof(fc.constantFrom(...KNOWN_IDS), fc.integer({ min: 1, max: 5 }), fc.integer({ min: -2, max: 100 }));
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'array':
      return fc.array(plausible(def.element as z.ZodType, depth + 1), { maxLength: 3 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) model[key] = plausible(field, depth + 1);
      return fc.record(model);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return fc.oneof(
        { weight: 4, arbitrary: plausible(def.innerType as z.ZodType, depth + 1) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    case 'pipe': {
      const input = def.in as z.ZodType;
      return defOf(input).type === 'transform'
        ? plausible(def.out as z.ZodType, depth + 1)
        : plausible(input, depth + 1);
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => plausible(o, depth + 1)));
    case 'intersection':
      return fc
        .tuple(plausible(def.left as z.ZodType, depth + 1), plausible(def.right as z.ZodType, depth + 1))
        .map(([a, b]) => (isRecord(a) && isRecord(b) ? { ...a, ...b } : a));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Every place inside a value that a mutation can replace: [] is the value itself. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) for (const [i, v] of value.entries()) pathsOf(v, [...prefix, i], out);
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

function replaceAt(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, next) : v));
  if (isRecord(value)) return { ...value, [head]: replaceAt(value[head], rest, next) };
  return value;
}

function deleteAt(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return undefined;
  if (path.length === 1 && isRecord(value)) {
    const { [path[0] as string]: _gone, ...rest } = value;
    return rest;
  }
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? deleteAt(v, rest) : v));
  if (isRecord(value)) return { ...value, [head]: deleteAt(value[head], rest) };
  return value;
}

/** Sets a key as an own property, `__proto__` included (a literal or spread would set the prototype). */
function withOwnKey(value: unknown, key: string, next: unknown): unknown {
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  Object.defineProperty(copy, key, { value: next, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** A payload for a call: a plausible one, untouched or broken in one of several ways. */
function arbPayload(call: TCall): fc.Arbitrary<unknown> {
  const base = plausible(call.request);
  return fc.oneof(
    { weight: 2, arbitrary: base },
    {
      weight: 8,
      arbitrary: fc.tuple(base, fc.nat(), arbNasty).map(([b, n, nasty]) => {
        const paths = pathsOf(b);
        return replaceAt(b, paths[n % paths.length] ?? [], nasty);
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(base, fc.nat()).map(([b, n]) => {
        const paths = pathsOf(b).filter((p) => p.length > 0);
        return paths.length ? deleteAt(b, paths[n % paths.length] ?? []) : b;
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(base, fc.constantFrom(...ODD_KEYS), arbNasty).map(([b, k, v]) => withOwnKey(b, k, v)),
    },
    { weight: 1, arbitrary: base.map((b) => [b]) },
    { weight: 1, arbitrary: arbNasty },
  );
}

/** The JSON text of a body, with RawJson written as it is. */
function bodyText(data: unknown, token: string | undefined): string {
  const raws: string[] = [];
  const text = JSON.stringify({ data, accessToken: token }, (_k, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)] ?? '0');
}

function depthOf(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') max = Math.max(max, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return max;
}

/** Whether the server refuses the body before the schema: too big, too deep, a prototype key, a NUL. */
function wireRefuses(text: string, data: unknown): boolean {
  if (Buffer.byteLength(text) > BODY_LIMIT || depthOf(text) > MAX_JSON_DEPTH) return true;
  const pending: unknown[] = [data];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string' && v.includes('\u0000')) return true;
    if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (k === '__proto__' || k.includes('\u0000')) return true;
        if (k === 'constructor' && isRecord(inner) && Object.hasOwn(inner, 'prototype')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// What the database holds

/** Per table: row count and a digest of every row, so any insert, update or delete shows. */
async function snapshotTables(ctx: TTestContext): Promise<Record<string, string>> {
  const { db } = ctx.app.deps;
  const names =
    ctx.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`.execute(db)
        ).rows;
  const out: Record<string, string> = {};
  for (const { name } of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
    const text = JSON.stringify(rows, (_k, v) =>
      typeof v === 'bigint' ? v.toString() : Buffer.isBuffer(v) ? v.length : v,
    );
    out[name] = `${rows.length}:${createHash('sha1')
      .update(text ?? '')
      .digest('hex')}`;
  }
  return out;
}

interface TAnswer {
  http: number;
  contentType: string;
  /** A file answer (binary calls) says so: `attachment` (the data export is JSON too). */
  isFile: boolean;
  body: string;
}

/** The start of a request body, for failure messages. */
const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);

// ---------------------------------------------------------------------------------------------

const SKIPPED = new Set<string>([CALLS.upload.uploadFile.path]);
/** Calls whose refused payloads share one pair of table snapshots. */
const SNAPSHOT_BATCH = 12;
let fired = 0;

describeEachDb('payload fuzzing of every call', (ctx) => {
  const tokens: Record<TCall['auth'], () => Promise<string | undefined>> = {
    none: async () => undefined,
    user: async () => undefined,
    seller: async () => undefined,
    admin: async () => undefined,
  };

  beforeAll(async () => {
    const buyer = await registerAndLogin(ctx, 'fuzz');
    const address = await addAddress(ctx, buyer.token);
    const seller = await addSeller(ctx, [{ title: '模糊测试网关', standards: [[9900, 500]] }]);
    const product = seller.products[0] ?? { productId: 1, standardIds: [1] };
    const standardId = product.standardIds[0] ?? 1;
    const ordered = await ctx.call<{ orderIds: number[] }>(
      '/order/order/addOrderFromDetail.json',
      { productId: product.productId, standardId, number: 1, addressId: address.id },
      buyer.token,
    );
    const cart = await ctx.call<{ id: number }>(
      '/product/api/shoppingCart/add.json',
      { productId: product.productId, standardId, number: 1 },
      buyer.token,
    );
    KNOWN_IDS.splice(
      0,
      KNOWN_IDS.length,
      product.productId,
      standardId,
      address.id,
      seller.sellerId,
      ...(ordered.data?.orderIds ?? []),
      ...(typeof cart.data?.id === 'number' ? [cart.data.id] : []),
    );
    const user = await ctx.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', buyer.username)
      .executeTakeFirstOrThrow();
    // A fresh session per request: a fuzzed logout (or password change) must not log the fuzzer out;
    // the seller has a logout of its own too.
    tokens.user = () => createSession(ctx.app.deps.db, { type: 'user', id: Number(user.id) }, 1);
    tokens.seller = () => createSession(ctx.app.deps.db, { type: 'seller', id: seller.sellerId }, 1);
    const admin = await addAdmin(ctx, 'owner');
    // A fuzzed resetPassword or setDisabled may hit the fuzzer's own admin: each request starts it
    // afresh (its password changed, enabled), as the buyer and the seller get fresh sessions.
    tokens.admin = async () => {
      await ctx.app.deps.db
        .updateTable('admins')
        .set({ must_change_password: 0, disabled_at: null })
        .where('id', '=', admin.id)
        .execute();
      return openAdminSession(ctx.app.deps.db, admin.id);
    };
  });

  async function send(path: string, text: string): Promise<TAnswer> {
    fired += 1;
    const res = await ctx.app.inject({
      method: 'POST',
      url: path,
      payload: text,
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    return {
      http: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      isFile: String(res.headers['content-disposition'] ?? '').startsWith('attachment'),
      body: res.body,
    };
  }

  function expectEnvelope(answer: TAnswer, what: string): { status: number; msg: string } {
    expect(answer.http, what).not.toBe(500);
    expect(answer.contentType, what).toContain('application/json');
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(typeof body.status, what).toBe('number');
    expect(typeof body.msg, what).toBe('string');
    expect(body.status, `${what} → ${answer.body.slice(0, 300)}`).not.toBe(500);
    // The console's 前端错误 answers the browsers' stacks it stored, by design: not a server's leak.
    if (!what.startsWith(`${CALLS.adminClientError.list.path} `)) {
      expect(answer.body, what).not.toMatch(/"statusCode"|"stack":|\bat .+\.(ts|js):\d+/);
    }
    return { status: body.status as number, msg: body.msg as string };
  }

  const calls = ALL_CALLS.filter((c) => !SKIPPED.has(c.path));

  it(`answers the envelope, and 407 with no changed row to refused payloads, for ${calls.length} calls (seed ${SEED}, ${RUNS} payloads each)`, async () => {
    const started = Date.now();
    const firedBefore = fired;
    let refusedCount = 0;
    const acceptedStatuses: Record<number, number> = {};
    // Calls the contract declares but the server does not serve yet answer 404 to anything.
    const unserved = calls.filter((c) => !ctx.app.hasRoute({ method: 'POST', url: c.path }));
    // Calls go in batches: each batch's refused payloads run between two snapshots of every table
    // (the snapshots are most of the cost, so one pair serves a batch), then its accepted ones.
    const served = [...calls.entries()].filter(([, call]) => !unserved.includes(call));
    for (let at = 0; at < served.length; at += SNAPSHOT_BATCH) {
      const batch = await Promise.all(
        served.slice(at, at + SNAPSHOT_BATCH).map(async ([i, call]) => {
          const payloads = fc.sample(arbPayload(call), { seed: SEED + i, numRuns: RUNS });
          const prepared = await Promise.all(
            payloads.map(async (data) => {
              const text = bodyText(data, await tokens[call.auth]());
              // What the server sees is the parsed text (raw JSON, dropped undefineds), not `data`.
              const seen = (JSON.parse(text) as { data?: unknown }).data;
              const refused = wireRefuses(text, seen) || !call.request.safeParse(seen).success;
              return { text, seen, refused };
            }),
          );
          return { call, prepared };
        }),
      );
      // Refused payloads first, between two snapshots: none of them may change a row.
      const before = await snapshotTables(ctx);
      for (const { call, prepared } of batch) {
        for (const p of prepared.filter((x) => x.refused)) {
          refusedCount += 1;
          const what = `${call.path} ${short(p.text)}`;
          const answer = await send(call.path, p.text);
          const { status } = expectEnvelope(answer, what);
          expect(answer.http, what).toBe(200);
          expect(status, `${what} → ${answer.body.slice(0, 300)}`).toBe(407);
        }
      }
      const paths = batch.map((b) => b.call.path).join(', ');
      expect(await snapshotTables(ctx), `a refused payload to one of ${paths} changed rows`).toEqual(before);
      // Accepted payloads may change rows; they must still answer the envelope (or a file), never a 500.
      for (const { call, prepared } of batch) {
        for (const p of prepared.filter((x) => !x.refused)) {
          const what = `${call.path} ${short(p.text)}`;
          const answer = await send(call.path, p.text);
          if (call.kind === 'binary' && answer.isFile) {
            expect(answer.http, what).toBe(200);
            continue;
          }
          const { status } = expectEnvelope(answer, what);
          acceptedStatuses[status] = (acceptedStatuses[status] ?? 0) + 1;
        }
      }
    }
    console.log(
      `[fuzz ${ctx.dialect}] ${fired - firedBefore} requests to ${calls.length - unserved.length} calls ` +
        `(${refusedCount} refused payloads; answers to the accepted ones: ${JSON.stringify(acceptedStatuses)}), ` +
        `seed ${SEED}, ${Date.now() - started} ms; ` +
        `not served yet: ${unserved.map((c) => c.path).join(', ') || 'none'}`,
    );
    // About a minute on a quiet 2-core machine; twice that and more while other suites share it.
  }, 300_000);

  it('answers 407 to multipart bodies that are broken, without storing anything', async () => {
    const token = await tokens.user();
    const path = CALLS.upload.uploadFile.path;
    const arbBody = fc.record({
      boundary: fc.constantFrom('', 'b', 'x'.repeat(80), '"q"', 'b\u0000'),
      declared: fc.constantFrom('b', 'other', ''),
      parts: fc.array(
        fc.oneof(
          fc.constant(`--b\r\nContent-Disposition: form-data; name="accessToken"\r\n\r\n${token}\r\n`),
          fc.constant('--b\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n-1\r\n'),
          fc.constant(
            '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n',
          ),
          fc.constant(
            '--b\r\nContent-Disposition: form-data; name="file"; filename="../../x.svg"\r\n\r\n<svg onload=alert(1)>\r\n',
          ),
          fc.string({ unit: 'binary', maxLength: 60 }),
        ),
        { maxLength: 4 },
      ),
      ending: fc.constantFrom('--b--\r\n', '', '--b', '\r\n'),
    });
    // A refused upload still counts against the buyer's uploads of the hour (the throttle counts
    // attempts, in `counters` when there is no Redis); nothing else may change.
    const stored = async () => {
      const { counters: _attempts, ...tables } = await snapshotTables(ctx);
      return tables;
    };
    const before = await stored();
    const samples = fc.sample(arbBody, { seed: SEED, numRuns: Math.max(20, RUNS) });
    for (const s of samples) {
      fired += 1;
      const body = s.parts.join('') + s.ending;
      const res = await ctx.app.inject({
        method: 'POST',
        url: path,
        payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${s.declared}` },
        remoteAddress: freshIp(),
      });
      const what = `${path} ${JSON.stringify(body).slice(0, 200)}`;
      const answer = {
        http: res.statusCode,
        contentType: String(res.headers['content-type'] ?? ''),
        isFile: false,
        body: res.body,
      };
      const { status } = expectEnvelope(answer, what);
      expect([407, 528], `${what} → ${res.body}`).toContain(status);
    }
    expect(await stored()).toEqual(before);
  });
});
