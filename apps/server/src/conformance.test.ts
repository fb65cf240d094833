import { CALLS } from '@mall/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, ensureDemoAdmin } from './demo/demo-admin.js';
import { DEMO_BUYER, DEMO_SELLER_PASSWORD, DEMO_SELLERS, seedDemo } from './demo/seed/seed.js';
import { openAdminSession } from './features/admin/admin.service.js';
import { LISTING_COLUMNS } from './features/catalogue/listing-csv.js';
import { hashPassword } from './lib/password.js';
import {
  arbitraryOf,
  mutationsOf,
  NO_DATA,
  resolved,
  type TJsonSchema,
} from './test/conformance/json-schema-arbitrary.js';
import { freshIp, memoryApp } from './test/helper.js';

/**
 * The conformance run an outside integrator would make, from the published document alone
 * (`GET /api/openapi.json`, never the zod schemas): for every operation, payloads the document calls
 * valid and payloads one change away that it calls invalid (each checked with a JSON Schema validator),
 * sent to a server with the demo's data; every answer checked against the document. The figures are
 * printed; the bars are the issue's: no server error, every answer as documented, ≥ 99% of the
 * invalid payloads answered 407 and ≤ 3% of the valid ones.
 */

const SEED = Number(process.env.CONFORMANCE_SEED ?? 20261127);
const VALID_PER_OPERATION = 8;
const INVALID_PER_OPERATION = 14;

type TOperation = {
  operationId: string;
  'x-auth': 'none' | 'user' | 'seller' | 'admin';
  'x-planned'?: string;
  parameters?: { name: string; in: string; schema: TJsonSchema }[];
  requestBody: { content: Record<string, { schema: TJsonSchema }> };
  responses: { '200': { content: Record<string, { schema: TJsonSchema }> } };
};
type TDocument = { paths: Record<string, { post: TOperation }>; components: { schemas: Record<string, TJsonSchema> } };

