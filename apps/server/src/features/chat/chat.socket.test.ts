import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_WS_CLOSE, CHAT_WS_PATH, type TChatServerFrame } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { addBuyers, addSeller } from '../../test/fixtures.js';
import { describeEachDb, type TTestContext } from '../../test/helper.js';
import { freePort, listenLocal } from '../../test/http-server.js';
import { createSession, revokeToken } from '../account/session.service.js';
import { chatSocketRoutes, sweepChatSockets } from './chat.socket.js';

const AUTH_MS = 400;

/** A client socket and everything it heard. */
interface TClient {
  ws: WebSocket;
  frames: TChatServerFrame[];
  /** Resolves with the close code (1006 for a cut connection). */
  closed: Promise<number>;
  /** Resolves with the HTTP status when the server refused the upgrade. */
  refused: Promise<number>;
  /** Resolves with the first frame matching `match` (waits for it). */
  frame(match: (f: TChatServerFrame) => boolean, ms?: number): Promise<TChatServerFrame>;
}

function connect(base: string, options: { query?: string; headers?: Record<string, string>; autoPong?: boolean } = {}) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${CHAT_WS_PATH}${options.query ?? ''}`, {
    headers: options.headers,
    autoPong: options.autoPong ?? true,
  });
  const frames: TChatServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as TChatServerFrame);
    for (const w of waiters.splice(0)) w();
  });
  ws.on('error', () => {});
  const client: TClient = {
    ws,
    frames,
    closed: new Promise((resolve) => ws.on('close', (code) => resolve(code))),
    refused: new Promise((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))),
    frame(match, ms = 3000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching frame within ${ms} ms: ${JSON.stringify(frames)}`)),
          ms,
        );
        const check = () => {
          const found = frames.find(match);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
  };
  return client;
}

function opened(client: TClient): Promise<void> {
  return new Promise((resolve, reject) => {
    client.ws.once('open', () => resolve());
    client.ws.once('error', reject);
  });
}

/** A signed-in socket: opens, sends the auth frame, waits for `ready`. */
async function signedIn(base: string, token: string): Promise<TClient> {
  const client = connect(base);
  await opened(client);
  client.ws.send(JSON.stringify({ type: 'auth', token }));
  await client.frame((f) => f.type === 'ready');
  return client;
}

/** Registers the socket route on a test's app (unless the chat feature already did) and listens. */
async function listenWithSocket(app: FastifyInstance): Promise<string> {
  if (!app.hasRoute({ method: 'GET', url: CHAT_WS_PATH })) await chatSocketRoutes(app, { authMs: AUTH_MS });
  return listenLocal(app);
}

