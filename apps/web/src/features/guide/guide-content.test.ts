import { describe, expect, it } from 'vitest';
import { GUIDE_SECTIONS, guideHref } from '../../config/site';
import { GUIDE_CONTENT, guidePath, neighbours, resolveGuide } from './guide-content';

describe('GUIDE_CONTENT', () => {
  it('opens the article each footer link names (same index and active)', () => {
    GUIDE_SECTIONS.forEach((section, index) => {
      expect(GUIDE_CONTENT[index].title).toBe(section.title);
      section.items.forEach((item, active) => {
        expect(GUIDE_CONTENT[index].articles[active].title).toBe(item);
        expect(guidePath(index, active)).toBe(guideHref(index, active));
      });
    });
  });

  it('has a body for every article and in-site guide links that resolve', () => {
    for (const section of GUIDE_CONTENT) {
      expect(section.articles.length).toBeGreaterThan(0);
      for (const article of section.articles) {
        expect(article.blocks.length).toBeGreaterThan(0);
        for (const action of article.actions ?? []) {
          expect(action.to.startsWith('/')).toBe(true);
          const m = /^\/guide\?index=(\d+)&active=(\d+)$/.exec(action.to);
          if (m) expect(resolveGuide(m[1], m[2]).article.title).not.toBe(article.title);
        }
      }
    }
  });

  it('covers the buying guide for IoT protocols and the after-sales states', () => {
    const text = JSON.stringify(GUIDE_CONTENT);
    for (const word of ['Zigbee 3.0', 'BLE Mesh', 'Matter', 'Thread', '米家', 'HomeKit', '涂鸦', '天猫精灵', '小度']) {
      expect(text).toContain(word);
    }
    for (const state of ['待审核', '待寄回', '待商家收货', '已完成', '已取消', '已拒绝']) expect(text).toContain(state);
    expect(text).toContain('1 AI币等值于人民币 1 元');
  });
});

describe('resolveGuide', () => {
  it('opens the article of a valid index and active', () => {
    const at = resolveGuide('1', '0');
    expect(at).toMatchObject({ index: 1, active: 0 });
    expect(at.section.title).toBe('配送方式');
    expect(at.article.title).toBe('配送范围');
    expect(resolveGuide(3, 2).article.title).toBe('售后流程');
  });

  it('falls back to the first article of the guide for a missing or unknown section', () => {
    for (const index of [null, undefined, '', 'abc', '-1', '1.5', '99']) {
      expect(resolveGuide(index, '2')).toMatchObject({ index: 0, active: 0 });
    }
  });

  it("falls back to the section's first article for a missing or unknown article", () => {
    for (const active of [null, undefined, '', 'x', '-2', '2.5', '99']) {
      expect(resolveGuide('2', active)).toMatchObject({ index: 2, active: 0 });
    }
  });
});

describe('neighbours', () => {
  it('walks across sections and stops at both ends', () => {
    expect(neighbours(0, 0).prev).toBeNull();
    expect(neighbours(0, 0).next).toMatchObject({ index: 0, active: 1 });
    const lastOfFirst = GUIDE_CONTENT[0].articles.length - 1;
    expect(neighbours(0, lastOfFirst).next).toMatchObject({ index: 1, active: 0 });
    expect(neighbours(1, 0).prev).toMatchObject({ index: 0, active: lastOfFirst });
    const last = GUIDE_CONTENT.length - 1;
    expect(neighbours(last, GUIDE_CONTENT[last].articles.length - 1).next).toBeNull();
  });
});
