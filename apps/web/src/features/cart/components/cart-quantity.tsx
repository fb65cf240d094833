import type { TCartItem } from '@mall/contract';
import { CART_ITEM_STATUS, MAX_LINE_NUMBER } from '@mall/contract/wire';
import { InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { fixQuantity } from '../../../lib/quantity';
import { useUpdateCartItem } from '../api/update-cart-item';

/** Typing or clicking +/- quickly sends one update, this long after the last change. */
const QUANTITY_COMMIT_MS = 350;

/** Below this stock the row says how few are left. */
const LOW_STOCK = 10;

/** The upper bound of the stepper: the stock (and the contract's line maximum), at least 1. */
export function quantityMax(item: Pick<TCartItem, 'stock' | 'purchaseLimit'>): number {
  return Math.max(1, Math.min(item.stock, MAX_LINE_NUMBER, item.purchaseLimit));
}

/** Quantity edits typed but not yet sent, by cart item id: 去结算 sends them first. */
const unsent = new Map<number, () => Promise<unknown>>();

/** Sends every quantity edit still waiting for its debounce and waits for the answers. */
export async function flushQuantityEdits(): Promise<void> {
  const sends = [...unsent.values()];
  unsent.clear();
  await Promise.allSettled(sends.map((send) => send()));
}

/**
 * The quantity stepper of a cart entry, bounded 1 … stock (and the 限购, 「每人限购N件」): a typed or stepped amount outside the
 * bounds (99999, 0, −3, 2.5) is corrected when it is committed (blur, Enter, a step), and the
 * correction says why beside the box (「库存仅剩398件」, 「至少购买1件」). It sets the entry's number on the server
 * (`shoppingCart/update`); a refusal (409, e.g. the stock just ran out) is toasted with the server's
 * message by the request client and the box goes back to the cart's number.
 */
export function CartQuantity({ item }: { item: TCartItem }) {
  const { mutate, mutateAsync, isPending } = useUpdateCartItem();
  const [draft, setDraft] = useState<number | null>(null);
  /** What is in the box while the buyer types, before it is committed. */
  const [typed, setTyped] = useState<number | null>(null);
  /** Why the last committed amount differs from what the buyer asked for. */
  const [note, setNote] = useState<string | null>(null);
  // A short entry can still be lowered to what is in stock; off-shelf and sold-out ones cannot change.
  const canChange = item.status === CART_ITEM_STATUS.OK || item.status === CART_ITEM_STATUS.SHORT;
  const max = quantityMax(item);

  useEffect(() => {
    if (draft === null) return;
    if (draft === item.number) {
      setDraft(null);
      return;
    }
    const sent = draft;
    unsent.set(item.id, () => mutateAsync({ id: item.id, number: sent }));
    const timer = setTimeout(() => {
      unsent.delete(item.id);
      mutate({ id: item.id, number: sent }, { onSettled: () => setDraft((d) => (d === sent ? null : d)) });
    }, QUANTITY_COMMIT_MS);
    return () => {
      clearTimeout(timer);
      unsent.delete(item.id);
    };
  }, [draft, item.id, item.number, mutate, mutateAsync]);

  const commit = (wanted: number | null) => {
    setTyped(null);
    if (wanted === null) return;
    const fix = fixQuantity(wanted, item.stock, MAX_LINE_NUMBER, item.purchaseLimit);
    setNote(fix.reason);
    setDraft(Math.min(fix.value, max));
  };

  const hint =
    item.status === CART_ITEM_STATUS.SHORT
      ? `库存不足，仅剩 ${item.stock} 件`
      : item.status === CART_ITEM_STATUS.OK && item.stock < LOW_STOCK
        ? `仅剩 ${item.stock} 件`
        : '';

  return (
    <div className="cart-qty" data-testid="cart-qty">
      <InputNumber
        value={typed ?? draft ?? item.number}
        disabled={!canChange}
        status={item.status === CART_ITEM_STATUS.SHORT && draft === null ? 'warning' : undefined}
        onChange={(v) => setTyped(v === null || v === undefined ? null : Number(v))}
        onStep={(v) => commit(Number(v))}
        onBlur={(e) => commit(e.target.value.trim() === '' ? null : Number(e.target.value))}
        onPressEnter={(e) => commit(Number((e.target as HTMLInputElement).value))}
        controls
        mode="spinner"
        size="small"
        inputMode="numeric"
        aria-label={`${item.title} 购买数量`}
        className={isPending ? 'is-saving' : undefined}
      />
      {note ? (
        <span className="cart-qty-note" role="status" data-testid="cart-qty-note">
          {note}
        </span>
      ) : hint ? (
        <span className="cart-qty-hint">{hint}</span>
      ) : null}
    </div>
  );
}
