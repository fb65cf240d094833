// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/dom';
import { addressRegionOptions } from '../address-view';
import { RegionSheet } from './region-sheet';

function Field({ initial = [], onChange }: { initial?: string[]; onChange: (codes: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RegionSheet
      options={addressRegionOptions()}
      placeholder="请选择省 / 市 / 区县"
      value={value}
      onChange={(codes) => {
        setValue(codes);
        onChange(codes);
      }}
      data-testid="address-region"
    />
  );
}

const steps = () => screen.getAllByTestId('region-sheet-step').map((s) => s.textContent);
const option = (name: string) => within(screen.getByRole('listbox')).getByRole('option', { name });

describe('RegionSheet (the phone region picker)', () => {
  it('walks 省 → 市 → 区 in a bottom sheet with a step header and sets the value with the district', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Field onChange={onChange} />);
    expect(screen.getByTestId('address-region').textContent).toBe('请选择省 / 市 / 区县');

    await user.click(screen.getByTestId('address-region'));
    expect(document.querySelector('.region-sheet .ant-drawer-bottom, .region-sheet.ant-drawer-bottom')).toBeTruthy();
    expect(screen.getByRole('listbox', { name: '选择省份' })).toBeTruthy();
    expect(steps()).toEqual(['请选择']);
    await user.click(option('广东省'));
    expect(steps()).toEqual(['广东省', '请选择']);
    expect(screen.getByRole('listbox', { name: '选择城市' })).toBeTruthy();
    await user.click(option('深圳市'));
    expect(steps()).toEqual(['广东省', '深圳市', '请选择']);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(option('南山区'));

    expect(onChange).toHaveBeenCalledWith(['440000', '440300', '440305']);
    expect(screen.getByTestId('address-region').textContent).toBe('广东省 / 深圳市 / 南山区');
  });

  it('opens at the chosen district, and a step taps back to its level to choose again', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Field initial={['440000', '440300', '440305']} onChange={onChange} />);
    await user.click(screen.getByTestId('address-region'));
    expect(steps()).toEqual(['广东省', '深圳市', '南山区']);
    expect(option('南山区').getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getAllByTestId('region-sheet-step')[0] as HTMLElement);
    expect(screen.getByRole('listbox', { name: '选择省份' })).toBeTruthy();
    await user.click(option('上海市'));
    // A new province drops the city and district chosen under the old one.
    expect(steps()).toEqual(['上海市', '请选择']);
    await user.click(option('市辖区'));
    await user.click(option('浦东新区'));
    expect(onChange).toHaveBeenCalledWith(['310000', '310100', '310115']);
  });
});
