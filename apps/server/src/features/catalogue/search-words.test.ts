import { describe, expect, it, vi } from 'vitest';

describe('query segmentation', () => {
  it('loads the dictionary once, and only for a query that needs it', async () => {
    vi.resetModules();
    const words = await import('./search-words.js');
    expect(words.wordsOf('网关')).toEqual(['网关']);
    expect(words.wordsOf('zigbee')).toEqual(['zigbee']);
    expect(words.isSegmenterLoaded()).toBe(false);
    expect(words.wordsOf('米家网关')).toEqual(['米家', '网关']);
    expect(words.isSegmenterLoaded()).toBe(true);
  });

  it('cuts long runs into the words of the trade and drops stop words', async () => {
    const { wordsOf } = await import('./search-words.js');
    expect(wordsOf('智能门锁指纹')).toEqual(['智能', '门锁', '指纹']);
    expect(wordsOf('智能网关')).not.toContain('关');
    expect(wordsOf('温湿度传感器')).toEqual(['温湿度', '传感器']);
    expect(wordsOf('带屏的音箱')).not.toContain('的');
  });
});
