import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../test/helper.js';
import { listenLocal } from '../test/http-server.js';
import { isJsonNestedDeeperThan, MAX_JSON_DEPTH } from './wire-guard.js';

interface TRawAnswer {
  http: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given over a fresh socket and reads the first answer. `inject` cannot send
 * a malformed URL, a lying Content-Length or a broken request line; a socket can.
 */
function sendRaw(port: number, bytes: string | Buffer): Promise<TRawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      let body = text.slice(split + 4);
      const length = Number(headers['content-length']);
      if (Number.isFinite(length)) body = Buffer.from(body).subarray(0, length).toString('utf8');
      resolve({ http: Number(statusLine.split(' ')[1]), headers, body });
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', done);
    socket.on('error', () => (chunks.length > 0 ? done() : reject(new Error('socket error before any answer'))));
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('close', () => (chunks.length > 0 ? done() : undefined));
    socket.write(bytes);
  });
}

function rawPost(urlPath: string, body: string, contentType = 'application/json', extraHeaders = ''): string {
  return (
    `POST ${urlPath} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n${extraHeaders}Connection: close\r\n\r\n${body}`
  );
}

/** The body is the envelope: status, msg and data (and total), no stack, not Fastify's own error shape. */
function expectEnvelope(answer: TRawAnswer, status: number, msg?: string | RegExp) {
  expect(answer.headers['content-type']).toContain('application/json');
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  // `total` rides along on paged answers only.
  expect(
    Object.keys(body)
      .filter((k) => k !== 'total')
      .sort(),
  ).toEqual(['data', 'msg', 'status']);
  expect(body.status).toBe(status);
  if (msg !== undefined) expect(body.msg).toMatch(msg);
  expect(answer.body).not.toMatch(/statusCode|"error"|stack|at .*\.(ts|js):\d+/);
}

const deepArrays = (n: number) => `{"data":${'['.repeat(n)}${']'.repeat(n)}}`;
const deepObjects = (n: number) => `{"data":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`;

