import { describe, expect, it } from 'vitest';
import { isE2eEnabled } from './browser.js';
import { firstScreens, JS_CEILING_KB, manifestWeights, TARGET_KB } from './budgets.js';

/**
 * The JS budgets from the build itself (the e2e setup builds once): what each first screen loads by
 * the manifest, at brotli size, and that no other page's code nor Ant Design gets into it. The
 * browser check (budgets.spec.ts) measures the same on the wire.
 */
describe.runIf(isE2eEnabled())('JS budgets from the build manifest', () => {
  const { screens, manifest } = manifestWeights();

  it.each(firstScreens().map((s) => s.name))('%s stays within its ceiling and the 170 kB target', (name) => {
    const screen = screens.find((s) => s.name === name);
    expect(screen).toBeDefined();
    const kb = Math.round((screen?.bytes ?? 0) / 1024);
    console.log(
      `[manifest budget] ${name}: ${kb} kB brotli in ${screen?.files.length} files; ceiling ${JS_CEILING_KB[name]} kB`,
    );
    expect(JS_CEILING_KB[name]).toBeLessThanOrEqual(TARGET_KB);
    expect(kb).toBeLessThanOrEqual(JS_CEILING_KB[name] ?? 0);
  });

  it('loads no Ant Design and no other page on a first screen', () => {
    const firstModules = new Set(firstScreens().flatMap((s) => s.modules));
    const otherPages = Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/app/pages/') && !firstModules.has(key))
      .map(([, chunk]) => chunk.file);
    expect(otherPages.length).toBeGreaterThan(10);
    for (const screen of screens) {
      const loaded = new Set(screen.files);
      expect(
        screen.files.filter((f) => /antd|rc-|@ant-design\/icons\b/.test(f)),
        screen.name,
      ).toEqual([]);
      expect(
        otherPages.filter((f) => loaded.has(f)),
        screen.name,
      ).toEqual([]);
    }
  });
});
