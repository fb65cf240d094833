import type { TPlanLine } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CART_QUERY_KEY, getCart } from '../../cart';
import { cartPlanOf, type TCartOutcome } from '../plan-view';

/**
 * The units of each standard the cart holds now, so a line adds what the stock leaves beside them (the
 * cart refuses an add past the stock whole). Unknown when the cart cannot be read: then nothing is
 * assumed held and the cart's own refusal is reported.
 */
async function heldUnits(): Promise<Map<number, number>> {
  try {
    const groups = await getCart();
    return new Map(groups.flatMap((g) => g.productList.map((i) => [i.standardId, i.number] as const)));
  } catch {
    return new Map();
  }
}

/**
 * 一键加购: every available line of the bill of materials goes into the cart through the cart's own
 * add call, one after the other (the cart takes one buyer's writes in turn anyway); a line the cart
 * refuses (its stock went meanwhile) is reported, not thrown. The
 * cart query is refreshed once at the end, so the navbar badge shows the new count. Silent calls:
 * the page shows one summary instead of a toast per refused line.
 */
export async function addPlanToCart(lines: readonly TPlanLine[]): Promise<TCartOutcome> {
  const { toAdd, skipped } = cartPlanOf(lines, await heldUnits());
  const added: TCartOutcome['added'] = [];
  const failed: TCartOutcome['failed'] = [...skipped];
  for (const item of toAdd) {
    try {
      await request(
        CALLS.cart.add,
        { productId: item.line.productId, standardId: item.line.standardId, number: item.number },
        { isSilent: true },
      );
      added.push(item);
    } catch (error) {
      failed.push({ line: item.line, reason: error instanceof Error ? error.message : '加入失败' });
    }
  }
  return { added, failed };
}

export function useAddPlanToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlanToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
