// @vitest-environment jsdom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from './tab-bar';

afterEach(cleanup);

function renderAt(path: string, cartCount = 0, isCategoriesOpen = false) {
  const onCategories = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <TabBar cartCount={cartCount} onCategories={onCategories} isCategoriesOpen={isCategoriesOpen} />
    </MemoryRouter>,
  );
  return onCategories;
}

describe('TabBar', () => {
  it('offers 首页, 分类, 购物车 and 我的, and marks the tab of the page', () => {
    renderAt('/user/order');
    const nav = screen.getByRole('navigation', { name: '底部导航' });
    expect(nav.textContent).toBe('首页分类购物车我的');
    expect(screen.getByRole('link', { name: '我的' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '购物车' }).getAttribute('href')).toBe('/cart');
  });

  it('badges the cart with its count and names it for screen readers', () => {
    renderAt('/cart', 120);
    const cart = screen.getByRole('link', { name: '购物车，120件' });
    expect(cart.getAttribute('aria-current')).toBe('page');
    expect(cart.textContent).toContain('99+');
  });

  it('opens the category drawer from 分类, which is current while the drawer is open', async () => {
    const onCategories = renderAt('/', 0, true);
    const button = screen.getByRole('button', { name: '分类' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.className).toContain('is-current');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(button);
    expect(onCategories).toHaveBeenCalledOnce();
  });
});
