import type { TPlanLine } from '@mall/contract';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url';
import { CompatNote } from '../../smart-home';
import { LINE_ISSUE_TEXT, yuanText } from '../plan-view';

/**
 * The bill of materials (方案清单): each line with the product's picture, title and standard, today's
 * price, the stock, the quantity and the subtotal; a line that cannot be bought now is greyed and says
 * why. On a phone the rows become labelled cards (CSS only).
 */
export function BomTable({ lines }: { lines: readonly TPlanLine[] }) {
  return (
    <table className="plan-bom" data-testid="plan-bom">
      <thead>
        <tr>
          <th scope="col">商品</th>
          <th scope="col">单价</th>
          <th scope="col">数量</th>
          <th scope="col">库存</th>
          <th scope="col">小计</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr
            key={`${l.productId}-${l.standardId}`}
            className={l.isAvailable ? undefined : 'is-unavailable'}
            data-testid="plan-bom-line"
            data-standard-id={l.standardId}
          >
            <td className="plan-bom-product">
              {l.issue === 'gone' ? (
                <span className="plan-bom-thumb" aria-hidden />
              ) : (
                <img className="plan-bom-thumb" src={imageUrl(l.image, '86')} alt="" width={64} height={64} />
              )}
              <span className="plan-bom-name">
                {l.issue === 'gone' ? (
                  <span>{l.title || '商品已不存在'}</span>
                ) : (
                  <Link to={`/product/detail?id=${l.productId}`} data-testid="plan-bom-title">
                    {l.title}
                  </Link>
                )}
                {l.standardName ? <span className="plan-bom-standard">规格：{l.standardName}</span> : null}
                {l.issue ? (
                  <span className="plan-bom-issue" data-testid="plan-bom-issue">
                    {LINE_ISSUE_TEXT[l.issue]}
                  </span>
                ) : null}
                {l.compat ? <CompatNote compat={l.compat} /> : null}
              </span>
            </td>
            <td data-label="单价">{l.issue === 'gone' ? '—' : yuanText(l.price)}</td>
            <td data-label="数量" data-testid="plan-bom-quantity">
              ×{l.quantity}
            </td>
            <td data-label="库存">
              {l.isAvailable ? (
                l.stock < l.quantity ? (
                  <span className="plan-bom-short">库存仅剩{l.stock}件</span>
                ) : (
                  `${l.stock}件`
                )
              ) : (
                '—'
              )}
            </td>
            <td data-label="小计" className="plan-bom-subtotal">
              {l.isAvailable ? yuanText(l.subtotal) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
