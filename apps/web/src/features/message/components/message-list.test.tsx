// @vitest-environment jsdom

import { CALLS, type TMessage } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { MessageList } from './message-list';

const M = CALLS.message;

function message(id: number, over: Partial<TMessage> = {}): TMessage {
  return {
    id,
    kind: 'orderShipped',
    title: '订单已发货',
    content: `您的订单${id}已发出`,
    link: `/order/detail?orderId=${id}`,
    isRead: false,
    createTime: Date.now(),
    ...over,
  };
}

describe('MessageList', () => {
  it('marks an unread message read when opened and follows its link', async () => {
    signIn();
    const api = stubApi({
      [M.query.path]: ok([message(1), message(2, { isRead: true, kind: 'quoteReceived', title: '收到新报价' })], 2),
      [M.read.path]: ok({ unread: 0 }),
    });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<MessageList />);
    const [first, second] = await screen.findAllByTestId('message-item');
    expect(first?.className).toContain('is-unread');
    expect(second?.className).not.toContain('is-unread');
    expect(second?.textContent).toContain('采购报价');
    await user.click(first as HTMLElement);
    await waitFor(() => expect(location()).toBe('/order/detail?orderId=1'));
    expect(api.sent(M.read.path)).toEqual([{ id: 1 }]);
  });

  it('reads them all at once', async () => {
    signIn();
    const api = stubApi({ [M.query.path]: ok([message(1)], 1), [M.read.path]: ok({ unread: 0 }) });
    const user = userEvent.setup();
    renderWithProviders(<MessageList />);
    await user.click(await screen.findByTestId('message-read-all'));
    await waitFor(() => expect(api.sent(M.read.path)).toEqual([{}]));
  });
});
