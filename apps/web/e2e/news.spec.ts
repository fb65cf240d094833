import { CALLS, type TNewsCard, type TNewsHome } from '@mall/contract';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, isE2eEnabled, openBrowser } from './browser.js';
import { lookSettled } from './journey-setup.js';
import { openPhone } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

/** The articles of one column, newest first (`news/query`, reads count no view). */
async function columnArticles(columnId: number): Promise<TNewsCard[]> {
  const answer = await apiCall<TNewsCard[]>(CALLS.news.query.path, { page: 1, limit: 10, columnId });
  expect(answer.status).toBe(200);
  return answer.data;
}

/** The `id` of the page's address. */
const shownId = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

/** Waits for an article's page and checks its heading and the page title it gives the tab. */
async function expectArticle(page: Page, id: number, title: string) {
  await page.waitForURL((url) => url.pathname === '/news/detail' && url.searchParams.get('id') === String(id));
  await page.locator(`[data-testid="news-detail"][data-news-id="${id}"]`).waitFor();
  expect(await page.getByTestId('news-title').textContent()).toBe(title);
  await expect.poll(() => page.title()).toBe(`${title} - 智联商城`);
}

async function shownViews(page: Page): Promise<number> {
  return Number(await page.getByTestId('news-views').getAttribute('data-views'));
}

/**
 * 资讯: the home's columns → a column's 更多 → the list (another tab, a keyword from a seeded title)
 * → an article (its views counted once per visit) → 下一篇 / 上一篇 → a related article; an unknown
 * id shows the 404 state.
 */