const isReady = (f: TChatServerFrame) => f.type === 'ready';
const messageFrame = (conversationId: number): TChatServerFrame => ({
  type: 'message',
  conversationId,
  message: { id: 1, kind: 'text', content: '你好' },
});
const isMessageOf = (conversationId: number) => (f: TChatServerFrame) =>
  f.type === 'message' && f.conversationId === conversationId;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeEachDb('GET /chat/ws', (ctx: TTestContext) => {
  let base = '';
  beforeAll(async () => {
    base = await listenWithSocket(ctx.app);
  });

  it('closes a socket that sends no auth frame in time with 4400', async () => {
    const client = connect(base);
    expect(await client.closed).toBe(CHAT_WS_CLOSE.AUTH_TIMEOUT);
    expect(client.frames).toEqual([]);
  }, 10_000);

  it('never reads a token from the query string: the socket still needs the auth frame', async () => {
    const [buyer] = await addBuyers(ctx.app.deps, 1);
    const client = connect(base, { query: `?token=${buyer.token}&accessToken=${buyer.token}` });
    expect(await client.closed).toBe(CHAT_WS_CLOSE.AUTH_TIMEOUT);
    expect(client.frames).toEqual([]);
  }, 10_000);

  it('closes with 4401 for an unknown token, a frame that is not auth, and a binary frame', async () => {
    for (const payload of [JSON.stringify({ type: 'auth', token: 'nope' }), 'hello', JSON.stringify({ type: 'hi' })]) {
      const client = connect(base);
      await opened(client);
      client.ws.send(payload);
      expect(await client.closed).toBe(CHAT_WS_CLOSE.UNAUTHORIZED);
    }
    const binary = connect(base);
    await opened(binary);
    binary.ws.send(Buffer.from([1, 2, 3]));
    expect(await binary.closed).toBe(CHAT_WS_CLOSE.UNAUTHORIZED);
  });

  it('closes with 4401 for a seller that must still change its one-time password', async () => {
    const seller = await addSeller(ctx, []);
    const { db, config } = ctx.app.deps;
    const token = await createSession(db, { type: 'seller', id: seller.sellerId }, config.TOKEN_TTL_HOURS);
    await db.updateTable('sellers').set({ must_change_password: 1 }).where('id', '=', seller.sellerId).execute();
    const refused = connect(base);
    await opened(refused);
    refused.ws.send(JSON.stringify({ type: 'auth', token }));
    expect(await refused.closed).toBe(CHAT_WS_CLOSE.UNAUTHORIZED);

    await db.updateTable('sellers').set({ must_change_password: 0 }).where('id', '=', seller.sellerId).execute();
    const client = await signedIn(base, token);
    client.ws.close();
  });

  it('refuses an upgrade from another site, and accepts the mall’s own origin and none', async () => {
    const foreign = connect(base, { headers: { origin: 'https://evil.example' } });
    expect(await foreign.refused).toBe(403);
    const garbled = connect(base, { headers: { origin: 'null' } });
    expect(await garbled.refused).toBe(403);

    const [buyer] = await addBuyers(ctx.app.deps, 1);
    const own = connect(base, { headers: { origin: base } });
    await opened(own);
    own.ws.send(JSON.stringify({ type: 'auth', token: buyer.token }));
    await own.frame(isReady);
    own.ws.close();
  });

  it('answers 404 to an upgrade of any other path', async () => {
    const other = new WebSocket(`${base.replace(/^http/, 'ws')}/api/whatever`);
    other.on('error', () => {});
    const status = await new Promise<number>((resolve) =>
      other.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });

  it('delivers a published frame to every socket of its subject and to nobody else', async () => {
    const [alice, bob] = await addBuyers(ctx.app.deps, 2);
    const seller = await addSeller(ctx, []);
    const sellerToken = await seller.login();
    const alicePhone = await signedIn(base, alice.token);
    const aliceLaptop = await signedIn(base, alice.token);
    const bobSocket = await signedIn(base, bob.token);
    const sellerSocket = await signedIn(base, sellerToken);

    const conversationId = randomInt(1, 2 ** 31);
    ctx.app.deps.chat.publish([`user:${alice.userId}`], messageFrame(conversationId));
    expect(await alicePhone.frame(isMessageOf(conversationId))).toEqual(messageFrame(conversationId));
    await aliceLaptop.frame(isMessageOf(conversationId));
    // The other sockets had their chance: the frame went out to all of them in one pass.
    await sleep(100);
    expect(bobSocket.frames.filter((f) => f.type !== 'ready')).toEqual([]);
    expect(sellerSocket.frames.filter((f) => f.type !== 'ready')).toEqual([]);

    ctx.app.deps.chat.publish([`seller:${seller.sellerId}`], { type: 'read', conversationId, side: 'buyer', upTo: 7 });
    await sellerSocket.frame((f) => f.type === 'read' && f.upTo === 7);

    for (const c of [alicePhone, aliceLaptop, bobSocket, sellerSocket]) c.ws.close();
    await Promise.all([alicePhone, aliceLaptop, bobSocket, sellerSocket].map((c) => c.closed));
    await sleep(50);
    // Closed sockets are detached: a later frame goes nowhere and throws nothing.
    ctx.app.deps.chat.publish([`user:${alice.userId}`], messageFrame(conversationId));
  });

  it('ignores later client frames, and closes on garbage', async () => {
    const [buyer] = await addBuyers(ctx.app.deps, 1);
    const client = await signedIn(base, buyer.token);
    client.ws.send(JSON.stringify({ type: 'auth', token: 'other' }));
    client.ws.send(JSON.stringify({ type: 'typing' }));
    const conversationId = randomInt(1, 2 ** 31);
    ctx.app.deps.chat.publish([`user:${buyer.userId}`], messageFrame(conversationId));
    await client.frame(isMessageOf(conversationId));
    client.ws.send('not json');
    expect(await client.closed).toBe(1008);
  });

  it('closes a frame larger than 4 KB with 1009', async () => {
    const client = connect(base);
    await opened(client);
    client.ws.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(5000) }));
    expect(await client.closed).toBe(1009);
  });

  it('at a ping round, closes a socket whose session ended and cuts one that did not answer the last ping', async () => {
    const [loggedOut, silent, kept] = await addBuyers(ctx.app.deps, 3);
    const loggedOutSocket = await signedIn(base, loggedOut.token);
    const keptSocket = await signedIn(base, kept.token);
    const silentSocket = connect(base, { autoPong: false });
    await opened(silentSocket);
    silentSocket.ws.send(JSON.stringify({ type: 'auth', token: silent.token }));
    await silentSocket.frame(isReady);

    await revokeToken(ctx.app.deps.db, loggedOut.token);
    sweepChatSockets(ctx.app);
    expect(await loggedOutSocket.closed).toBe(CHAT_WS_CLOSE.UNAUTHORIZED);
    await sleep(100);
    sweepChatSockets(ctx.app);
    expect(await silentSocket.closed).toBe(1006);
    expect(keptSocket.ws.readyState).toBe(WebSocket.OPEN);
    keptSocket.ws.close();
  });

  it('closes every socket with 1001 when the app closes', async () => {
    const app = await buildApp({ config: ctx.config, schema: ctx.schema, logger: false });
    const otherBase = await listenWithSocket(app);
    const [buyer] = await addBuyers(app.deps, 1);
    const ready = await signedIn(otherBase, buyer.token);
    const waiting = connect(otherBase);
    await opened(waiting);
    await app.close();
    expect(await ready.closed).toBe(CHAT_WS_CLOSE.GOING_AWAY);
    expect(await waiting.closed).toBe(CHAT_WS_CLOSE.GOING_AWAY);
    expect(app.deps.chat.size).toBe(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl && process.env.CI === 'true') throw new Error('TEST_REDIS_URL must be set under CI=true');
if (!redisUrl)
  console.warn('[server tests] SKIPPING the chat socket suite across instances: TEST_REDIS_URL is not set.');

describe.runIf(redisUrl)('GET /chat/ws across instances through Redis', () => {
  describeEachDb(
    'two instances',
    (ctx: TTestContext) => {
      let other: FastifyInstance;
      let baseA = '';
      let baseB = '';
      beforeAll(async () => {
        other = await buildApp({ config: ctx.config, schema: ctx.schema, logger: false });
        baseA = await listenWithSocket(ctx.app);
        baseB = await listenWithSocket(other);
      });
      afterAll(async () => {
        await other?.close();
      });

      it('delivers a frame published on one instance to the subject’s sockets on both', async () => {
        const [buyer, bystander] = await addBuyers(ctx.app.deps, 2);
        const onA = await signedIn(baseA, buyer.token);
        const onB = await signedIn(baseB, buyer.token);
        const bystanderOnB = await signedIn(baseB, bystander.token);
        // Tests on other files may publish on the same channel: only this conversation counts.
        const conversationId = randomInt(1, 2 ** 31);
        // The subscription is made as the app starts; publish until it is in place.
        let delivered = false;
        const heard = onB.frame(isMessageOf(conversationId), 5000).then(() => {
          delivered = true;
        });
        while (!delivered) {
          ctx.app.deps.chat.publish([`user:${buyer.userId}`], messageFrame(conversationId));
          await Promise.race([heard, sleep(200)]);
        }
        // One delivery path: the publishing instance's own socket hears it through Redis too.
        await onA.frame(isMessageOf(conversationId));
        await sleep(100);
        expect(bystanderOnB.frames.some(isMessageOf(conversationId))).toBe(false);
        for (const c of [onA, onB, bystanderOnB]) c.ws.close();
      });
    },
    { REDIS_URL: redisUrl },
  );
});

describe('GET /chat/ws with Redis configured but down', () => {
  it('starts, signs sockets in, and publishes without throwing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-chat-ws-'));
    const config = loadConfig({
      DATABASE_URL: ':memory:',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SCRYPT_LOG_N: '10',
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    });
    const app = await buildApp({ config, logger: false });
    try {
      const base = await listenWithSocket(app);
      const [buyer] = await addBuyers(app.deps, 1);
      const client = await signedIn(base, buyer.token);
      expect(() => app.deps.chat.publish([`user:${buyer.userId}`], messageFrame(1))).not.toThrow();
      client.ws.close();
      await client.closed;
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
