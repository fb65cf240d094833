import { ALL_CALLS, CALLS, STATUS } from '@mall/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryApp } from '../../test/helper.js';
import { API_DOCS_PREFIX, OPENAPI_PATH } from './api-docs.routes.js';
import { buildOpenApiDocument } from './openapi.js';

type TOperation = {
  operationId: string;
  summary: string;
  tags: string[];
  'x-auth': string;
  'x-planned'?: string;
  parameters?: { name: string; in: string }[];
  requestBody: { content: Record<string, { schema: { required?: string[]; properties: Record<string, unknown> } }> };
  responses: Record<string, { content: Record<string, unknown> }>;
};
type TDocument = {
  openapi: string;
  paths: Record<string, { post: TOperation }>;
  components: { schemas: Record<string, unknown> };
};
type TAnswerDoc = {
  oneOf: [{ required: string[]; properties: Record<string, Record<string, unknown>> }, { $ref: string }];
};

/** The documented success envelope of an operation's 200 (calls with a response schema). */
function answerOf(doc: TDocument, path: string) {
  const schema = doc.paths[path]?.post.responses['200']?.content['application/json'] as { schema: TAnswerDoc };
  return schema.schema.oneOf;
}

describe('the API document generated from the contract', () => {
  const doc = buildOpenApiDocument(ALL_CALLS, '0.0.0') as unknown as TDocument;

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every contract call as POST with its schema, auth and tag', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(ALL_CALLS.map((c) => c.path).sort());
    const ids = new Set<string>();
    for (const [domain, calls] of Object.entries(CALLS)) {
      for (const call of Object.values(calls)) {
        const op = doc.paths[call.path]?.post;
        expect(op, call.path).toBeDefined();
        if (!op) continue;
        ids.add(op.operationId);
        expect(op.tags).toEqual([domain]);
        expect(op['x-auth']).toBe(call.auth);
        expect(op.summary).toContain(call.title);
        if (call.kind === 'upload') {
          expect(op.requestBody.content['multipart/form-data']?.schema.required).toEqual(['accessToken', 'file']);
          continue;
        }
        const body = op.requestBody.content['application/json']?.schema;
        expect(body?.properties.data, call.path).toBeDefined();
        // The token travels in the body: required exactly when the call needs a login.
        expect((body?.required ?? []).includes('accessToken'), call.path).toBe(call.auth !== 'none');
        // data is required exactly when the call's schema refuses a body without it.
        expect((body?.required ?? []).includes('data'), call.path).toBe(!call.request.safeParse(undefined).success);
        // A file answer is documented with its real content type (text/csv, ...), a failure as JSON.
        if (call.kind === 'binary') {
          expect(call.fileType, call.path).toBeTruthy();
          expect(Object.keys(op.responses['200']?.content ?? {})).toEqual(
            expect.arrayContaining([call.fileType, 'application/json']),
          );
        }
      }
    }
    expect(ids.size, 'operationIds are unique').toBe(ALL_CALLS.length);
  });

  it('carries the request rules of the zod schemas and marks the calls not built yet', () => {
    const addAddress = doc.paths[CALLS.address.addAddress.path]?.post;
    const data = addAddress?.requestBody.content['application/json']?.schema.properties.data as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(data.required).toEqual(
      expect.arrayContaining(['realname', 'telphone', 'province', 'city', 'area', 'street']),
    );
    expect(doc.paths['/login']?.post.parameters).toEqual([
      expect.objectContaining({ name: 'X-Requested-With', in: 'header', required: false }),
    ]);
    const planned = ALL_CALLS.filter((c) => c.planned);
    for (const call of planned) {
      expect(doc.paths[call.path]?.post['x-planned']).toBe(call.planned);
      expect(doc.paths[call.path]?.post.summary.startsWith('（未开放）')).toBe(true);
    }
  });
});

