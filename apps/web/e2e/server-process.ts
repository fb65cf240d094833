import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * Starting a mall process for the journeys (global, chat, console and gateway setups) and for
 * scripts/screenshots.ts: a free port to give it, and the wait until it answers /healthz.
 */

/** A TCP port on 127.0.0.1 nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Waits until `url`/healthz answers 200, polling every 200 ms; throws naming `what` (`the gateway
 * mall`) when the child exits first or `timeoutMs` passes.
 */
export async function waitHealthy(url: string, child: ChildProcess, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not become healthy`);
}
