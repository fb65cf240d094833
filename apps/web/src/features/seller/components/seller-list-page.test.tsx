// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/dom';
import { SellerListPage, type TSellerListPages, type TSellerListQuery } from './seller-list-page';

const settled: TSellerListQuery = { isPending: false, isError: false, refetch: () => {} };

function Page({
  query = settled,
  items,
  pages,
  isInCard,
}: {
  query?: TSellerListQuery;
  items?: string[];
  pages?: TSellerListPages;
  isInCard?: boolean;
}) {
  return (
    <SellerListPage
      className="seller-page"
      testId="page"
      isInCard={isInCard}
      bar={<h2>优惠券</h2>}
      barClassName="seller-tabs-card"
      what="优惠券"
      query={query}
      items={items}
      empty={{ text: '没有优惠券', testId: 'empty' }}
      listClassName="seller-list"
      listTestId="list"
      pages={pages}
      extra={<div data-testid="dialog" />}
    >
      {(rows, isLoading) => rows.map((r) => <p key={r}>{isLoading ? `${r}…` : r}</p>)}
    </SellerListPage>
  );
}

const pages = (total: number, extra: Partial<TSellerListPages> = {}): TSellerListPages => ({
  page: 1,
  pageSize: 10,
  total,
  onChange: () => {},
  testId: 'pages',
  ...extra,
});

describe('SellerListPage', () => {
  it('says what is loading in a card of its own, the bar and the dialogs already there', () => {
    renderWithProviders(<Page query={{ ...settled, isPending: true }} />);
    const busy = screen.getByRole('status', { name: '优惠券加载中' });
    expect(busy.className).toBe('seller-card');
    expect(screen.getByText('优惠券').parentElement?.className).toBe('seller-card seller-list-bar seller-tabs-card');
    expect(screen.getByTestId('dialog')).toBeTruthy();
  });

  it('offers to load again when the list failed', async () => {
    const refetch = vi.fn();
    renderWithProviders(<Page query={{ ...settled, isError: true, refetch }} />);
    expect(screen.getByText('优惠券加载失败')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '重新加载' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says why the list is empty', () => {
    renderWithProviders(<Page items={[]} pages={pages(0)} />);
    expect(screen.getByTestId('empty').textContent).toContain('没有优惠券');
    expect(screen.queryByTestId('pages')).toBeNull();
  });

  it('draws the rows, dimmed while the previous page stands in, with the pages under them', () => {
    renderWithProviders(
      <Page query={{ ...settled, isPlaceholderData: true }} items={['满100减10']} pages={pages(25)} />,
    );
    expect(screen.getByTestId('list').className).toBe('seller-list is-loading');
    expect(screen.getByText('满100减10…')).toBeTruthy();
    expect(screen.getByTestId('pages')).toBeTruthy();
  });

  it('shows the count beside the pages when asked, even on one page; nothing under one page otherwise', () => {
    const { unmount } = renderWithProviders(
      <Page isInCard items={['a']} pages={pages(3, { totalText: '共 3 个订单', totalTestId: 'total' })} />,
    );
    expect(screen.getByTestId('total').textContent).toBe('共 3 个订单');
    expect(screen.getByTestId('page').className).toBe('seller-list-page is-in-card seller-page');
    unmount();
    renderWithProviders(<Page items={['a']} pages={pages(3)} />);
    expect(document.querySelector('.seller-list-foot')).toBeNull();
  });
});
