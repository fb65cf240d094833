import os from 'node:os';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * Where the server's log lines go by default: stdout (`dest`: a file descriptor or a path), written
 * asynchronously (pino's SonicBoom buffers lines and writes them when the event loop is free, instead
 * of one blocking write per line). pino flushes what is still buffered when the process exits, on
 * `process.exit()` and on a crash too.
 *
 * At most 2 kB per write (`maxWrite`, 16 kB by default): SonicBoom measures its pending text again for
 * every line it appends (`Buffer.byteLength` of a growing string, which V8 copies flat each time), so
 * the bigger the pending chunk, the more a line costs, and a busy server piles lines up behind the
 * write in flight. 2 kB (about a dozen access lines per write) measured 1.6 µs per line against
 * 2.3-2.7 with 16 kB (1 kB: 1.8; 4 kB: 1.9), and about 3 µs less CPU per cached answer of the shipped
 * server under load (issue 36). Its buffer mode, which keeps lengths as numbers, wrote lines twice
 * when flushed during a write, so it is not used.
 */
export function logDestination(dest: number | string = 1): pino.DestinationStream {
  return pino.destination({ dest, sync: false, maxWrite: LOG_MAX_WRITE });
}

/** Bytes per log write (see logDestination). */
export const LOG_MAX_WRITE = 2048;

/** The path of a request URL: the query is left out (it may carry a token or a sign-in code). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** The fields pino puts on every line of this process (`base`): its pid and host name. */
const BASE_FIELDS = `"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;

/** Pino's number for `info`, the access line's level. */
const INFO = pino.levels.values.info;

/**
 * How long access lines wait to be handed to the destination together (ms), and how much text
 * (characters) hands them over at once. Each hand-over is a write of its own (a job for libuv's
 * threads, a system call, a wake-up of the event loop when it is done): handed over at the end of
 * every turn of the event loop, as they were, the writes took about 5 % of a busy shipped server's
 * time in a CPU profile on a loaded shared machine, where system calls and thread wake-ups cost most;
 * every 20 ms under load is one write of ~200 lines instead of one per turn. A line reaches the log
 * at most this much later, and a pino line (an error) written meanwhile may precede it; every line
 * carries its time.
 */
export const ACCESS_LOG_FLUSH_MS = 20;
const ACCESS_LOG_FLUSH_CHARS = 64 * 1024;

/**
 * Access lines waiting to be handed to the destination in one write instead of one each (see
 * ACCESS_LOG_FLUSH_MS). A process that exits first hands its pending lines over before pino's own
 * exit handler flushes the destination (this listener is registered when this module loads, before
 * any logger exists, so it runs first); an app that closes hands them over too (AccessLog.flush), and
 * a server that shuts down before it says so (server.ts), so its last line is the last.
 */
const pendingBatches = new Set<LineBatch>();

/** Hands every pending access line to its destination now (a process that exits or shuts down). */
export function flushAccessLines(): void {
  for (const batch of pendingBatches) batch.flush();
}
process.once('exit', flushAccessLines);

class LineBatch {
  #lines = '';
  #timer: NodeJS.Timeout | undefined;
  readonly #stream: DestinationStream;

  constructor(stream: DestinationStream) {
    this.#stream = stream;
  }

  add(line: string): void {
    if (this.#lines === '') {
      pendingBatches.add(this);
      // Unreferenced: pending lines never keep a process alive (its exit hands them over).
      this.#timer = setTimeout(() => this.flush(), ACCESS_LOG_FLUSH_MS).unref();
    }
    this.#lines += line;
    if (this.#lines.length >= ACCESS_LOG_FLUSH_CHARS) this.flush();
  }

  flush(): void {
    clearTimeout(this.#timer);
    if (this.#lines === '') return;
    const lines = this.#lines;
    this.#lines = '';
    pendingBatches.delete(this);
    this.#stream.write(lines);
  }
}

/**
 * One access-log line per request instead of Fastify's two ("incoming request" and "request
 * completed", each with the whole request or reply serialized): written when the answer has gone,
 * where Fastify calls `requestCompleted` (right after the `onResponse` hooks), as
 * `{"level":30,"time","pid","hostname","reqId","method","path","status","responseTime","msg":"request"}`,
 * the line pino would write for it at `info`. `reqId` is the request id every other line of the request
 * carries (`X-Request-Id` when the proxy sends one); the status is the HTTP one (a business refusal
 * answers 200 with its status in the envelope); the time is in ms. A route with a quieter `logLevel`
 * (the probes, /metrics) writes none, nor does a log level above `info`. Fastify 5.12 deprecates the
 * top-level `disableRequestLogging` in favour of this controller; its other lines (a stream error, a
 * write-head error) stay as Fastify writes them, as does a request that ended in an error.
 *
 * Built as text and handed to the destination in batches (ACCESS_LOG_FLUSH_MS), not through pino: the
 * line's fields are always these, and pino's serializing of an object plus SonicBoom's accounting of
 * each write cost the shipped server about 12 µs of CPU per cached answer under load (13 % of it, on
 * a machine where a bare Fastify answer cost 29 µs); issue 36.
 */
export class AccessLog extends LogController {
  readonly #batch: LineBatch | null;

  /** `stream`: where the lines go; none (the app without a logger) writes none. */
  constructor(stream?: DestinationStream) {
    super();
    this.#batch = stream ? new LineBatch(stream) : null;
  }

  /** Hands the pending access lines to the destination now (the app closes). */
  flush(): void {
    this.#batch?.flush();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const path = pathOf(request.url);
    // 0.1 ms is as precise as it is worth: the rest costs bytes on every line.
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      reply.log.error(
        { method: request.method, path, status: reply.statusCode, responseTime, err: error },
        'request errored',
      );
      return;
    }
    // The logger is pino's whenever there is a stream (the route's `logLevel` is its level).
    if (this.#batch === null || !(reply.log as pino.Logger).isLevelEnabled('info')) return;
    this.#batch.add(
      `{"level":${INFO},"time":${Date.now()},${BASE_FIELDS},"reqId":${JSON.stringify(request.id)},` +
        `"method":${JSON.stringify(request.method)},"path":${JSON.stringify(path)},` +
        `"status":${reply.statusCode},"responseTime":${responseTime},"msg":"request"}\n`,
    );
  }
}
