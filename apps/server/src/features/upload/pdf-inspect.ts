import { Worker } from 'node:worker_threads';

/** What `pdf-worker.mjs` makes of an uploaded PDF (its `inspect` says when each is answered). */
export type TPdfVerdict = 'clean' | 'active' | 'broken';

/** A PDF that takes longer than this to read is refused as broken (a real one takes a fraction of it). */
const INSPECT_TIMEOUT_MS = 10_000;

/**
 * Reads an uploaded PDF with pdf-lib in a worker thread of its own, which ends with the answer: the
 * parser's memory (pdf-lib pools every name it ever meets) and its CPU stay off the serving thread.
 * The worker has a heap limit; running out of it, crashing or taking too long answers `broken`.
 */
export function inspectPdf(bytes: Uint8Array): Promise<TPdfVerdict> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (verdict: TPdfVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(verdict);
      void worker.terminate();
    };
    const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
      workerData: { bytes },
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => settle('broken'), INSPECT_TIMEOUT_MS);
    worker.once('message', (verdict: TPdfVerdict) => settle(verdict));
    worker.once('error', () => settle('broken'));
    worker.once('exit', () => settle('broken'));
  });
}
