import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { ACCESS_LOG_FLUSH_MS, LOG_MAX_WRITE, logDestination } from './access-log.js';

/** Until the access lines of the answers just given have been handed to the log. */
const linesWritten = () => new Promise((r) => setTimeout(r, ACCESS_LOG_FLUSH_MS * 2));

/** The app at the default log level (or `env`'s), its log lines captured as parsed JSON. */
async function loggedApp(
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-log-'));
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      callback();
    },
  });
  const config = loadConfig({ DATABASE_URL: ':memory:', DATA_DIR: dir, SEED_DEMO: 'false', ...env });
  const app = await buildApp({ config, logStream });
  app.addHook('onClose', async () => fs.rmSync(dir, { recursive: true, force: true }));
  await app.ready();
  return { app, lines };
}

describe('the access log', () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[];
  beforeAll(async () => {
    ({ app, lines } = await loggedApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The lines written while `send` ran and its answer went. */
  async function linesOf(send: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const from = lines.length;
    await send();
    // onResponse runs once the answer is out; inject resolves on the answer.
    await linesWritten();
    return lines.slice(from);
  }

  it('writes one line per API call with method, path, status, response time and the request id', async () => {
    const logged = await linesOf(() =>
      app.inject({
        method: 'POST',
        url: '/product/api/product/details.json',
        headers: { 'x-request-id': 'req-from-nginx-1' },
        payload: { data: { id: 1 } },
      }),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: 'req-from-nginx-1',
      method: 'POST',
      path: '/product/api/product/details.json',
      status: 200,
    });
    expect(typeof logged[0]?.responseTime).toBe('number');
  });

  it('writes one line for a refused method and one for an unknown path, each with an id of its own', async () => {
    const logged = await linesOf(async () => {
      await app.inject({ method: 'GET', url: '/product/api/product/details.json' });
      await app.inject({ method: 'GET', url: '/no/such/file.js' });
    });
    expect(logged.map((l) => [l.msg, l.method, l.path, l.status])).toEqual([
      // A refusal answers its envelope (here 405) with HTTP 200.
      ['request', 'GET', '/product/api/product/details.json', 200],
      ['request', 'GET', '/no/such/file.js', 404],
    ]);
    expect(logged[0]?.reqId).toBeTruthy();
    expect(logged[0]?.reqId).not.toBe(logged[1]?.reqId);
  });

  it('writes the line pino would write: its level, time, pid and host name; a request id of any text stays JSON', async () => {
    const id = '来自"代理"\\的 id';
    const logged = await linesOf(() =>
      app.inject({ method: 'GET', url: '/no/such/file.js', headers: { 'x-request-id': id } }),
    );
    expect(logged).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        hostname: os.hostname(),
        reqId: id,
        method: 'GET',
        path: '/no/such/file.js',
        status: 404,
        responseTime: expect.any(Number),
        msg: 'request',
      },
    ]);
    expect(Math.abs((logged[0]?.time as number) - Date.now())).toBeLessThan(60_000);
  });

  it('writes each line whole when many answers go in one turn of the event loop', async () => {
    const logged = await linesOf(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          app.inject({ method: 'GET', url: `/no/such/${i}.js`, headers: { 'x-request-id': `burst-${i}` } }),
        ),
      ),
    );
    expect(logged.map((l) => l.reqId).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `burst-${i}`).sort());
  });

  it('writes nothing for the probes, whose routes log warnings only', async () => {
    const logged = await linesOf(async () => {
      await app.inject({ method: 'GET', url: '/livez' });
      await app.inject({ method: 'GET', url: '/healthz' });
    });
    expect(logged).toEqual([]);
  });

  it('leaves the query out of the path (a sign-in code or token never reaches the log)', async () => {
    const logged = await linesOf(() => app.inject({ method: 'GET', url: '/auth?code=secret-code&redirect=/' }));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.path).toBe('/auth');
    expect(JSON.stringify(logged)).not.toContain('secret-code');
  });
});

describe('the access log at a quieter level', () => {
  it('writes no access line at warn, and an error line still goes through pino', async () => {
    const { app, lines } = await loggedApp({ LOG_LEVEL: 'warn' });
    await app.inject({ method: 'GET', url: '/no/such/file.js' });
    await linesWritten();
    expect(lines.map((l) => l.msg)).not.toContain('request');
    await app.close();
  });
});

describe('the access lines of an app that closes', () => {
  it('are handed over when it closes, before their batch would have been', async () => {
    const { app, lines } = await loggedApp();
    await app.inject({ method: 'GET', url: '/no/such/file.js', headers: { 'x-request-id': 'closing' } });
    // Not yet written: the batch waits for more lines.
    expect(lines.map((l) => l.reqId)).not.toContain('closing');
    await app.close();
    expect(lines.map((l) => l.reqId)).toContain('closing');
  });
});

describe('the access lines of a process that exits', () => {
  it('are written though the process exits in the turn that answered', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-log-exit-'));
    const file = path.join(dir, 'out.log');
    // A child process: the app logs to a file, answers one request and exits at once, before the
    // turn's lines would have been handed over.
    const script = `
      import { buildApp } from ${JSON.stringify(path.resolve(import.meta.dirname, '../app.ts'))};
      import { loadConfig } from ${JSON.stringify(path.resolve(import.meta.dirname, '../config/env.ts'))};
      import { logDestination } from ${JSON.stringify(path.resolve(import.meta.dirname, './access-log.ts'))};
      const config = loadConfig({ DATABASE_URL: ':memory:', DATA_DIR: ${JSON.stringify(dir)}, SEED_DEMO: 'false' });
      const app = await buildApp({ config, logStream: logDestination(${JSON.stringify(file)}) });
      await app.inject({ method: 'GET', url: '/no/such/file.js', headers: { 'x-request-id': 'last-words' } });
      process.exit(0);
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const logged = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(logged.filter((l) => l.msg === 'request').map((l) => l.reqId)).toEqual(['last-words']);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe('the default log destination', () => {
  it('writes every line whole and in order, Chinese text and lines over a write included, also while a write is in flight', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-log-dest-'));
    const file = path.join(dir, 'out.log');
    const stream = logDestination(file) as ReturnType<typeof logDestination> & {
      end(): void;
      once(event: string, listener: () => void): void;
    };
    await new Promise<void>((resolve) => stream.once('ready', resolve));
    // Line 1000 alone is longer than one write (LOG_MAX_WRITE), like an error with its stack.
    const lines = Array.from({ length: 2000 }, (_, i) =>
      JSON.stringify({ i, msg: `短信发送失败 ${'网关'.repeat(i === 1000 ? LOG_MAX_WRITE : i % 7)}` }),
    );
    // Many lines per turn of the event loop: they pile up behind the write in flight, as under load.
    for (const [i, line] of lines.entries()) {
      stream.write(`${line}\n`);
      if (i % 100 === 99) await new Promise((r) => setImmediate(r));
    }
    // Ended, it writes what is pending after the write in flight, then closes. (Not flushSync: it
    // writes the pending chunks at once while the one in flight may still land after them.)
    await new Promise<void>((resolve) => {
      stream.once('close', resolve);
      stream.end();
    });
    expect(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)).toEqual(lines);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
