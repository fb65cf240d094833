import { CALLS, type TProductDetail, type TReview } from '@mall/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, isE2eEnabled, openBrowser } from './browser.js';
import { PNG_ORANGE, PNG_TEAL } from './images.js';
import { journeyStart, logIn, look, shippedOrder } from './journey-setup.js';
import { openPhone } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

const REVIEW_TEXT = '门锁安装简单，指纹识别很快，家里老人也会用。';

async function productDetail(id: number): Promise<TProductDetail> {
  return (await apiCall<TProductDetail>(CALLS.catalogue.details.path, { id })).data;
}

/** Takes the same look at a page on both screens: a desktop shot, or the phone fit and its shot. */
/**
 * The review journey: receive an order in the UI → 待评价 → 评价 with 5 stars, text and two
 * pictures → the product's 累计评价 tab shows it first with two thumbnails (one opens large) → like
 * it → the seller replies (over the API) → the reply shows; the product's review count grew by one.
 */
async function reviewJourney(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const j = await journeyStart(isPhone ? 2 : 1, isPhone ? '评价手机' : '评价');
  const before = await productDetail(j.product.id);
  const orderId = await shippedOrder(j);
  await logIn(page, j);

  // Receive it on the order detail.
  await page.goto(`/order/detail?orderId=${orderId}`);
  await page.getByTestId('order-receive').first().click();
  await page.locator('.ant-modal-confirm-btns').getByRole('button', { name: '确认收货' }).click();
  await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('已完成');

  // 待评价 lists the item with its 评价 button.
  await page.goto('/user/order');
  await page.getByTestId('order-tab-evaluate').click();
  const item = page.getByTestId('review-pool-item').filter({ hasText: j.product.title });
  await item.first().waitFor();
  await look(page, 'review-pool', isPhone);
  await item.first().getByTestId('review-pool-go').click();

  // The form: empty submit names what is missing, then 5 stars, text, two pictures.
  await page.waitForURL((url) => url.pathname === '/product/comment/add');
  await page.getByTestId('review-form').waitFor();
  await page.getByTestId('review-submit').click();
  await page.getByText('请选择评分').waitFor();
  await page.locator('.review-form-rate .ant-rate-star').nth(4).click();
  await page.getByTestId('review-content').fill(REVIEW_TEXT);
  await page.getByLabel('添加图片').setInputFiles([PNG_TEAL, PNG_ORANGE]);
  await expect.poll(() => page.getByTestId('uploaded-image').count(), { timeout: 20_000 }).toBe(2);
  await look(page, 'review-add', isPhone);
  await page.getByTestId('review-submit').click();

  // Back on the product, reviews tab open: ours first with its two thumbnails.
  await page.waitForURL((url) => url.pathname === '/product/detail' && url.searchParams.get('tab') === 'reviews');
  const first = page.getByTestId('review-item').first();
  await expect.poll(() => first.textContent(), { timeout: 20_000 }).toContain(REVIEW_TEXT);
  await expect.poll(() => first.getByTestId('review-thumb').count()).toBe(2);
  await expect.poll(() => first.textContent()).toContain('刚刚');
  const after = await productDetail(j.product.id);
  expect(after.ppcCount).toBe(before.ppcCount + 1);
  await expect
    .poll(() => page.getByRole('tab', { selected: true }).textContent())
    .toContain(`累计评价 (${after.ppcCount})`);

  // A thumbnail opens large; Escape closes it.
  await first.getByTestId('review-thumb').nth(1).click();
  await page.getByTestId('review-viewer').waitFor();
  await look(page, 'review-viewer', isPhone);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('review-viewer').count()).toBe(0);

  // Like it: the count becomes 1, pressed.
  const like = first.getByTestId('review-like');
  await like.click();
  await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => like.textContent()).toContain('1');

  // The seller replies; after a reload the reply shows under the review.
  const mine = await apiCall<TReview[]>(CALLS.review.query.path, { productId: j.product.id, page: 1, limit: 10 });
  const reviewId = mine.data.find((r) => r.content === REVIEW_TEXT)?.id;
  expect(reviewId).toBeTypeOf('number');
  const reply = await apiCall(
    CALLS.sellerReview.reply.path,
    { id: reviewId, content: '感谢您的认可，祝生活愉快！' },
    j.seller.token,
  );
  expect(reply.status).toBe(200);
  await page.reload();
  const reloaded = page.getByTestId('review-item').filter({ hasText: REVIEW_TEXT });
  await expect
    .poll(() => reloaded.getByTestId('review-seller-reply').textContent(), { timeout: 20_000 })
    .toBe('商家回复：感谢您的认可，祝生活愉快！');
  await expect.poll(() => reloaded.getByTestId('review-like').getAttribute('aria-pressed')).toBe('true');

  // A buyer reply through CreateCommentReply, then the per-review toggle shows and hides it.
  await reloaded.getByTestId('review-reply-link').click();
  await page.waitForURL((url) => url.pathname === '/product/comment/reply');
  await page.getByTestId('reply-content').fill('补充一下：电池能用半年。');
  await look(page, 'review-reply', isPhone);
  await page.getByTestId('reply-submit').click();
  await page.waitForURL((url) => url.pathname === '/product/detail');
  const withReply = page.getByTestId('review-item').filter({ hasText: REVIEW_TEXT });
  const toggle = withReply.getByTestId('review-reply-toggle');
  await expect.poll(() => toggle.textContent(), { timeout: 20_000 }).toBe('查看1条回复');
  await toggle.click();
  await expect.poll(() => withReply.getByTestId('review-replies').textContent()).toContain('补充一下');
  await look(page, 'review-list', isPhone);
  await toggle.click();
  await expect.poll(() => withReply.getByTestId('review-replies').count()).toBe(0);

  // The item left 待评价.
  await page.goto('/user/order');
  await page.getByTestId('order-tab-evaluate').click();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(await page.getByTestId('review-pool-item').filter({ hasText: j.product.title }).count()).toBe(0);
}

describe.runIf(isE2eEnabled())('reviews in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('receives, reviews with two pictures, sees it on the product, likes it and reads the seller’s reply', async () => {
    browser = await openBrowser();
    await reviewJourney(browser, false);
  }, 180_000);

  it('does the same on a 390 px phone, every page fitting the screen', async () => {
    browser = await openPhone();
    await reviewJourney(browser, true);
  }, 180_000);
});
