import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appFeatures } from '../app.js';
import { loadConfig } from '../config/env.js';
import { FEATURES } from '../features/index.js';
import { NO_METRICS } from '../lib/metrics.js';
import { startJobs, type TFeature, type TJob } from './feature.js';

function fakeApp() {
  const logged: { level: 'info' | 'warn'; obj: unknown; msg: string }[] = [];
  const app = {
    deps: { config: loadConfig({ ORDER_SWEEP_SECONDS: '5' }), metrics: NO_METRICS },
    log: {
      info: (obj: unknown, msg: string) => logged.push({ level: 'info', obj, msg }),
      warn: (obj: unknown, msg: string) => logged.push({ level: 'warn', obj, msg }),
    },
  } as unknown as FastifyInstance;
  return { app, logged };
}

describe('feature jobs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each job on its interval, never twice at once, logs what it did and survives a failure', async () => {
    const { app, logged } = fakeApp();
    let runs = 0;
    let release: () => void = () => {};
    const slow: TJob = {
      name: 'slow',
      everySeconds: (config) => config.ORDER_SWEEP_SECONDS,
      run: async () => {
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        if (runs === 2) throw new Error('boom');
        return { done: runs === 3 ? 1 : 0 };
      },
      logAs: '巡检',
    };
    const off: TJob = { name: 'off', everySeconds: () => 0, run: async () => ({ done: 1 }) };
    const stop = startJobs(app, [{ name: 'x', jobs: [slow, off] }]);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    // The first run is still going: the second tick waits for it.
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(4);
    expect(logged.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'slow failed'],
      ['info', '巡检'],
    ]);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(4);
  });
});

describe('the feature list', () => {
  it('names each feature once, and adds the demo only when SEED_DEMO is on', async () => {
    const names = FEATURES.map((f: TFeature) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect((await appFeatures({ SEED_DEMO: false })).map((f) => f.name)).toEqual(names);
    const withDemo = await appFeatures({ SEED_DEMO: true });
    expect(withDemo.map((f) => f.name)).toEqual([...names, 'demo']);
    expect(withDemo.at(-1)?.routes).toBeUndefined();
  });
});
