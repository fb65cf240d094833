import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import { CHAT_WS_AUTH_MS, CHAT_WS_CLOSE, CHAT_WS_PATH, STATUS, type TChatServerFrame } from '@mall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { TChatSubject } from '../../lib/chat-hub.js';
import { envelope } from '../../plugins/calls.js';
import type { TDeps } from '../../plugins/deps.js';
import { sellerMustChangePassword } from '../account/account.service.js';
import { resolveSession } from '../account/session.service.js';

/** The largest frame a client may send: its auth frame is far smaller. ws closes bigger ones with 1009. */
export const CHAT_WS_MAX_PAYLOAD = 4 * 1024;
/** How often the server pings each socket (and re-checks its session); one without a pong is cut. */
export const CHAT_WS_PING_MS = 30_000;
/** A client frame after sign-in that is not a JSON object: policy violation. */
const CLOSE_GARBAGE = 1008;
/** The server failed while signing a socket in (the database did not answer): the client retries. */
const CLOSE_INTERNAL = 1011;

export interface TChatSocketOptions {
  /** Tests shorten these. */
  authMs?: number;
  pingMs?: number;
}

interface TLiveSocket {
  socket: WebSocket;
  token: string;
  subject: TChatSubject;
  isAlive: boolean;
}

/** Each app's ping round, so a test can run one now instead of waiting for the interval. */
const sweeps = new WeakMap<FastifyInstance['server'], () => void>();

/** Runs one ping round of the app's chat sockets now (tests): cuts the silent, re-checks sessions. */
export function sweepChatSockets(app: FastifyInstance): void {
  sweeps.get(app.server)?.();
}

/** The token of a first frame `{"type":"auth","token"}`, or null for anything else. */
function authTokenOf(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): string | null {
  if (isBinary) return null;
  try {
    const frame = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    return frame?.type === 'auth' && typeof frame.token === 'string' && frame.token !== '' ? frame.token : null;
  } catch {
    return null;
  }
}

function isJsonObject(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): boolean {
  if (isBinary) return false;
  try {
    const value: unknown = JSON.parse(String(data));
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Whom a token speaks for on the socket: a buyer, or a seller that has replaced its one-time
 * password (until then the workbench may do nothing but change it). Null: the socket is refused.
 */
async function subjectOf(deps: TDeps, token: string): Promise<TChatSubject | null> {
  const session = await resolveSession(deps.db, token);
  if (!session) return null;
  if (session.type === 'seller' && (await sellerMustChangePassword(deps.db, session.id))) return null;
  return `${session.type}:${session.id}`;
}

/**
 * Cross-site WebSocket hijacking: any site's page can open a socket to the mall, and the browser
 * names that site in Origin; only the mall's own pages may. A missing Origin is a non-browser
 * client, which has to present a token anyway.
 */
function isForeignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true;
  }
}

/**
 * The live socket of conversations (DESIGN-OPERATE §J) at GET `CHAT_WS_PATH`. The first frame must be
 * `{"type":"auth","token"}` within `CHAT_WS_AUTH_MS` (a token in the URL is never read); a good one
 * attaches the socket to `deps.chat` under `user:<id>` / `seller:<id>` and answers `{"type":"ready"}`.
 * Later client frames are ignored (garbage closes). Each socket is pinged every `CHAT_WS_PING_MS` and
 * its session re-checked then (a logged-out token loses its socket at the next ping). The app's close
 * ends every socket with GOING_AWAY.
 *
 * The websocket plugin lives in this function's own scope: its hooks and its wrapping of route
 * handlers touch no other route, and only upgrades to `CHAT_WS_PATH` reach the router (any other
 * upgrade is answered 404 and cut).
 */
