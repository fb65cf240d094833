// @vitest-environment jsdom

import { CALLS } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { FeedbackForm } from './feedback-form';

const ADD = CALLS.feedback.add.path;

// Typing into antd's TextArea (showCount, autoSize) key by key is slow in jsdom on a busy machine.
describe('FeedbackForm', { timeout: 15_000 }, () => {
  it('sends the chosen type, the text and the contact, thanks and clears', async () => {
    signIn();
    const api = stubApi({ [ADD]: ok({ id: 1 }) });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm />);
    await user.click(screen.getByRole('radio', { name: '投诉' }));
    await user.type(screen.getByTestId('feedback-content'), '  快递员态度很差  ');
    await user.type(screen.getByTestId('feedback-contact'), '13800138000');
    await user.click(screen.getByTestId('feedback-submit'));
    await waitFor(() =>
      expect(api.sent(ADD)).toEqual([{ type: 3, content: '快递员态度很差', contact: '13800138000' }]),
    );
    expect(await findToast('感谢反馈，我们会尽快处理')).toBe('success');
    await waitFor(() => expect((screen.getByTestId('feedback-content') as HTMLTextAreaElement).value).toBe(''));
  });

  it('refuses short text and a contact that is neither a phone nor an e-mail before sending', async () => {
    signIn();
    const api = stubApi({ [ADD]: ok({ id: 1 }) });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm fixedType={4} />);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(screen.getByTestId('feedback-content'), '短');
    await user.type(screen.getByTestId('feedback-contact'), 'abc');
    await user.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('内容至少5个字')).toBeTruthy();
    expect(await screen.findByText('请填写手机号或邮箱')).toBeTruthy();
    expect(api.sent(ADD)).toEqual([]);
  });

  it('sends the customer-service type from the 客服 form', async () => {
    signIn();
    const api = stubApi({ [ADD]: ok({ id: 2 }) });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm fixedType={4} compact />);
    await user.type(screen.getByTestId('feedback-content'), '物流一直没有更新');
    await user.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(api.sent(ADD)).toEqual([{ type: 4, content: '物流一直没有更新' }]));
  });
});
