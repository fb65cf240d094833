// @vitest-environment jsdom

import { CALLS, type TReviewPoolItem } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findToast, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { ReviewForm } from './review-form';

const TARGET: TReviewPoolItem = {
  orderId: 3,
  orderNo: 'ZL2026112500001',
  orderDetailId: 31,
  productId: 5,
  title: '智能门锁 Pro',
  image: '',
  standardName: '黑色',
  price: 999,
  number: 1,
  receivedAt: 0,
};

function setup() {
  signIn();
  const api = stubApi({
    [CALLS.review.savePProductComment.path]: ok({ id: 77 }),
    [CALLS.upload.uploadFile.path]: ok({ url: '/files/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.jpg' }),
  });
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ReviewForm target={TARGET} onSaved={onSaved} />);
  return { api, onSaved, user };
}

const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const submit = () => screen.getByRole('button', { name: '发表评价' });
const stars = () => [...document.querySelectorAll('.review-form-rate .ant-rate-star > div')] as HTMLElement[];

describe('ReviewForm', () => {
  it('asks for the score and the text, in Chinese, and sends nothing', async () => {
    const { api, user } = setup();
    await user.click(submit());
    await waitFor(() => expect(errors()).toEqual(['请选择评分', '请填写评价内容']));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('needs at least five characters of text', async () => {
    const { api, user } = setup();
    await user.click(stars()[3] as HTMLElement);
    await user.type(screen.getByTestId('review-content'), '还行');
    await user.click(submit());
    await waitFor(() => expect(errors()).toEqual(['评价内容至少5个字']));
    expect(screen.getByText('好')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends the review of the line with its score, text and anonymous flag', async () => {
    const { api, onSaved, user } = setup();
    await user.click(stars()[4] as HTMLElement);
    await user.type(screen.getByTestId('review-content'), '  开锁很快，指纹识别灵敏  ');
    await user.click(screen.getByRole('checkbox', { name: '匿名评价' }));
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(api.sent(CALLS.review.savePProductComment.path)).toEqual([
      { productId: 5, orderDetailId: 31, score: 5, content: '开锁很快，指纹识别灵敏', anonymous: true },
    ]);
    expect(await findToast('评价成功')).toBe('success');
  });

  it('uploads pictures and sends their paths; a wrong type is refused before sending', async () => {
    const { api, onSaved, user } = setup();
    const input = screen.getByLabelText('添加图片') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getAllByTestId('uploaded-image')).toHaveLength(1));
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(await findToast('仅支持 JPG、PNG、WEBP 格式的图片')).toBe('warning');
    expect(api.sent(CALLS.upload.uploadFile.path)).toHaveLength(1);
    await user.click(stars()[4] as HTMLElement);
    await user.type(screen.getByTestId('review-content'), '外观漂亮，安装简单');
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent(CALLS.review.savePProductComment.path)).toEqual([
      {
        productId: 5,
        orderDetailId: 31,
        score: 5,
        content: '外观漂亮，安装简单',
        images: ['/files/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.jpg'],
      },
    ]);
  });
});
