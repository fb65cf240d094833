import type { TDemandItem } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';

/** A demand's items: name, spec, quantity with its unit, target unit price. Stacked cards on a phone. */
export function DemandItemsTable({ items }: { items: readonly TDemandItem[] }) {
  return (
    <table className="proc-table proc-items-table" data-testid="procurement-items">
      <thead>
        <tr>
          <th scope="col">序号</th>
          <th scope="col">物品名称</th>
          <th scope="col">规格型号</th>
          <th scope="col">采购数量</th>
          <th scope="col">目标单价</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => (
          <tr key={item.id} data-testid={`procurement-item-${i}`}>
            <td data-label="序号">{i + 1}</td>
            <td data-label="物品名称" className="proc-item-name">
              {item.name}
            </td>
            <td data-label="规格型号">{item.spec || '—'}</td>
            <td data-label="采购数量">
              {item.quantity} {item.unit}
            </td>
            <td data-label="目标单价">{item.targetPrice === null ? '—' : `¥${formatYuan(item.targetPrice)}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
