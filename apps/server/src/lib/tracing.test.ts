import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TPayResult } from '@mall/contract';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSeller, buyerWithAddress, SHANGHAI_ADDRESS, type TFixtureSeller } from '../test/fixtures.js';
import { describeEachDb, memoryApp } from '../test/helper.js';

const FROM_DETAIL = '/order/order/addOrderFromDetail.json';
const PAY = '/order/pay/pay.json';

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** The request span a span descends from (through the handler span), if any. */
function requestSpanOf(span: ReadableSpan, byId: Map<string, ReadableSpan>): ReadableSpan | undefined {
  let current: ReadableSpan | undefined = span;
  while (current) {
    const parentId = parentOf(current);
    if (!parentId) return current === span ? undefined : current;
    current = byId.get(parentId);
  }
  return undefined;
}

/** One exporter for both dialects' apps: closing the first app must not stop it for the second. */
class SuiteExporter extends InMemorySpanExporter {
  override shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
const exporter = new SuiteExporter();

describeEachDb(
  'traces',
  (ctx, dialect) => {
    let seller: TFixtureSeller;
    beforeAll(async () => {
      seller = await addSeller(ctx, [{ title: '智能门锁', standards: [[29_900, 10]] }]);
    });

    it('a checkout paid with AI币 gives request spans with database child spans, SQL without parameters', async () => {
      const buyer = await buyerWithAddress(ctx, { balance: 500 });
      exporter.reset();
      const [product] = seller.products;
      const created = await ctx.call<{ orderIds: number[] }>(
        FROM_DETAIL,
        { productId: product!.productId, standardId: product!.standardIds[0], number: 1, addressId: buyer.address.id },
        buyer.token,
      );
      expect(created.status).toBe(200);
      const paid = await ctx.call<TPayResult>(PAY, { orderIds: created.data.orderIds, payType: 'aicoin' }, buyer.token);
      expect(paid.data.paid).toBe(true);

      const spans = exporter.getFinishedSpans();
      const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
      for (const call of [FROM_DETAIL, PAY]) {
        const request = spans.find((s) => !parentOf(s) && s.attributes['http.route'] === call);
        expect(request, `request span of ${call}`).toBeDefined();
        const queries = spans.filter((s) => s.name === 'db.query' && requestSpanOf(s, byId) === request);
        expect(queries.length, `db spans under ${call}`).toBeGreaterThan(2);
        for (const q of queries) {
          expect(q.attributes['db.system']).toBe(dialect === 'postgres' ? 'postgresql' : 'sqlite');
          expect(q.spanContext().traceId).toBe(request!.spanContext().traceId);
        }
        const texts = queries.map((q) => String(q.attributes['db.query.text']));
        expect(texts.some((t) => /^(insert|update)\b/i.test(t))).toBe(true);
        // The statement's text only: the buyer's street and token never reach a span.
        for (const t of texts) {
          expect(t).not.toContain(SHANGHAI_ADDRESS.street);
          expect(t).not.toContain(buyer.token);
        }
      }
      expect(spans[0]!.resource.attributes['service.name']).toBe(ctx.config.OTEL_SERVICE_NAME);
    });
  },
  {},
  { spanExporter: exporter },
);

describe('OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends the spans over OTLP/HTTP to <endpoint>/v1/traces, at the latest when the app closes', async () => {
    const received: { url: string; type: string; bytes: number }[] = [];
    const collector = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          url: req.url ?? '',
          type: String(req.headers['content-type']),
          bytes: Buffer.concat(chunks).length,
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const app = await memoryApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/`,
      OTEL_SERVICE_NAME: 'mall-test',
    });
    const res = await app.inject({ method: 'POST', url: '/news/api/home.json', payload: { data: {} } });
    expect(res.json().status).toBe(200);
    await app.close();
    collector.close();
    expect(received.length).toBeGreaterThan(0);
    expect(received[0]).toMatchObject({ url: '/v1/traces' });
    expect(received[0]!.bytes).toBeGreaterThan(0);
  });
});

describe('a collector that is down', () => {
  it('loses the spans but never fails the app or its close', async () => {
    // Port 1 refuses connections.
    const app = await memoryApp({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1' });
    const res = await app.inject({ method: 'POST', url: '/news/api/home.json', payload: { data: {} } });
    expect(res.json().status).toBe(200);
    await expect(app.close()).resolves.toBeUndefined();
  });
});