async function journey(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const home = await apiCall<TNewsHome>(CALLS.news.home.path, {});
  const [first, second] = home.data.columns;
  if (!first || !second) throw new Error('the demo seeds at least two news columns');
  expect(home.data.banners.length).toBeGreaterThan(0);

  await page.goto('/news');
  await page.getByTestId('news-column').first().waitFor();
  expect(await page.getByTestId('news-column').count()).toBe(home.data.columns.length);
  await page.getByTestId('news-carousel').waitFor();
  expect(await page.locator('h1').count()).toBe(1);
  await lookSettled(page, 'news-home', isPhone);

  // The headline in view opens its article (autoplay may turn it meanwhile: any headline is right).
  await page.locator('.ui-carousel-slide:not([aria-hidden]) [data-testid="news-banner"]').first().click();
  await page.waitForURL((url) => url.pathname === '/news/detail');
  await page.getByTestId('news-title').waitFor();
  expect(home.data.banners.map((b) => b.id)).toContain(shownId(page));
  await page.goBack();
  await page.getByTestId('news-column').first().waitFor();

  // 全部 turns pages (ten a page): page 2 holds the next ten, newest first.
  const all = await apiCall<TNewsCard[]>(CALLS.news.query.path, { page: 2, limit: 10 });
  await page.goto('/news/list');
  await page.getByTestId('news-card').first().waitFor();
  await page.getByTestId('news-pagination').locator('.ant-pagination-item-2').click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await expect
    .poll(() => page.getByTestId('news-card').first().getAttribute('data-news-id'))
    .toBe(String(all.data[0]?.id));
  await page.goto('/news');
  await page.getByTestId('news-column').first().waitFor();

  // 更多 of the first column opens its list, its tab current.
  await page
    .locator(`[data-testid="news-column"][data-column-id="${first.id}"]`)
    .getByTestId('news-column-more')
    .click();
  await page.waitForURL(
    (url) => url.pathname === '/news/list' && url.searchParams.get('columnId') === String(first.id),
  );
  await page.getByTestId('news-card').first().waitFor();
  expect(await page.locator('[data-testid="news-tab"][aria-current="page"]').textContent()).toBe(first.name);
  expect(await page.getByTestId('news-list-heading').textContent()).toBe(first.name);

  // Another tab: the second column's articles, newest first.
  const articles = await columnArticles(second.id);
  await page.locator(`[data-testid="news-tab"][data-column-id="${second.id}"]`).click();
  await page.waitForURL((url) => url.searchParams.get('columnId') === String(second.id));
  await expect
    .poll(() => page.getByTestId('news-card').first().getAttribute('data-news-id'))
    .toBe(String(articles[0]?.id));
  await lookSettled(page, 'news-list', isPhone);

  // A keyword from a seeded title (its second newest: it has a newer and an older neighbour).
  const target = articles[1];
  if (!target || !articles[2]) throw new Error(`column ${second.name} has fewer than three articles`);
  const keyword = [...target.title].slice(0, 4).join('');
  await page.getByTestId('news-search-input').fill(keyword);
  await page.getByTestId('news-search').click();
  await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
  expect(new URL(page.url()).searchParams.get('columnId')).toBe(String(second.id));
  const card = page.locator(`[data-testid="news-card"][data-news-id="${target.id}"]`);
  await card.waitFor();
  // Every card found names the keyword in its title or summary (the target was already in the column's
  // list: wait for the search's answer to replace it, not for the card).
  await expect
    .poll(async () => (await page.getByTestId('news-card').allTextContents()).filter((t) => !t.includes(keyword)))
    .toEqual([]);
  await lookSettled(page, 'news-search', isPhone);

  // A keyword nothing has: the empty state.
  await page.getByTestId('news-search-input').fill('没有这样的资讯标题');
  await page.getByTestId('news-search').click();
  await page.getByTestId('news-empty').waitFor();
  await page.goBack();
  await card.waitFor();

  // The article: a viewer counts once a day (DESIGN.md §G), so a reload adds no view.
  await card.click();
  await expectArticle(page, target.id, target.title);
  expect(await page.getByTestId('news-breadcrumb').textContent()).toContain(second.name);
  expect(await page.locator('h1').count()).toBe(1);
  // The body as the article's typography draws it: paragraphs, and no wider than its column.
  const body = page.getByTestId('news-body');
  expect(await body.locator('p').count()).toBeGreaterThan(0);
  expect((await body.boundingBox())?.width).toBeLessThanOrEqual(760);
  await lookSettled(page, 'news-detail', isPhone);
  const views = await shownViews(page);
  await page.reload();
  await page.getByTestId('news-title').waitFor();
  expect(await shownViews(page)).toBe(views);

  // 下一篇 is the newer neighbour in the column, and 上一篇 there comes back.
  const newer = articles[0];
  if (!newer) throw new Error('no newer article');
  await page.getByTestId('news-next').click();
  await expectArticle(page, newer.id, newer.title);
  expect(await page.getByTestId('news-prev').getAttribute('data-news-id')).toBe(String(target.id));
  await page.getByTestId('news-prev').click();
  await expectArticle(page, target.id, target.title);
  expect(await page.getByTestId('news-prev').getAttribute('data-news-id')).toBe(String(articles[2].id));

  // A related article opens.
  const related = page.getByTestId('news-related').getByTestId('news-card').first();
  const relatedId = Number(await related.getAttribute('data-news-id'));
  const relatedTitle = (await related.locator('.news-card-title').textContent()) ?? '';
  expect(relatedId).not.toBe(target.id);
  await related.click();
  await expectArticle(page, relatedId, relatedTitle);
  expect(shownId(page)).toBe(relatedId);

  // An unknown article.
  await page.goto('/news/detail?id=987654321');
  await page.getByTestId('news-missing').waitFor();
  await lookSettled(page, 'news-missing', isPhone);
}

describe.runIf(isE2eEnabled())('news in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('goes from the news home to a column, a search and an article with its neighbours and related articles', async () => {
    browser = await openBrowser();
    await journey(browser, false);
  });

  it('does the same on a 390 px phone, every page fitting the screen', async () => {
    browser = await openPhone();
    await journey(browser, true);
  });
});
