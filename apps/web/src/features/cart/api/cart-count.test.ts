// @vitest-environment jsdom
import { CALLS, type TCartGroup } from '@mall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

const { queryClient } = await import('../../../lib/query-client');
const { useSession } = await import('../../../stores/session');
const { useCartCount } = await import('./get-cart');
const { useAddToCart } = await import('./add-to-cart');

function group(numbers: number[]): TCartGroup {
  return {
    agentId: 1,
    shopName: '智联自营',
    productList: numbers.map((number, i) => ({ id: i + 1, number })),
  } as unknown as TCartGroup;
}

let cart: TCartGroup[] = [];
let fetchMock: Mock<typeof fetch>;

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ status: 200, msg: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}

beforeEach(() => {
  cart = [group([2, 3])];
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (input === CALLS.cart.query.path) return answer(cart);
    if (input === CALLS.cart.add.path) {
      cart = [group([2, 3, 1])];
      return answer({ id: 3, number: 1, count: 6 });
    }
    return answer(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  queryClient.clear();
  useSession.setState({ token: null, uid: 0, name: '', avatar: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('useCartCount (the header badge)', () => {
  it('is 0 for a guest and asks nothing', () => {
    const { result } = renderHook(() => useCartCount(), { wrapper });
    expect(result.current).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is the sum of all numbers of the cart query once a buyer is signed in', async () => {
    useSession.setState({ token: 'tok-1', uid: 1 });
    const { result } = renderHook(() => useCartCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(5));
  });

  it('follows an add to cart (the mutation invalidates the cart query)', async () => {
    useSession.setState({ token: 'tok-1', uid: 1 });
    const { result } = renderHook(() => ({ count: useCartCount(), add: useAddToCart() }), { wrapper });
    await waitFor(() => expect(result.current.count).toBe(5));
    await act(() => result.current.add.mutateAsync({ productId: 1, standardId: 3, number: 1 }));
    await waitFor(() => expect(result.current.count).toBe(6));
  });

  it('drops to 0 when the buyer signs out (no count of the previous buyer stays)', async () => {
    useSession.setState({ token: 'tok-1', uid: 1 });
    const { result } = renderHook(() => useCartCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(5));
    act(() => useSession.getState().dropSession());
    expect(result.current).toBe(0);
    expect(queryClient.getQueryData(['cart', 'groups'])).toBeUndefined();
  });
});
