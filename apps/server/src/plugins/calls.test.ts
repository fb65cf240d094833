import { answer, defineCall, res, STATUS } from '@mall/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TConfig } from '../config/env.js';
import { checkAnswer, FileAnswer, installErrorHandling, Paged, ResponseSchemaError, serveCall } from './calls.js';

interface TThing {
  id: number;
  name: string;
}
const ZThing = z.strictObject({ id: z.number().int(), name: z.string() });

const one = defineCall({
  path: '/test/thing.json',
  request: z.object({}),
  response: answer<TThing>()(ZThing),
  title: '测试对象',
});
const page = defineCall({
  path: '/test/things.json',
  request: z.object({}),
  response: answer<TThing[]>()(z.array(ZThing)),
  paged: true,
  title: '测试列表',
});
const typeOnly = defineCall({ path: '/test/old.json', request: z.object({}), response: res<TThing>(), title: '旧' });
const file = defineCall({
  path: '/test/file.json',
  request: z.object({}),
  kind: 'binary',
  fileType: 'text/csv',
  response: res<Blob>(),
  title: '测试文件',
});

describe('checkAnswer', () => {
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('passes an answer that matches its schema, and any answer of a call without one', () => {
    expect(() => checkAnswer(one, { id: 1, name: '灯' })).not.toThrow();
    expect(() => checkAnswer(page, new Paged([{ id: 1, name: '灯' }], 7))).not.toThrow();
    expect(() => checkAnswer(typeOnly, { anything: true })).not.toThrow();
    expect(() =>
      checkAnswer(file, new FileAnswer(Buffer.from('a,b'), 'x.csv', 'text/csv; charset=utf-8')),
    ).not.toThrow();
  });

  it('throws on a mismatch, naming the call, its path and the field', () => {
    const logged = quiet();
    expect(() => checkAnswer(one, { id: 1, name: 2 })).toThrow(/测试对象 \/test\/thing\.json data\.name/);
    expect(() => checkAnswer(one, { id: 1, name: '灯', secret: 'x' })).toThrow(ResponseSchemaError);
    expect(() => checkAnswer(page, new Paged([{ id: 'a', name: '灯' }], 1))).toThrow(/data\.0\.id/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/test/thing.json'));
  });

  it('holds a paged call to a page and a plain call to no page', () => {
    quiet();
    expect(() => checkAnswer(page, [{ id: 1, name: '灯' }])).toThrow(/应为分页应答/);
    expect(() => checkAnswer(one, new Paged({ id: 1, name: '灯' }, 1))).toThrow(/不应是分页应答/);
    expect(() => checkAnswer(page, new Paged([], -1))).toThrow(/total/);
  });

  it('checks a frozen element of a list once, anything else every time, and a list with checks whole', () => {
    quiet();
    const seen: unknown[] = [];
    const ZCounted = ZThing.refine((thing) => seen.push(thing) > 0);
    const counted = defineCall({
      path: '/test/counted.json',
      request: z.object({}),
      response: answer<TThing[]>()(z.array(ZCounted)),
      paged: true,
      title: '计数列表',
    });
    const kept = Object.freeze({ id: 1, name: '灯' });
    const fresh = { id: 2, name: '灯' };
    checkAnswer(counted, new Paged([kept, fresh], 2));
    checkAnswer(counted, new Paged([kept, fresh], 2));
    expect(seen).toEqual([kept, fresh, fresh]);
    // A frozen element that fails is refused every time, at its index.
    const wrong = Object.freeze({ id: 'x', name: '灯' });
    for (let i = 0; i < 2; i++) expect(() => checkAnswer(counted, new Paged([kept, wrong], 2))).toThrow(/data\.1\.id/);
    // A list schema with a check of its own is checked whole, every element every time.
    const short = defineCall({
      path: '/test/short.json',
      request: z.object({}),
      response: answer<TThing[]>()(z.array(ZCounted).max(2)),
      title: '短列表',
    });
    seen.length = 0;
    checkAnswer(short, [kept]);
    checkAnswer(short, [kept]);
    expect(seen).toEqual([kept, kept]);
    expect(() => checkAnswer(short, [kept, kept, kept])).toThrow(/短列表/);
  });

  it('holds a file answer to its declared content type', () => {
    expect(() => checkAnswer(file, new FileAnswer(Buffer.from('{}'), 'x.json', 'application/json'))).toThrow(
      /文件类型 application\/json/,
    );
  });
});

describe('serveCall checks answers outside production only', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    vi.restoreAllMocks();
  });

  async function serve(nodeEnv: TConfig['NODE_ENV']) {
    app = Fastify({ logger: false });
    app.decorate('deps', { config: { NODE_ENV: nodeEnv } } as never);
    installErrorHandling(app, null);
    serveCall(app, one, async () => ({ id: 1, name: 2 }) as unknown as TThing);
    await app.ready();
    return (await app.inject({ method: 'POST', url: one.path, payload: { data: {} } })).json();
  }

  it('fails a wrong answer in tests and development', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await serve('test')).toMatchObject({ status: STATUS.INTERNAL });
    await app?.close();
    expect(await serve('development')).toMatchObject({ status: STATUS.INTERNAL });
  });

  it('sends it unchecked in production', async () => {
    expect(await serve('production')).toEqual({ status: STATUS.OK, msg: '操作成功', data: { id: 1, name: 2 } });
  });
});
