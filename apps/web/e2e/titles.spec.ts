import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isE2eEnabled, openBrowser } from './browser.js';

/**
 * Every page has a title naming it (issue 36): `<page> - 智联商城`, read from the document once the
 * page is drawn, on a direct visit (a new tab, a bookmark) as a screen reader and a search engine see it.
 */
const TITLES: [path: string, title: string][] = [
  ['/', '首页 - 智联商城'],
  ['/register', '注册 - 智联商城'],
  ['/findPwd', '找回密码 - 智联商城'],
  ['/login', '个人登录 - 智联商城'],
  ['/product', '商品列表 - 智联商城'],
  ['/product?queryName=网关', '“网关”搜索结果 - 智联商城'],
  ['/news', '资讯 - 智联商城'],
  ['/guide', '帮助指南 - 智联商城'],
  ['/market', '精选市场 - 智联商城'],
  ['/procurement', '采购市场 - 智联商城'],
  ['/plan', '方案馆 - 智联商城'],
  ['/bcca', '产业联盟 - 智联商城'],
  // A guarded page sends a guest to the login page, which names itself.
  ['/cart', '个人登录 - 智联商城'],
  ['/no-such-page', '页面走丢了 - 智联商城'],
  ['/seller/login', '商家登录 - 智联商城'],
];

describe.runIf(isE2eEnabled())('page titles in Chromium', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(TITLES)('names %s 「%s」', async (path, title) => {
    const { page } = browser;
    await page.goto(path);
    await expect.poll(() => page.title()).toBe(title);
  });
});
