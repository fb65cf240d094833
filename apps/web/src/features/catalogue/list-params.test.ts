import { ZQueryPortalPage } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  buildListSearch,
  clearListFilters,
  countListFilters,
  hasListFilters,
  parseListParams,
  patchListParams,
  toPortalQuery,
  validatePriceRange,
} from './list-params';

const parse = (qs: string) => parseListParams(new URLSearchParams(qs));

describe('parseListParams', () => {
  it('reads every filter of the product list from the query string', () => {
    expect(
      parse(
        'queryName=%20网关%20&sysCategoryId=12&priceStart=10&priceEnd=99.5&sort=priceAsc&protocol=Zigbee+3.0' +
          '&ecosystem=米家&power=电池&certification=CCC&hubRequired=0&onlyInStock=1&page=3',
      ),
    ).toEqual({
      queryName: '网关',
      sysCategoryId: 12,
      priceStart: 10,
      priceEnd: 99.5,
      sort: 'priceAsc',
      protocol: 'Zigbee 3.0',
      ecosystem: '米家',
      power: '电池',
      certification: 'CCC',
      hubRequired: 0,
      onlyInStock: 1,
      page: 3,
    });
  });

  it('reads 仅看有货 only as 1, and counts it as a filter the buyer can clear', () => {
    expect(parse('onlyInStock=0').onlyInStock).toBeUndefined();
    expect(parse('onlyInStock=yes').onlyInStock).toBeUndefined();
    const params = parse('queryName=网关&onlyInStock=1');
    expect(hasListFilters(params)).toBe(true);
    expect(clearListFilters(params)).toEqual({ queryName: '网关', sort: 'default', page: 1 });
    expect(buildListSearch(params).toString()).toBe('queryName=%E7%BD%91%E5%85%B3&onlyInStock=1');
    expect(ZQueryPortalPage.safeParse(toPortalQuery(params)).success).toBe(true);
  });

  it('reads 只看兼容我家 only as 1, and passes it to queryPortalPage as compatible', () => {
    expect(parse('compatible=0').compatible).toBeUndefined();
    expect(parse('compatible=true').compatible).toBeUndefined();
    const params = parse('compatible=1&queryName=网关');
    expect(params.compatible).toBe(1);
    expect(hasListFilters(params)).toBe(true);
    expect(buildListSearch(params).toString()).toBe('queryName=%E7%BD%91%E5%85%B3&compatible=1');
    expect(toPortalQuery(params)).toMatchObject({ compatible: 1 });
    expect(ZQueryPortalPage.safeParse(toPortalQuery(params)).success).toBe(true);
  });

  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual({ sort: 'default', page: 1 });
  });

  it('drops values the server would refuse instead of failing the page', () => {
    expect(
      parse(
        'queryName=%20%20&sysCategoryId=-3&agentId=1.5&categoryId=abc&priceStart=-1&priceEnd=1e3&sort=cheapest' +
          '&protocol=zigbee&ecosystem=Alexa&power=&certification=FCC&hubRequired=2&page=0',
      ),
    ).toEqual({ sort: 'default', page: 1 });
    expect(parse('page=100001').page).toBe(1);
    expect(parse('priceStart=1.999').priceStart).toBeUndefined();
  });

  it('drops a reversed price range but keeps a one-sided one', () => {
    expect(parse('priceStart=100&priceEnd=10')).toEqual({ sort: 'default', page: 1 });
    expect(parse('priceStart=100')).toMatchObject({ priceStart: 100 });
    expect(parse('priceEnd=0')).toMatchObject({ priceEnd: 0 });
  });

  it('cuts an overlong keyword to the 50 characters the server accepts', () => {
    expect(parse(`queryName=${'灯'.repeat(60)}`).queryName).toHaveLength(50);
  });
});

