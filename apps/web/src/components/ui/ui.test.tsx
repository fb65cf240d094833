// @vitest-environment jsdom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge } from './badge';
import { Drawer } from './drawer';
import { Dropdown } from './dropdown';
import { InputNumber } from './input-number';
import { Pagination, pageWindow } from './pagination';
import { Tabs } from './tabs';

afterEach(cleanup);

describe('pageWindow', () => {
  it('shows every page when there are few, and gaps around the current one when there are many', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([1, null, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(10, 27)).toEqual([1, null, 8, 9, 10, 11, 12, null, 27]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
  });
});

describe('Pagination', () => {
  it('turns pages with the arrows and the numbers, marks the current page and stops at the ends', async () => {
    const onChange = vi.fn();
    render(<Pagination current={1} total={95} pageSize={10} onChange={onChange} showTotal={(t) => `共 ${t} 件`} />);
    expect(screen.getByText('共 95 件')).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '第 10 页' }));
    expect(onChange.mock.calls).toEqual([
      [2, 10],
      [10, 10],
    ]);
  });

  it('jumps to a typed page within range and changes the page size from page 1', async () => {
    const onChange = vi.fn();
    render(
      <Pagination
        current={2}
        total={200}
        pageSize={20}
        onChange={onChange}
        showQuickJumper
        showSizeChanger
        pageSizeOptions={[20, 40]}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: '跳至页' }), '99{Enter}');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '40');
    expect(onChange.mock.calls).toEqual([
      [10, 20],
      [1, 40],
    ]);
  });
});

describe('Tabs', () => {
  it('selects by click and by the arrow keys, and shows the active panel', async () => {
    const onChange = vi.fn();
    render(
      <Tabs
        onChange={onChange}
        items={[
          { key: 'a', label: '全部', children: '全部商品' },
          { key: 'b', label: '网关', children: '网关商品' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('全部商品');
    await userEvent.click(screen.getByRole('tab', { name: '网关' }));
    expect(screen.getByRole('tab', { name: '网关' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('网关商品');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange.mock.calls).toEqual([['b'], ['a']]);
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Dropdown', () => {
  it('opens on click, picks an item, and closes on Escape or a click elsewhere', async () => {
    const onSelect = vi.fn();
    render(
      <div>
        <Dropdown
          label="我的账户"
          items={[
            { key: 'info', label: '个人信息' },
            { type: 'divider' },
            { key: 'logout', label: '退出登录', danger: true },
          ]}
          onSelect={onSelect}
        />
        <p>别处</p>
      </div>,
    );
    const trigger = screen.getByRole('button', { name: '我的账户' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem', { name: '退出登录' })).toBeNull();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('别处'));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('InputNumber', () => {
  it('keeps typed digits only and settles within the bounds on blur; the buttons stop at them', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<InputNumber value={1} min={1} max={10} onChange={onChange} aria-label="数量" />);
    expect(screen.getByRole('button', { name: '减少' }).hasAttribute('disabled')).toBe(true);
    const field = screen.getByRole('spinbutton', { name: '数量' });
    await userEvent.clear(field);
    await userEvent.type(field, '9x9');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(10);
    rerender(<InputNumber value={10} min={1} max={10} onChange={onChange} aria-label="数量" />);
    expect(screen.getByRole('button', { name: '增加' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '减少' }));
    expect(onChange).toHaveBeenLastCalledWith(9);
  });
});

describe('Badge', () => {
  it('shows the count, caps it, and shows nothing at 0', () => {
    const { rerender, container } = render(<Badge count={120}>购物车</Badge>);
    expect(container.querySelector('sup')?.textContent).toBe('99+');
    rerender(<Badge count={0}>购物车</Badge>);
    expect(container.querySelector('sup')).toBeNull();
  });
});

describe('Drawer', () => {
  it('shows nothing until opened, then a labelled modal dialog that Escape, the mask and 关闭 close', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Drawer open={false} onClose={onClose} title="商品分类">
        <p>内容</p>
      </Drawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Drawer open onClose={onClose} title="商品分类" footer={<button type="button">确定</button>}>
        <p>内容</p>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: '商品分类' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(document.documentElement.classList.contains('ui-drawer-lock')).toBe(true);
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await userEvent.click(document.querySelector('.ui-drawer-mask') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(3);
    rerender(
      <Drawer open={false} onClose={onClose} title="商品分类">
        <p>内容</p>
      </Drawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.classList.contains('ui-drawer-lock')).toBe(false);
  });
});
