// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/dom';
import { AddressFields } from './address-fields';

const WORDS = { receiver: '收件人', realnamePlaceholder: '如：售后部 张三', streetPlaceholder: '仓库门牌' };

function Fields({ isPhone }: { isPhone: boolean }) {
  return (
    <Form initialValues={{ region: ['440000', '440300', '440305'] }}>
      <AddressFields words={WORDS} isPhone={isPhone} testIdPrefix="return-address" />
    </Form>
  );
}

describe('AddressFields', () => {
  it("says the form's own words: its receiver, its examples", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fields isPhone={false} />);
    expect(screen.getByText('收件人')).toBeTruthy();
    expect(screen.getByTestId('return-address-realname').getAttribute('placeholder')).toBe('如：售后部 张三');
    expect(screen.getByTestId('return-address-street').getAttribute('placeholder')).toBe('仓库门牌');
    // Not the buyer's own name and phone: the browser fills nothing in.
    expect(screen.getByTestId('return-address-realname').getAttribute('autocomplete')).toBeNull();
    await user.type(screen.getByTestId('return-address-realname'), ' ');
    await user.clear(screen.getByTestId('return-address-realname'));
    expect(await screen.findByText('请输入收件人姓名')).toBeTruthy();
  });

  it('picks the region in the bottom sheet on a phone, in the cascader on a desktop', async () => {
    const { unmount } = renderWithProviders(<Fields isPhone />);
    const trigger = screen.getByTestId('return-address-region');
    expect(trigger.className).toContain('region-sheet-trigger');
    expect(trigger.textContent).toBe('广东省 / 深圳市 / 南山区');
    unmount();
    renderWithProviders(<Fields isPhone={false} />);
    expect(screen.getByTestId('return-address-region').className).not.toContain('region-sheet-trigger');
  });
});