describe('the rules a refinement checks, as the document states them', () => {
  const now = Date.parse('2026-11-27T04:00:00Z');
  const doc = buildOpenApiDocument(ALL_CALLS, '0.0.0', now) as unknown as TDocument;
  const dataOf = (path: string) =>
    doc.paths[path]?.post.requestBody.content['application/json']?.schema.properties.data as Record<string, unknown>;
  const field = (data: Record<string, unknown>, name: string) =>
    (data.properties as Record<string, Record<string, unknown>>)[name] ?? {};

  it('refers an address to the region chain of the table, and lists the dates a day allows', () => {
    expect(dataOf(CALLS.address.addAddress.path).allOf).toEqual([{ $ref: '#/components/schemas/RegionChain' }]);
    const chain = doc.components.schemas.RegionChain as { anyOf: { properties: Record<string, unknown> }[] };
    expect(chain.anyOf).toContainEqual({
      required: ['province', 'city', 'area'],
      properties: {
        province: { const: '310000' },
        city: { const: '310100' },
        area: { enum: expect.arrayContaining(['310115']) },
      },
    });
    const deadline = field(dataOf(CALLS.procurement.add.path), 'quoteDeadline');
    expect(deadline).toMatchObject({ type: 'string', format: 'date' });
    expect((deadline.enum as string[])[0]).toBe('2026-11-27');
    expect(deadline.enum).toHaveLength(91);
  });

  it('widens blank optional filters, says money is whole fen and trimmed lengths as a pattern', () => {
    // data may be absent or null: the object, or null.
    const nullable = dataOf(CALLS.order.selectOrders.path) as { anyOf: [Record<string, unknown>, unknown] };
    expect(nullable.anyOf[1]).toEqual({ type: 'null' });
    const orders = nullable.anyOf[0];
    expect(field(orders, 'status')).toEqual({
      anyOf: [expect.objectContaining({ type: 'integer' }), { type: 'null' }, { const: '' }],
    });
    expect(
      doc.paths[CALLS.order.selectOrders.path]?.post.requestBody.content['application/json']?.schema.required,
    ).toEqual(['accessToken']);
    expect(field(dataOf(CALLS.aiCoin.addAiRecharge.path), 'amount')).toMatchObject({ multipleOf: 0.01 });
    const realname = field(dataOf(CALLS.address.addAddress.path), 'realname');
    expect(realname).toEqual({ type: 'string', pattern: '^\\s*\\S[\\s\\S]{0,23}\\S\\s*$' });
    expect(new RegExp(realname.pattern as string, 'u').test(' 张三 ')).toBe(true);
    expect(new RegExp(realname.pattern as string, 'u').test(' 张 ')).toBe(false);
  });
});

describe('the answers in the API document', () => {
  const doc = buildOpenApiDocument(ALL_CALLS, '0.0.0') as unknown as TDocument;

  it('describes the data of every call with a response schema, and total on pages', () => {
    // Every call declares its answer: a schema of its data, or (a file) its content type.
    expect(ALL_CALLS.filter((c) => (c.kind === 'binary' ? !c.fileType : !c.responseSchema)).map((c) => c.path)).toEqual(
      [],
    );
    const withSchema = ALL_CALLS.filter((c) => c.responseSchema);
    for (const call of withSchema) {
      const [success, failure] = answerOf(doc, call.path);
      expect(success.properties.status, call.path).toEqual({ type: 'integer', const: 200 });
      expect(success.properties.data, call.path).not.toEqual({});
      expect(success.required.includes('total'), call.path).toBe(Boolean(call.paged));
      expect(failure).toEqual({ $ref: '#/components/schemas/Failure' });
    }
    const [page] = answerOf(doc, CALLS.catalogue.queryPortalPage.path);
    expect(page.properties.data).toMatchObject({
      type: 'array',
      items: { type: 'object', required: expect.arrayContaining(['id', 'price', 'iot']), additionalProperties: false },
    });
    expect(page.properties.total).toMatchObject({ type: 'integer', minimum: 0 });
  });

  it('resolves every reference of a recursive answer inside the document', () => {
    const [tree] = answerOf(doc, CALLS.catalogue.showSon.path);
    const refs = [...JSON.stringify({ tree, schemas: doc.components.schemas }).matchAll(/"\$ref":"([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(refs.some((r) => r.includes('showSon'))).toBe(true);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    }
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  let on: FastifyInstance;
  let off: FastifyInstance;
  beforeAll(async () => {
    on = await memoryApp();
    off = await memoryApp({ API_DOCS: 'false' });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it('serves the document and a browsable UI by default', async () => {
    const res = await on.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const served = res.json() as TDocument;
    expect(Object.keys(served.paths)).toHaveLength(ALL_CALLS.length);
    const ui = await on.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger-initializer.js');
    // The app's CSP stays on the UI: its scripts are files, never inline.
    expect(String(ui.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const script = await on.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(script.statusCode).toBe(200);
  });

  it('keeps every other API path POST-only', async () => {
    const get = await on.inject({ method: 'GET', url: CALLS.catalogue.queryPortalPage.path });
    expect(get.json()).toMatchObject({ status: STATUS.METHOD_NOT_ALLOWED });
    const post = await on.inject({ method: 'POST', url: OPENAPI_PATH, payload: { data: {} } });
    expect(post.json()).toMatchObject({ status: STATUS.NOT_FOUND });
  });

  it('serves neither with API_DOCS=false', async () => {
    const doc = await off.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(doc.json()).toMatchObject({ status: STATUS.METHOD_NOT_ALLOWED });
    const ui = await off.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(ui.statusCode).not.toBe(200);
    expect(ui.body).not.toContain('swagger');
  });
});
