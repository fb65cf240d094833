// @vitest-environment jsdom

import { CALLS, type TReview } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLoginModal } from '../../../stores/login-modal';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import ReviewPanel from './review-panel';

const NOW = Date.now();

function review(id: number, over: Partial<TReview> = {}): TReview {
  return {
    id,
    productId: 5,
    userName: 'x***y',
    avatar: '',
    isAnonymous: false,
    score: 5,
    content: `第${id}条评价，很好用`,
    images: [],
    standardName: '白色 标准版',
    likes: 2,
    liked: false,
    replyCount: 0,
    replies: [],
    createdAt: NOW - 5 * 60_000,
    ...over,
  };
}

const WITH_REPLIES = review(1, {
  images: ['/files/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.jpg', '/files/2026/11/bbbbbbbbbbbbbbbbbbbbbbbb.png'],
  replyCount: 3,
  replies: [
    { id: 10, reviewId: 1, userName: '智联旗舰店', avatar: '', isSeller: true, content: '感谢支持', createdAt: NOW },
    { id: 11, reviewId: 1, userName: 'a***b', avatar: '', isSeller: false, content: '同款，好用', createdAt: NOW },
    { id: 12, reviewId: 1, userName: 'c***d', avatar: '', isSeller: false, content: '请问耗电吗', createdAt: NOW },
  ],
});
const PLAIN = review(2, { createdAt: NOW - 3 * 3600_000, score: 3 });

const PRODUCT = { id: 5, ppcCount: 2, ppcImageCount: 1, goodRate: 50 };

function setup({ isLoggedIn = true } = {}) {
  if (isLoggedIn) signIn();
  const api = stubApi({
    [CALLS.review.query.path]: (data: { hasImage?: number; page: number }) =>
      data.hasImage ? ok([WITH_REPLIES], 1) : ok([WITH_REPLIES, PLAIN], 2),
    [CALLS.review.updateNum.path]: ok({ liked: true, likes: 3 }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ReviewPanel product={PRODUCT} />);
  return { api, user };
}

const items = () => screen.findAllByTestId('review-item');

describe('ReviewPanel', () => {
  it('shows the good rate, stars, standard, relative time, text and thumbnails of each review', async () => {
    const { api } = setup();
    const [first, second] = await items();
    expect(screen.getByTestId('review-good-rate').textContent).toBe('好评率 50%');
    expect(within(first as HTMLElement).getByRole('img', { name: '5 星' })).toBeTruthy();
    expect(first?.textContent).toContain('白色 标准版');
    expect(first?.textContent).toContain('5分钟前');
    expect(second?.textContent).toContain('3小时前');
    expect(within(first as HTMLElement).getAllByTestId('review-thumb')).toHaveLength(2);
    expect(api.sent(CALLS.review.query.path)).toEqual([{ productId: 5, page: 1, limit: 10 }]);
  });

  it('keeps the seller’s reply in view and shows the buyers’ replies per review on demand', async () => {
    const { user } = setup();
    const [first] = await items();
    const card = within(first as HTMLElement);
    expect(card.getByTestId('review-seller-reply').textContent).toBe('商家回复：感谢支持');
    expect(card.queryByTestId('review-replies')).toBeNull();
    await user.click(card.getByRole('button', { name: '查看2条回复' }));
    expect(card.getByTestId('review-replies').textContent).toContain('同款，好用');
    await user.click(card.getByRole('button', { name: '收起回复' }));
    expect(card.queryByTestId('review-replies')).toBeNull();
  });

  it('likes a review and shows the server’s count', async () => {
    const { api, user } = setup();
    const [first] = await items();
    const like = within(first as HTMLElement).getByTestId('review-like');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await user.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(like.textContent).toContain('3');
    expect(api.sent(CALLS.review.updateNum.path)).toEqual([{ id: 1 }]);
  });

  it('asks a guest to log in before liking', async () => {
    const { api, user } = setup({ isLoggedIn: false });
    const [first] = await items();
    await user.click(within(first as HTMLElement).getByTestId('review-like'));
    expect(useLoginModal.getState().isOpen).toBe(true);
    expect(api.sent(CALLS.review.updateNum.path)).toEqual([]);
  });

  it('filters to reviews with pictures', async () => {
    const { api, user } = setup();
    await items();
    await user.click(screen.getByTestId('review-filter-image'));
    await waitFor(() => expect(screen.getAllByTestId('review-item')).toHaveLength(1));
    expect(api.sent(CALLS.review.query.path).at(-1)).toEqual({ productId: 5, page: 1, limit: 10, hasImage: 1 });
  });

  it('opens a thumbnail large and closes it with Escape', async () => {
    const { user } = setup();
    const [first] = await items();
    await user.click(within(first as HTMLElement).getAllByTestId('review-thumb')[1] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: '评价图片 2/2' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toContain('900');
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(screen.getByRole('dialog', { name: '评价图片 1/2' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
