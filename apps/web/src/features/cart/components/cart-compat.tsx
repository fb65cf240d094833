import type { TCartItem, TCompat } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { Button } from 'antd';
import { Link } from 'react-router';
import { request } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { CompatBadge, CompatNote } from '../../smart-home';
import { useAddToCart } from '../api/add-to-cart';

/**
 * 一键加购网关: adds one of the suggested gateway's first standard in stock; the cart then answers the
 * line 兼容 (a gateway in the cart counts as in the home, DESIGN.md §H).
 */
function AddGatewayButton({ productId, title }: { productId: number; title: string }) {
  const add = useAddToCart();
  const onClick = async () => {
    try {
      const standards = await request(CALLS.catalogue.getStocks, { productId });
      const standard = standards.find((s) => s.stock > 0);
      if (!standard) {
        toast.error('推荐的网关暂时缺货，请稍后再试');
        return;
      }
      await add.mutateAsync({ productId, standardId: standard.id, number: 1 });
      toast.success(`已加入购物车：${title}`);
    } catch {
      // toasted by the request client
    }
  };
  return (
    <Button size="small" type="primary" loading={add.isPending} onClick={onClick} data-testid="add-gateway">
      一键加购网关
    </Button>
  );
}

/** Whether a cart line suits the buyer's home: a badge when it does, the reason and the fix when not. */
export function CartCompat({ item }: { item: TCartItem }) {
  const { compat } = item;
  if (!compat) return null;
  if (compat.level === 'ok') return <CompatBadge compat={compat} />;
  const gateway = compat.hubSuggestion;
  return (
    <CompatNote
      compat={compat}
      action={gateway ? <AddGatewayButton productId={gateway.productId} title={gateway.title} /> : null}
    />
  );
}

/**
 * The cart's and checkout's warning (DESIGN.md §H): how many lines still need a gateway the home lacks
 * (none in the cart either), each fixed by its own line's 一键加购网关.
 */
export function HubWarning({ lines }: { lines: readonly { title: string; compat?: TCompat }[] }) {
  const needing = lines.filter((line) => line.compat?.level === 'hub');
  if (needing.length === 0) return null;
  return (
    <div className="compat-note is-hub cart-hub-warning" role="status" data-testid="hub-warning">
      <span className="compat-note-reason">
        有 {needing.length} 件商品需要网关才能接入你的家：{needing.map((l) => l.title).join('、')}。
        可在购物车的商品下方一键加购推荐的网关。
      </span>
      <Link className="compat-note-fix" to="/user/home">
        查看我的家
      </Link>
    </div>
  );
}
