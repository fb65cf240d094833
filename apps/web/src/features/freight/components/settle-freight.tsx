import { formatYuan } from '@mall/contract/wire';

/** 运费 of each shop's order on the settlement page (快递配送 row), as `freight.quote` answered. */
export function SettleFreight({
  groups,
  byShop,
  isKnown,
}: {
  groups: { agentId: number; shopName: string }[];
  byShop: Map<number, number>;
  isKnown: boolean;
}) {
  if (!isKnown) return <span className="settle-free">选择收货地址后计算运费</span>;
  return (
    <span className="settle-freight" data-testid="settle-freight">
      {groups.map((g) => {
        const fee = byShop.get(g.agentId) ?? 0;
        return (
          <span key={g.agentId} className="settle-freight-shop" data-testid="settle-freight-shop">
            {groups.length > 1 ? `${g.shopName} ` : ''}
            {fee === 0 ? <span className="settle-free">免运费</span> : `运费 ¥${formatYuan(fee)}`}
          </span>
        );
      })}
    </span>
  );
}
