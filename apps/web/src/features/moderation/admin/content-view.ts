import type { TContentItem } from '@mall/contract';

/** What a piece of content is about, as the console's list says it. */
export function contentTargetText(item: Pick<TContentItem, 'target'>): string {
  const { type, title } = item.target;
  if (type === 'none') return title || '—';
  if (type === 'review') return `评价：${title}`;
  if (type === 'product') return `商品：${title}`;
  return title;
}

/** What hiding it does, said before the operator types the reason. */
export function hideDescription(item: Pick<TContentItem, 'kind' | 'author'>): string {
  const where: Record<TContentItem['kind'], string> = {
    review: '商品页的评价列表、评价数和好评率',
    reply: '评价下的回复',
    plan: '方案馆列表、搜索和方案详情',
    community: '社区动态',
    demand: '采购大厅、需求详情和商家的待报价列表（隐藏期间不能报价）',
    chat: '买卖双方的会话（双方看到「该消息已被平台隐藏」）',
  };
  const told =
    item.kind === 'chat'
      ? item.author.type === 'user'
        ? '作者会在消息中收到隐藏原因。'
        : ''
      : item.author.type === 'user'
        ? '作者会在消息中收到隐藏原因，并仍能在自己的列表中看到它（标记为已被平台隐藏）。'
        : item.author.type === 'seller'
          ? '商家会在工作台的评价管理中看到它已被平台隐藏及原因。'
          : '';
  return `隐藏后，它会立即从${where[item.kind]}中消失。${told}`;
}
