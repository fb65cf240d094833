import { describe, expect, it } from 'vitest';
import { parseShopTemplates, type TShopDecoration, type TShopTemplateCode } from './shop.types.js';

const card = {
  id: 1,
  title: '网关',
  price: 9.9,
  image: '/catalogue/p/1-0.svg',
  iot: { protocols: ['Zigbee 3.0'], ecosystems: [], hubRequired: false },
};

describe('parseShopTemplates', () => {
  it('keys parsed entries by template code and skips what does not fit', () => {
    const decoration: TShopDecoration = {
      agentId: 1,
      businessTemplateDataSource: [
        {
          code: 'banner',
          name: '横幅',
          sort: 0,
          businessDataInterface: [
            { name: 'ok', data: JSON.stringify({ imageUrl: '/catalogue/b.svg', title: '店', link: '/shop' }) },
            { name: 'no link', data: JSON.stringify({ imageUrl: '/catalogue/c.svg' }) },
            { name: 'null', data: 'null' },
            { name: 'broken', data: '{' },
          ],
        },
        { code: 'notice', name: '公告', sort: 1, businessDataInterface: [{ name: 'n', data: '{"content":5}' }] },
        {
          code: 'recommend',
          name: '推荐',
          sort: 2,
          businessDataInterface: [
            { name: 'r', data: JSON.stringify({ title: '店长推荐', products: [card, { id: 2 }] }) },
          ],
        },
        // A code this client does not know (a newer seller platform may send one).
        {
          code: 'video' as unknown as TShopTemplateCode,
          name: '视频',
          sort: 3,
          businessDataInterface: [{ name: 'v', data: '{}' }],
        },
      ],
    };
    const map = parseShopTemplates(decoration);
    expect(map.banner).toEqual([
      { imageUrl: '/catalogue/b.svg', title: '店', link: '/shop' },
      { imageUrl: '/catalogue/c.svg', title: '', link: '' },
    ]);
    expect(map.notice).toEqual([]);
    expect(map.recommend).toEqual([{ title: '店长推荐', products: [card] }]);
    expect(Object.keys(map)).not.toContain('video');
  });
});