describe('buildListSearch', () => {
  it('writes a stable query string and leaves the defaults out', () => {
    const params = parse('page=1&sort=default&protocol=Wi-Fi&queryName=插座&agentId=3');
    expect(buildListSearch(params).toString()).toBe('agentId=3&queryName=%E6%8F%92%E5%BA%A7&protocol=Wi-Fi');
  });

  it('round-trips every state it writes', () => {
    const qs =
      'queryName=网关&sysCategoryId=5&protocol=Zigbee 3.0&hubRequired=1&priceStart=0&priceEnd=20&sort=sales&page=2';
    const params = parse(qs);
    expect(parseListParams(buildListSearch(params))).toEqual(params);
  });
});

describe('patchListParams', () => {
  const base = parse('queryName=网关&protocol=Wi-Fi&page=4&sort=sales');

  it('starts again at page 1 when a filter changes', () => {
    expect(patchListParams(base, { protocol: 'Matter' })).toMatchObject({ protocol: 'Matter', page: 1, sort: 'sales' });
    expect(patchListParams(base, { sort: 'priceDesc' }).page).toBe(1);
  });

  it('keeps the filters when only the page changes, and clears a field set to undefined', () => {
    expect(patchListParams(base, { page: 5 })).toMatchObject({ protocol: 'Wi-Fi', page: 5 });
    expect(patchListParams(base, { protocol: undefined })).not.toHaveProperty('protocol');
  });
});

describe('clearListFilters / hasListFilters', () => {
  it('clears the filters but keeps the keyword, the shop and the sort', () => {
    const params = parse('agentId=2&queryName=灯&protocol=Matter&priceEnd=9&sort=newest&page=3');
    expect(hasListFilters(params)).toBe(true);
    const cleared = clearListFilters(params);
    expect(cleared).toEqual({ agentId: 2, queryName: '灯', sort: 'newest', page: 1 });
    expect(hasListFilters(cleared)).toBe(false);
  });

  it('counts the 筛选 sheet’s filters for its button: a price range once, 仅看有货 and the keyword not', () => {
    expect(countListFilters(parse('queryName=灯&onlyInStock=1&sort=sales'))).toBe(0);
    expect(countListFilters(parse('sysCategoryId=3&protocol=Matter&hubRequired=0&priceStart=1&priceEnd=9'))).toBe(4);
  });
});

describe('toPortalQuery', () => {
  it('maps the page to pageNO with 20 rows and passes the contract schema', () => {
    const query = toPortalQuery(parse('queryName=网关&protocol=Zigbee 3.0&hubRequired=0&page=2'));
    expect(query).toEqual({
      pageNO: 2,
      pageRows: 20,
      queryName: '网关',
      protocol: 'Zigbee 3.0',
      hubRequired: 0,
      sort: 'default',
    });
    expect(ZQueryPortalPage.safeParse(query).success).toBe(true);
  });
});

describe('validatePriceRange', () => {
  it('accepts blank bounds, whole and two-decimal prices', () => {
    expect(validatePriceRange('', '')).toEqual({ ok: true });
    expect(validatePriceRange(' 10 ', '')).toEqual({ ok: true, priceStart: 10 });
    expect(validatePriceRange('0', '99.90')).toEqual({ ok: true, priceStart: 0, priceEnd: 99.9 });
    expect(validatePriceRange('50', '50')).toEqual({ ok: true, priceStart: 50, priceEnd: 50 });
  });

  it('refuses what is not a price, with a Chinese message', () => {
    expect(validatePriceRange('abc', '')).toEqual({ ok: false, error: '请输入有效的价格数字' });
    expect(validatePriceRange('', '-5')).toEqual({ ok: false, error: '价格不能为负数' });
    expect(validatePriceRange('1.234', '')).toEqual({ ok: false, error: '价格最多保留两位小数' });
    expect(validatePriceRange('', '200000000')).toEqual({ ok: false, error: '价格不能超过 100000000 元' });
    expect(validatePriceRange('100', '10')).toEqual({ ok: false, error: '最低价不能高于最高价' });
  });
});
