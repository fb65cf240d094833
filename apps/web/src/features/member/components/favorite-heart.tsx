import './favorite-heart.css';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { cx } from '../../../components/ui/cx';
import { HeartFilled, HeartOutlined } from '../../../components/ui/icons';
import { useLoginModal } from '../../../stores/login-modal';
import { useSession } from '../../../stores/session';
import { useIsFavorite } from '../api/check-favorite';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { addFavoriteLater, useSetFavorite } from '../api/toggle-favorite';

/**
 * The heart of a product (收藏). A first-screen piece (detail page, list cards): plain React and CSS,
 * no antd. A guest's press opens the login modal and adds the favourite once logged in.
 */
function FavoriteButton({
  productId,
  isFavorite,
  variant,
}: {
  productId: number;
  isFavorite: boolean;
  variant: 'detail' | 'card';
}) {
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const openLogin = useLoginModal((s) => s.open);
  const mutation = useSetFavorite();
  const onClick = (e: MouseEvent) => {
    // On a card the heart sits over the product's link: the press is the heart's only.
    e.preventDefault();
    e.stopPropagation();
    if (mutation.isPending) return;
    if (!isLoggedIn) {
      openLogin(() => mutation.mutate({ productId, favorite: true }));
      return;
    }
    mutation.mutate({ productId, favorite: !isFavorite });
  };
  return <HeartButton isFavorite={isFavorite} variant={variant} onClick={onClick} />;
}

function HeartButton({
  isFavorite,
  variant,
  onClick,
}: {
  isFavorite: boolean;
  variant: 'detail' | 'card';
  onClick: (e: MouseEvent) => void;
}) {
  const label = isFavorite ? '取消收藏' : '收藏';
  return (
    <button
      type="button"
      className={cx('favorite-heart', `favorite-heart-${variant}`, isFavorite && 'is-favorite')}
      aria-pressed={isFavorite}
      aria-label={variant === 'card' ? label : undefined}
      title={label}
      onClick={onClick}
      data-testid={`favorite-${variant}`}
    >
      {isFavorite ? <HeartFilled /> : <HeartOutlined />}
      {variant === 'detail' ? <span>{isFavorite ? '已收藏' : '收藏'}</span> : null}
    </button>
  );
}

/** The detail page's heart: asks `check` for this product. */
export function DetailFavorite({ productId }: { productId: number }) {
  return <FavoriteButton productId={productId} isFavorite={useIsFavorite(productId)} variant="detail" />;
}

/**
 * A list card's heart. A member's reads the favourite ids (one query for the whole grid); a guest's
 * subscribes to nothing (no query, mutation or modal observer for each of twenty cards on a cold visit)
 * and asks for the login when pressed.
 */
export function CardFavorite({ productId }: { productId: number }) {
  const isLoggedIn = useSession((s) => Boolean(s.token));
  return isLoggedIn ? <MemberCardFavorite productId={productId} /> : <GuestCardFavorite productId={productId} />;
}

function MemberCardFavorite({ productId }: { productId: number }) {
  return <FavoriteButton productId={productId} isFavorite={useFavoriteIds().has(productId)} variant="card" />;
}

function GuestCardFavorite({ productId }: { productId: number }) {
  const client = useQueryClient();
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    useLoginModal.getState().open(() => addFavoriteLater(client, productId));
  };
  return <HeartButton isFavorite={false} variant="card" onClick={onClick} />;
}

/** A product grid's `cardAction`: each card's heart (the catalogue's grid knows nothing of favourites). */
export function favoriteCardAction(product: { id: number }) {
  return <CardFavorite productId={product.id} />;
}