export async function chatSocketRoutes(app: FastifyInstance, options: TChatSocketOptions = {}): Promise<void> {
  const authMs = options.authMs ?? CHAT_WS_AUTH_MS;
  const pingMs = options.pingMs ?? CHAT_WS_PING_MS;
  const { deps } = app;
  const live = new Set<TLiveSocket>();

  // The plugin listens for upgrades here; the real server's upgrades pass through this filter.
  const upgrades = new EventEmitter();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathName = (req.url ?? '').split('?')[0];
    if (pathName === CHAT_WS_PATH) {
      upgrades.emit('upgrade', req, socket, head);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  };
  app.server.on('upgrade', onUpgrade);

  const sweep = () => {
    for (const entry of live) {
      if (!entry.isAlive) {
        entry.socket.terminate();
        continue;
      }
      entry.isAlive = false;
      entry.socket.ping();
      subjectOf(deps, entry.token).then(
        (subject) => {
          if (subject !== entry.subject) entry.socket.close(CHAT_WS_CLOSE.UNAUTHORIZED, 'session ended');
        },
        // The database did not answer: keep the socket, ask again at the next ping.
        (err: unknown) => app.log.warn({ err }, '客服会话连接的登录状态检查失败'),
      );
    }
  };
  sweeps.set(app.server, sweep);
  const ping = setInterval(sweep, pingMs);
  ping.unref();

  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: {
        maxPayload: CHAT_WS_MAX_PAYLOAD,
        server: upgrades as unknown as NonNullable<Parameters<typeof websocket>[1]['options']>['server'],
        // Frames are a few hundred bytes of JSON: compression would cost more CPU and memory than it saves.
        perMessageDeflate: false,
      },
      preClose(done) {
        clearInterval(ping);
        app.server.off('upgrade', onUpgrade);
        for (const client of scope.websocketServer.clients) client.close(CHAT_WS_CLOSE.GOING_AWAY, 'server closing');
        done();
      },
      errorHandler(err, socket, request) {
        request.log.warn({ err }, '客服会话连接出错');
        socket.terminate();
      },
    });

    scope.get(
      CHAT_WS_PATH,
      {
        websocket: true,
        onRequest(request, reply, done) {
          if (isForeignOrigin(request)) {
            reply
              .code(403)
              .header('connection', 'close')
              .send(envelope(null, STATUS.FORBIDDEN, '不允许从其他站点连接'));
            return;
          }
          done();
        },
      },
      (socket, request) => {
        let state: 'auth' | 'pending' | 'ready' = 'auth';
        let entry: TLiveSocket | null = null;
        let detach: (() => void) | null = null;
        const authTimer = setTimeout(() => socket.close(CHAT_WS_CLOSE.AUTH_TIMEOUT, 'auth timeout'), authMs);

        socket.on('pong', () => {
          if (entry) entry.isAlive = true;
        });
        socket.on('close', () => {
          clearTimeout(authTimer);
          detach?.();
          if (entry) live.delete(entry);
        });
        socket.on('message', (data, isBinary) => {
          if (state === 'ready' || state === 'pending') {
            if (!isJsonObject(data, isBinary)) socket.close(CLOSE_GARBAGE, 'bad frame');
            return;
          }
          state = 'pending';
          clearTimeout(authTimer);
          const token = authTokenOf(data, isBinary);
          if (!token) {
            socket.close(CHAT_WS_CLOSE.UNAUTHORIZED, 'bad auth frame');
            return;
          }
          subjectOf(deps, token).then(
            (subject) => {
              if (socket.readyState !== socket.OPEN) return;
              if (!subject) {
                socket.close(CHAT_WS_CLOSE.UNAUTHORIZED, 'unauthorized');
                return;
              }
              state = 'ready';
              entry = { socket, token, subject, isAlive: true };
              live.add(entry);
              detach = deps.chat.attach(subject, socket);
              socket.send(JSON.stringify({ type: 'ready' } satisfies TChatServerFrame));
            },
            (err: unknown) => {
              request.log.error({ err }, '客服会话连接登录失败');
              socket.close(CLOSE_INTERNAL, 'try again');
            },
          );
        });
      },
    );
  });
}
