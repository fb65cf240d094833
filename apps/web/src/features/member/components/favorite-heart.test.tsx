// @vitest-environment jsdom

import { CALLS } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLoginModal } from '../../../stores/login-modal';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { CardFavorite, DetailFavorite } from './favorite-heart';

const F = CALLS.favorite;

describe('DetailFavorite', () => {
  it('shows the checked state and toggles it through add and remove', async () => {
    signIn();
    const api = stubApi({
      [F.check.path]: ok({ favorite: false }),
      [F.add.path]: ok({ favorite: true }),
      [F.remove.path]: ok({ favorite: false }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DetailFavorite productId={7} />);
    const heart = screen.getByTestId('favorite-detail');
    await waitFor(() => expect(api.sent(F.check.path)).toEqual([{ productId: 7 }]));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.textContent).toBe('已收藏');
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(api.sent(F.add.path)).toEqual([{ productId: 7 }]);
    expect(api.sent(F.remove.path)).toEqual([{ productId: 7 }]);
  });

  it('asks a guest to log in, asks nothing first, and adds the favourite once logged in', async () => {
    const api = stubApi({ [F.add.path]: ok({ favorite: true }), [F.check.path]: ok({ favorite: true }) });
    const user = userEvent.setup();
    renderWithProviders(<DetailFavorite productId={7} />);
    await user.click(screen.getByTestId('favorite-detail'));
    expect(useLoginModal.getState().isOpen).toBe(true);
    expect(api.sent(F.check.path)).toEqual([]);
    signIn();
    useLoginModal.getState().succeed();
    await waitFor(() => expect(api.sent(F.add.path)).toEqual([{ productId: 7 }]));
  });
});

describe('CardFavorite', () => {
  it('reads the favourite ids once for every card of the grid', async () => {
    signIn();
    const card = (productId: number) => ({ id: productId, productId, createTime: 0, product: null });
    const api = stubApi({ [F.query.path]: ok([card(3), card(9)], 2) });
    renderWithProviders(
      <>
        <CardFavorite productId={3} />
        <CardFavorite productId={4} />
      </>,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('favorite-card').map((b) => b.getAttribute('aria-pressed'))).toEqual([
        'true',
        'false',
      ]),
    );
    expect(api.sent(F.query.path)).toEqual([{ page: 1, limit: 100 }]);
    expect(screen.getAllByRole('button', { name: /收藏/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      '取消收藏',
      '收藏',
    ]);
  });

  it('asks a guest to log in, asks nothing first, and adds the favourite once logged in', async () => {
    const api = stubApi({ [F.add.path]: ok({ favorite: true }), [F.query.path]: ok([], 0) });
    const user = userEvent.setup();
    renderWithProviders(<CardFavorite productId={5} />);
    await user.click(screen.getByTestId('favorite-card'));
    expect(useLoginModal.getState().isOpen).toBe(true);
    expect(api.sent(F.query.path)).toEqual([]);
    signIn();
    useLoginModal.getState().succeed();
    await waitFor(() => expect(api.sent(F.add.path)).toEqual([{ productId: 5 }]));
  });
});
