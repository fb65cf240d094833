import { describe, expect, it } from 'vitest';
import { contentTargetText, hideDescription } from './content-view';

describe('the console content view', () => {
  it('names what content is about', () => {
    expect(contentTargetText({ target: { type: 'product', id: 1, title: '门锁' } })).toBe('商品：门锁');
    expect(contentTargetText({ target: { type: 'review', id: 1, title: '门锁' } })).toBe('评价：门锁');
    expect(contentTargetText({ target: { type: 'plan', id: 1, title: '三居室方案' } })).toBe('三居室方案');
    expect(contentTargetText({ target: { type: 'none', id: 0, title: '' } })).toBe('—');
  });

  it('says where hidden content leaves and who is told', () => {
    const buyer = { type: 'user' as const, id: 1, name: '张三' };
    expect(hideDescription({ kind: 'review', author: buyer })).toContain('好评率');
    expect(hideDescription({ kind: 'review', author: buyer })).toContain('消息');
    expect(hideDescription({ kind: 'demand', author: buyer })).toContain('不能报价');
    expect(hideDescription({ kind: 'reply', author: { type: 'seller', id: 2, name: '店' } })).toContain('工作台');
    expect(hideDescription({ kind: 'community', author: { type: 'guest', id: 0, name: '游客' } })).not.toContain(
      '消息',
    );
  });
});
