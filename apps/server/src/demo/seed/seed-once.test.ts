import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/helper.js';
import { seedOnce } from './seed-once.js';

describeEachDb('seedOnce', (ctx) => {
  it('lets exactly one of several starts write, and no later one', async () => {
    let writes = 0;
    const write = async () => {
      writes += 1;
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => seedOnce(ctx.app.deps.db, 'demo:test-once', write)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await seedOnce(ctx.app.deps.db, 'demo:test-once', write)).toBe(false);
    expect(writes).toBe(1);
  });

  it('gives the claim back when the write fails, so the next start tries again', async () => {
    await expect(
      seedOnce(ctx.app.deps.db, 'demo:test-retry', async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    let wrote = false;
    expect(
      await seedOnce(ctx.app.deps.db, 'demo:test-retry', async () => {
        wrote = true;
      }),
    ).toBe(true);
    expect(wrote).toBe(true);
  });
});
