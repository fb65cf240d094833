// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/dom';
import type { TListingMatrix, TSpecLocks } from '../listing-form';
import { ListingSpecs } from './listing-specs';

function Harness({ initial, locks }: { initial: TListingMatrix; locks: TSpecLocks }) {
  const [value, setValue] = useState(initial);
  return <ListingSpecs value={value} onChange={setValue} locks={locks} isPhone={false} />;
}

const EMPTY: TListingMatrix = { specs: [{ name: '', values: [] }], skus: [] };

describe('ListingSpecs', { timeout: 15_000 }, () => {
  it('adds values on Enter, builds the SKU table and fills every row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={EMPTY} locks={{ specs: [] }} />);
    await user.type(screen.getByTestId('listing-spec-name-0'), '颜色');
    await user.type(screen.getByTestId('listing-spec-values-0'), '白色{Enter}黑色{Enter}');
    const table = screen.getByTestId('listing-sku-table');
    expect(within(table).getByText('白色')).toBeTruthy();
    expect(within(table).getByText('黑色')).toBeTruthy();
    await user.type(screen.getByTestId('listing-bulk-price'), '19.9');
    await user.type(screen.getByTestId('listing-bulk-stock'), '7');
    await user.click(screen.getByTestId('listing-bulk-apply'));
    expect((screen.getByTestId('listing-sku-price-1') as HTMLInputElement).value).toBe('19.90');
    expect((screen.getByTestId('listing-sku-stock-0') as HTMLInputElement).value).toBe('7');
    // A second dimension keeps each colour's entries.
    await user.click(screen.getByTestId('listing-spec-add'));
    await user.type(screen.getByTestId('listing-spec-name-1'), '套餐');
    await user.type(screen.getByTestId('listing-spec-values-1'), '单只{Enter}');
    expect((screen.getByTestId('listing-sku-price-1') as HTMLInputElement).value).toBe('19.90');
  });

  it('keeps a live product’s dimensions and values, and shows its SKUs’ price and stock read-only', () => {
    const live: TListingMatrix = {
      specs: [{ name: '颜色', values: ['白色'] }],
      skus: [{ values: ['白色'], price: 39.9, stock: 10, code: '', id: 31 }],
    };
    renderWithProviders(<Harness initial={live} locks={{ specs: live.specs }} />);
    expect(screen.getByTestId('listing-spec-lock-hint')).toBeTruthy();
    expect((screen.getByTestId('listing-spec-name-0') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('listing-spec-add')).toBeNull();
    expect(document.querySelector('.listing-spec-value .ant-tag-close-icon')).toBeNull();
    expect(screen.getByTestId('listing-sku-price-0').tagName).toBe('SPAN');
    expect(screen.getByTestId('listing-sku-stock-0').textContent).toBe('10');
  });
});
