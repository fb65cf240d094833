import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The repository root (where `node --import tsx apps/server/src/server.ts` runs). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** An envelope as it came over the wire, with the HTTP status next to the envelope status. */
export interface THttpAnswer<T = unknown> {
  http: number;
  status: number;
  msg: string;
  data: T;
  /** The named business error (envelope `code`), when the answer is one. */
  code?: string;
}

/** Lets the suite's app listen on a free port of 127.0.0.1 (closed with the app) and answers its base URL. */
export async function listenLocal(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** POSTs `{data, accessToken}` over real HTTP; a body that is not JSON comes back as its text in `msg`. */
export async function post<T = unknown>(
  base: string,
  urlPath: string,
  data: unknown,
  token?: string,
): Promise<THttpAnswer<T>> {
  const res = await fetch(`${base}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data, accessToken: token }),
  });
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { status: number; msg: string; data: T; code?: string };
    const answer = { http: res.status, status: body.status, msg: body.msg, data: body.data };
    return body.code === undefined ? answer : { ...answer, code: body.code };
  } catch {
    return { http: res.status, status: res.status, msg: text, data: null as T };
  }
}

/** How many answers had each envelope status, e.g. `{200: 10, 409: 190}`. */
export function tally(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

/** Polls a value while a race runs; the stop function answers the lowest value seen. */
export function watchMin(read: () => Promise<number>): () => Promise<number> {
  let min = Number.POSITIVE_INFINITY;
  let running = true;
  const loop = (async () => {
    while (running) {
      min = Math.min(min, await read());
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return min;
  };
}

/**
 * The environment of a server process that shares a test's PostgreSQL schema: no demo data, no
 * background jobs, no response cache, cheap password hashing, the test's sandbox secret; `overrides`
 * last.
 */
export function sharedSchemaEnv(
  shared: { databaseUrl: string; schema: string; dir: string; sandboxSecret: string },
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: shared.databaseUrl,
    DATABASE_SCHEMA: shared.schema,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SCRYPT_LOG_N: '10',
    ORDER_SWEEP_SECONDS: '0',
    AUTO_SHIP_SECONDS: '0',
    COUPON_REMIND_SECONDS: '0',
    PAY_NOTIFY_SWEEP_SECONDS: '0',
    CATALOGUE_CACHE_MS: '0',
    PAY_SANDBOX_SECRET: shared.sandboxSecret,
    DATA_DIR: shared.dir,
    WEB_DIST: path.join(shared.dir, 'no-web-dist'),
    ...overrides,
  };
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface TServerProcess {
  base: string;
  pid: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** SIGTERM to its process group, SIGKILL after 5 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * The flags `npm start` gives node before its script (the root package.json's `start`): what the
 * server is run with wherever it runs as shipped (the bench, the built server's tests; the deploy
 * unit carries the same, `server-flags.test.ts`). V8 reads its heap's sizes once, before any code
 * runs, so they cannot be set from inside (server.ts).
 */
export function startNodeFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return nodeFlagsOf(pkg.scripts.start);
}

/** The node flags of a command line `node <flags> <script>` (node by name or path; the words before the script). */
export function nodeFlagsOf(commandLine: string): string[] {
  const words = commandLine.trim().split(/\s+/);
  const node = words.findIndex((word) => word === 'node' || word.endsWith('/node'));
  if (node < 0) throw new Error(`not a node command line: ${commandLine}`);
  const script = words.findIndex((word, i) => i > node && !word.startsWith('--'));
  return words.slice(node + 1, script < 0 ? undefined : script);
}

/** The server from source (tsx), or as `npm start` runs it: the build in apps/server/dist (scripts/build-server.mjs). */
const SERVER_COMMANDS = {
  source: () => ['--import', 'tsx', 'apps/server/src/server.ts'],
  built: () => [...startNodeFlags(), 'apps/server/dist/server.js'],
} as const;

/**
 * Starts `node --import tsx apps/server/src/server.ts` (or, with `run: 'built'`, the built server) in
 * its own process group with `env` (and PATH, HOME) on a free port of 127.0.0.1, and waits until
 * GET /healthz answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 30_000,
  run: keyof typeof SERVER_COMMANDS = 'source',
): Promise<TServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, SERVER_COMMANDS[run](), {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const pid = child.pid ?? 0;
  const signal = (sig: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-pid, sig);
    } catch {
      child.kill(sig);
    }
  };
  const proc: TServerProcess = {
    base: `http://127.0.0.1:${port}`,
    pid,
    output: () => out,
    async stop() {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server process exited before it was healthy:\n${out}`);
    }
    try {
      const res = await fetch(`${proc.base}/healthz`);
      if (res.status === 200) return proc;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await proc.stop();
      throw new Error(`server process not healthy after ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs `node --import tsx <args>` from the repository root to its end (a command-line tool, a server
 * start expected to fail, a script) with `env` (and PATH, HOME); answers its exit code and everything
 * it wrote (stdout and stderr).
 */
export function runTsx(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}