describe('isJsonNestedDeeperThan', () => {
  it('counts brackets outside strings only', () => {
    expect(isJsonNestedDeeperThan('[[[]]]', 3)).toBe(false);
    expect(isJsonNestedDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(isJsonNestedDeeperThan('{"a":"[[[[[[[[","b":{"c":[1]}}', 3)).toBe(false);
    expect(isJsonNestedDeeperThan('{"a":"\\"[[[[[[[[","b":1}', 3)).toBe(false);
    expect(isJsonNestedDeeperThan(deepArrays(20_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describeEachDb('the wire answers the envelope to anything', (ctx) => {
  let port = 0;
  beforeAll(async () => {
    port = Number(new URL(await listenLocal(ctx.app)).port);
  });

  describe('bodies that nest too deep', () => {
    it.each([
      ['20 000 nested arrays to a cached public call', '/product/api/product/queryPortalPage.json', deepArrays(20_000)],
      ['20 000 nested objects to a cached public call', '/product/api/product/details.json', deepObjects(20_000)],
      ['20 000 nested arrays to /login', '/login', deepArrays(20_000)],
      ['65 nested arrays', '/product/api/product/queryPortalPage.json', deepArrays(MAX_JSON_DEPTH + 1)],
    ])('answers 407 to %s', async (_label, urlPath, body) => {
      const answer = await sendRaw(port, rawPost(urlPath, body));
      expect(answer.http).toBe(200);
      expectEnvelope(answer, 407, '参数解析失败：请求体嵌套过深（最多 64 层）');
    });

    it('still reads a body nested as deep as the limit', async () => {
      const body = `{"data":{"page":1,"limit":10,"x":${'['.repeat(MAX_JSON_DEPTH - 2)}${']'.repeat(MAX_JSON_DEPTH - 2)}}}`;
      const answer = await sendRaw(port, rawPost('/product/api/product/queryPortalPage.json', body));
      expectEnvelope(answer, 200);
    });
  });

  describe('keys that poison prototypes', () => {
    it.each([
      ['__proto__', '{"data":{"__proto__":{"isAdmin":true},"page":1}}'],
      ['an escaped __proto__', '{"data":{"\\u005f_proto__":{"isAdmin":true},"page":1}}'],
      ['constructor.prototype', '{"data":{"constructor":{"prototype":{"isAdmin":true}},"page":1}}'],
    ])('refuses %s with 407', async (_label, body) => {
      const answer = await sendRaw(port, rawPost('/product/api/product/queryPortalPage.json', body));
      expect(answer.http).toBe(200);
      expectEnvelope(answer, 407, '参数解析失败：请求体含有不允许的键 (__proto__ 或 constructor.prototype)');
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('lets the words through inside values', async () => {
      const body = '{"data":{"keyword":"__proto__ constructor prototype","page":1,"limit":10}}';
      expectEnvelope(await sendRaw(port, rawPost('/product/api/product/queryPortalPage.json', body)), 200);
    });
  });

  describe('URLs whose encoding does not decode', () => {
    it.each(['/%', '/%zz', '/order/%E0%A4%A.json', '/img/%C0%AF/x.png', '/files/%'])(
      'answers 404 to GET %s',
      async (url) => {
        const answer = await sendRaw(port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        expect(answer.http).toBe(404);
        expectEnvelope(answer, 404, '没有找到资源');
      },
    );

    it('answers a POST to such a URL like an unknown call: HTTP 200, status 404', async () => {
      const answer = await sendRaw(port, rawPost('/order/%E0%A4%A.json', '{"data":{}}'));
      expect(answer.http).toBe(200);
      expectEnvelope(answer, 404, '没有找到资源');
    });
  });

  describe('requests that are not HTTP', () => {
    it('answers 407 to a broken request line', async () => {
      const answer = await sendRaw(port, 'POST /login HTTP/1.1 extra\r\nHost: x\r\n\r\n');
      expect(answer.http).toBe(400);
      expectEnvelope(answer, 407, '参数解析失败：请求无法解析');
    });

    it('answers 407 to an HTTP/1.1 request without a Host header', async () => {
      const answer = await sendRaw(port, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
      expect(answer.http).toBe(400);
      expectEnvelope(answer, 407, '参数解析失败：请求缺少 Host 头');
    });

    it.each([
      [
        'both Transfer-Encoding and Content-Length',
        'Content-Length: 11\r\nTransfer-Encoding: chunked\r\n',
        'b\r\n{"data":{}}\r\n0\r\n\r\n',
      ],
      ['a chunk size that is not hex', 'Transfer-Encoding: chunked\r\n', 'zz\r\n{"data":{}}\r\n0\r\n\r\n'],
    ])('answers 407 to %s', async (_label, headers, body) => {
      const answer = await sendRaw(
        port,
        `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}Connection: close\r\n\r\n${body}`,
      );
      expect(answer.http).toBe(400);
      expectEnvelope(answer, 407, '参数解析失败：请求无法解析');
    });

    it('answers 407 to a header over the size limit', async () => {
      const answer = await sendRaw(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(answer.http).toBe(431);
      expectEnvelope(answer, 407, '参数解析失败：请求头过大');
    });

    it('answers the envelope to the bytes a too-short Content-Length leaves on the connection', async () => {
      const body = '{"data":{"username":"a","password":"b","userType":2}}';
      const answers: string[] = [];
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('data', (chunk) => answers.push(chunk.toString('utf8')));
        socket.on('close', () => resolve());
        socket.setTimeout(5000, () => socket.destroy());
        socket.write(
          `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n${body}`,
        );
      });
      const text = answers.join('');
      // The short body (`{"d`) and the rest, read as a request line, both fail; the connection
      // closes on the second, possibly before the first is answered. Whatever arrives is the envelope.
      expect(text).toMatch(/"status":407,"msg":"参数解析失败：(请求无法解析|请求体不是合法的 JSON)"/);
      expect(text).not.toMatch(/statusCode|"error"|Client Error/);
    });
  });

  describe('bodies over the 1 MiB limit', () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    it.each([
      ['JSON', rawPost('/login', JSON.stringify({ data: { username: big } }))],
      ['text/plain', rawPost('/login', big, 'text/plain')],
      [
        'a Content-Length over the limit with a short body',
        rawPost('/login', '{"data":1}').replace(/Content-Length: \d+/, 'Content-Length: 5000000'),
      ],
      [
        'chunked JSON',
        `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
          `${(big.length + 10).toString(16)}\r\n{"data":"${big}"}\r\n0\r\n\r\n`,
      ],
    ])('answers 407 to %s', async (_label, request) => {
      const answer = await sendRaw(port, request);
      expect(answer.http).toBe(200);
      expectEnvelope(answer, 407, '参数解析失败：请求体过大');
    });

    it('answers 407 to a big body of an unknown type (its type is refused first)', async () => {
      const answer = await sendRaw(port, rawPost('/login', big, 'application/x-unknown'));
      expect(answer.http).toBe(200);
      expectEnvelope(answer, 407, '参数解析失败：不支持的请求体类型 (Content-Type)');
    });
  });

  describe('bodies that are not a payload', () => {
    it.each([
      ['an empty JSON body', '', 'application/json', '请求体为空'],
      ['malformed JSON', '{"data": ', 'application/json', '请求体不是合法的 JSON'],
      ['an unsupported media type', 'a=1', 'application/x-www-form-urlencoded', '不支持的请求体类型 (Content-Type)'],
      ['plain text', 'hello', 'text/plain', '请求体须为 JSON 对象 {data}'],
    ])('answers 407 to %s', async (_label, body, contentType, msg) => {
      const answer = await sendRaw(port, rawPost('/login', body, contentType));
      expect(answer.http).toBe(200);
      expectEnvelope(answer, 407, `参数解析失败：${msg}`);
    });
  });

  describe('other methods and odd paths', () => {
    it.each(['OPTIONS', 'PUT', 'DELETE', 'PATCH'])('answers 405 to %s on an API path', async (method) => {
      const answer = await sendRaw(
        port,
        `${method} /order/order/selectOrders.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.http).toBe(200);
      expectEnvelope(answer, 405, '不支持当前请求方法');
    });

    it('answers HEAD on an API path with the headers of the 405 envelope and no body', async () => {
      const answer = await sendRaw(
        port,
        'HEAD /order/order/selectOrders.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(answer.http).toBe(200);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(Number(answer.headers['content-length'])).toBe(
        Buffer.byteLength(JSON.stringify({ status: 405, msg: '不支持当前请求方法', data: null })),
      );
      expect(answer.body).toBe('');
    });

    it.each([
      '/files/../../etc/passwd',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/..%2f..%2fetc%2fpasswd',
      '/img/../../etc/passwd',
      '/img/450/../../../etc/passwd',
      '/img/a/%00',
      '/files/%00',
    ])('answers 404 to GET %s', async (url) => {
      const answer = await sendRaw(port, `GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.http).toBe(404);
      expectEnvelope(answer, 404, '没有找到资源');
      expect(answer.body).not.toContain('root:');
    });
  });
});