interface TOutcome {
  path: string;
  kind: 'valid' | 'invalid';
  body: unknown;
  status: number;
  msg: string;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

describe('conformance with the published API document', () => {
  let app: FastifyInstance;
  let doc: TDocument;
  let adminHash = '';
  const tokens: Record<'user' | 'seller' | 'admin', string> = { user: '', seller: '', admin: '' };

  async function login(kind: 'user' | 'seller' | 'admin'): Promise<void> {
    if (kind === 'admin') {
      // The console's owner, whatever earlier payloads did to it (a reset password, a disabled account).
      await app.deps.db
        .updateTable('admins')
        .set({ must_change_password: 0, disabled_at: null, password_hash: adminHash })
        .where('username', '=', DEMO_ADMIN.username)
        .execute();
      const admin = await app.deps.db
        .selectFrom('admins')
        .select('id')
        .where('username', '=', DEMO_ADMIN.username)
        .executeTakeFirstOrThrow();
      tokens.admin = await openAdminSession(app.deps.db, Number(admin.id));
      return;
    }
    const res =
      kind === 'user'
        ? await app.inject({
            method: 'POST',
            url: '/login',
            headers: { 'x-requested-with': 'XMLHttpRequest' },
            payload: { data: { username: DEMO_BUYER.username, password: DEMO_BUYER.password, userType: 2 } },
            remoteAddress: freshIp(),
          })
        : await app.inject({
            method: 'POST',
            url: '/seller/api/authorization/login.json',
            payload: { data: { username: DEMO_SELLERS[0].username, password: DEMO_SELLER_PASSWORD } },
            remoteAddress: freshIp(),
          });
    const data = res.json().data as string | { token: string };
    tokens[kind] = typeof data === 'string' ? data : data.token;
    expect(tokens[kind], `${kind} login`).toBeTruthy();
  }

  beforeAll(async () => {
    app = await memoryApp({ SEED_DEMO: 'true', SCRYPT_LOG_N: '10', CATALOGUE_CACHE_MS: '0' });
    await seedDemo(app.deps);
    await ensureDemoAdmin(app.deps);
    adminHash = await hashPassword(DEMO_ADMIN.password, 10);
    doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as TDocument;
    await login('user');
    await login('seller');
  }, 120_000);
  afterAll(async () => app?.close());

  it('every operation, valid and invalid payloads, answers as documented', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false, multipleOfPrecision: 6 });
    addFormats.default(ajv);
    const resolve = (ref: string) => {
      const name = decodeURIComponent(ref.replace('#/components/schemas/', ''));
      const schema = doc.components.schemas[name];
      if (!schema) throw new Error(`unresolved ${ref}`);
      return schema;
    };
    const compile = (schema: TJsonSchema): ValidateFunction => ajv.compile({ ...schema, components: doc.components });

    const failure = compile({ $ref: '#/components/schemas/Failure' });
    const outcomes: TOutcome[] = [];
    const serverErrors: string[] = [];
    const badAnswers: string[] = [];
    const badTypes: string[] = [];
    let operations = 0;
    let answers200 = 0;

    for (const [opIndex, [path, { post: op }]] of Object.entries(doc.paths).entries()) {
      operations += 1;
      const auth = op['x-auth'];
      const documented = op.responses['200'].content;
      const jsonAnswer = documented['application/json'] ? compile(documented['application/json'].schema) : undefined;

      const send = async (body: unknown, kind: TOutcome['kind']) => {
        if (auth !== 'none' && !tokens[auth]) await login(auth);
        const withToken = (b: unknown) =>
          auth === 'none' || typeof b !== 'object' || b === null ? b : { ...b, accessToken: tokens[auth] };
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        for (const p of op.parameters ?? []) {
          if (p.in === 'header' && 'const' in p.schema) headers[p.name.toLowerCase()] = String(p.schema.const);
        }
        const post = () =>
          app.inject({
            method: 'POST',
            url: path,
            headers,
            payload: JSON.stringify(withToken(body)),
            remoteAddress: freshIp(),
          });
        let res = await post();
        // A 528: the token was spent by an earlier call (a logout); log in again and send once more.
        if (auth !== 'none' && res.body.startsWith('{"status":528')) {
          await login(auth);
          res = await post();
        }
        const type = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
        if (res.statusCode >= 500) serverErrors.push(`${path} HTTP ${res.statusCode}`);
        if (!documented[type]) badTypes.push(`${path} ${res.statusCode} ${type}`);
        if (type !== 'application/json') {
          outcomes.push({ path, kind, body, status: 200, msg: type });
          return;
        }
        const answer = res.json() as { status?: number; msg: string };
        if (answer.status === 500 || answer.status === 503) serverErrors.push(`${path} ${answer.status} ${answer.msg}`);
        // A JSON file (the data export) carries no status: it is the success answer.
        const check = answer.status !== undefined && answer.status !== 200 ? failure : jsonAnswer;
        if (answer.status === 200) answers200 += 1;
        const asDocumented: boolean = check ? check(answer) : true;
        if (!asDocumented) {
          badAnswers.push(`${path} ${answer.status}: ${ajv.errorsText(check?.errors).slice(0, 300)}`);
        }
        outcomes.push({ path, kind, body, status: answer.status ?? 200, msg: answer.msg });
      };

      const jsonBody = op.requestBody.content['application/json']?.schema;
      if (!jsonBody) {
        // Multipart (the buyer's and the console's uploads): the document's fields with a tiny PNG,
        // and without the file, under the operation's own kind of token.
        const png = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        );
        const uploader = auth === 'admin' || auth === 'seller' ? auth : 'user';
        // The product import reads a CSV (its header and one row), every other upload a picture.
        const isCsv = path === CALLS.sellerProduct.import.path;
        const file = isCsv ? Buffer.from(`${LISTING_COLUMNS.join(',')}\r\n,智能插座,1\r\n`) : png;
        if (!tokens[uploader]) await login(uploader);
        for (const [kind, withFile] of [
          ['valid', true],
          ['invalid', false],
        ] as const) {
          const boundary = 'conformance-boundary';
          const parts = [
            `--${boundary}\r\nContent-Disposition: form-data; name="accessToken"\r\n\r\n${tokens[uploader]}\r\n`,
            `--${boundary}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n-1\r\n`,
          ];
          const payload = Buffer.concat([
            Buffer.from(parts.join('')),
            withFile
              ? Buffer.concat([
                  Buffer.from(
                    isCsv
                      ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n`
                      : `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
                  ),
                  file,
                  Buffer.from('\r\n'),
                ])
              : Buffer.alloc(0),
            Buffer.from(`--${boundary}--\r\n`),
          ]);
          const res = await app.inject({
            method: 'POST',
            url: path,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload,
            remoteAddress: freshIp(),
          });
          const answer = res.json() as { status: number; msg: string };
          if (answer.status === 500) serverErrors.push(`${path} ${answer.msg}`);
          outcomes.push({ path, kind, body: { file: withFile }, status: answer.status, msg: answer.msg });
        }
        continue;
      }

      // The body as the document describes it, the token being one this run holds.
      const bodySchema = resolved(jsonBody, resolve);
      const dataSchema = ((bodySchema.properties as Record<string, TJsonSchema>).data ?? {}) as TJsonSchema;
      const generation: TJsonSchema = {
        ...bodySchema,
        properties: { data: dataSchema },
        required: ((bodySchema.required as string[]) ?? []).filter((k) => k !== 'accessToken'),
      };
      const validBody = compile(bodySchema);
      const withDocToken = (b: unknown) =>
        auth === 'none' || typeof b !== 'object' || b === null ? b : { ...b, accessToken: 'token' };
      const isValid = (b: unknown) => validBody(withDocToken(b));

      const samples = fc
        .sample(arbitraryOf(generation, resolve), { numRuns: VALID_PER_OPERATION * 3, seed: SEED + opIndex })
        .filter(isValid);
      const valid = [...new Map(samples.map((s) => [JSON.stringify(s), s])).values()].slice(0, VALID_PER_OPERATION);
      expect(valid.length, `${path}: the generator found no valid payload`).toBeGreaterThan(0);

      const invalid = new Map<string, unknown>();
      for (const sample of valid) {
        const data = (sample as { data?: unknown }).data;
        for (const mutated of mutationsOf(dataSchema, data, resolve)) {
          const body = mutated === NO_DATA ? {} : { data: mutated };
          if (!isValid(body)) invalid.set(JSON.stringify(body), body);
        }
      }
      // The same pick of mutations on every run of a seed.
      const candidates = [...invalid.values()];
      const take = Math.min(INVALID_PER_OPERATION, candidates.length);
      const [invalidBodies = []] = fc.sample(fc.shuffledSubarray(candidates, { minLength: take, maxLength: take }), {
        numRuns: 1,
        seed: SEED + opIndex,
      });

      for (const body of valid) await send(body, 'valid');
      for (const body of invalidBodies) await send(body, 'invalid');
    }

