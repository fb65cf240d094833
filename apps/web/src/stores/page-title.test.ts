// @vitest-environment jsdom

import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMetaDescription, usePageTitle, usePageTitleStore } from './page-title';

describe('usePageTitle', () => {
  it('names the page while it is shown, and gives the route title back when it goes', () => {
    const { rerender, unmount } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: undefined as string | undefined },
    });
    expect(usePageTitleStore.getState().title).toBeNull();
    rerender({ title: '云栖 Zigbee 3.0 智能网关 Pro' });
    expect(usePageTitleStore.getState().title).toBe('云栖 Zigbee 3.0 智能网关 Pro');
    rerender({ title: '“网关”搜索结果' });
    expect(usePageTitleStore.getState().title).toBe('“网关”搜索结果');
    unmount();
    expect(usePageTitleStore.getState().title).toBeNull();
  });
});

describe('useMetaDescription', () => {
  it('sets the page’s description and puts the default back', () => {
    document.head.innerHTML = '<meta name="description" content="智联商城">';
    const meta = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
    const { unmount } = renderHook(() => useMetaDescription('云栖网关：Zigbee 3.0 网关'));
    expect(meta()).toBe('云栖网关：Zigbee 3.0 网关');
    unmount();
    expect(meta()).toBe('智联商城');
  });
});