    const of = (kind: TOutcome['kind']) => outcomes.filter((o) => o.kind === kind);
    const validSent = of('valid');
    const invalidSent = of('invalid');
    const validRefused = validSent.filter((o) => o.status === 407);
    const invalidTaken = invalidSent.filter((o) => o.status !== 407);
    const figures = [
      `conformance (seed ${SEED}): ${operations} operations, ${outcomes.length} requests`,
      `  document-valid payloads:   ${validSent.length}, answered 407: ${validRefused.length} (${percent(validRefused.length, validSent.length).toFixed(1)}%)`,
      `  document-invalid payloads: ${invalidSent.length}, answered 407: ${invalidSent.length - invalidTaken.length} (${percent(invalidSent.length - invalidTaken.length, invalidSent.length).toFixed(1)}%)`,
      `  answers 200 checked against their documented data: ${answers200}, not as documented: ${badAnswers.length}`,
      `  server errors: ${serverErrors.length}; undocumented content types: ${badTypes.length}`,
    ];
    console.log(figures.join('\n'));
    const sample = (list: TOutcome[]) =>
      list
        .slice(0, 40)
        .map((o) => `${o.path} ${o.status} ${o.msg} ${JSON.stringify(o.body).slice(0, 200)}`)
        .join('\n');
    const byPath = (list: TOutcome[]) =>
      [...new Set(list.map((o) => o.path))]
        .map((p) => {
          const of = list.filter((o) => o.path === p);
          return `${p} ${of.length}: ${of[0]?.msg}`;
        })
        .join('\n');
    if (validRefused.length) console.log(`valid refused:\n${byPath(validRefused)}`);
    if (invalidTaken.length) console.log(`invalid taken:\n${sample(invalidTaken)}`);

    expect(serverErrors).toEqual([]);
    expect(badAnswers).toEqual([]);
    expect(badTypes).toEqual([]);
    expect(percent(validRefused.length, validSent.length)).toBeLessThanOrEqual(3);
    expect(percent(invalidSent.length - invalidTaken.length, invalidSent.length)).toBeGreaterThanOrEqual(99);
  }, 300_000);
});
