import type { TIotSpec, TProductDetail, TStandard } from '@mall/contract';
import { formatYuan, iotSpecRows } from '@mall/contract/wire';
import type { ReactNode } from 'react';
import { Tag } from '../../../components/ui/tag';

const NONE = '—';

/** The IoT facts as labelled rows (contract: the console's review shows the same). */
export const iotRows = iotSpecRows;

/** The compact IoT facts beside the buy box. */
export function IotMiniTable({ iot }: { iot: TIotSpec }) {
  return (
    <dl className="iot-mini" data-testid="iot-mini">
      {iotRows(iot).map((row) => (
        <div key={row.label} className="iot-mini-item">
          <dt>{row.label}</dt>
          <dd title={row.values.join('、')}>{row.values.join('、') || NONE}</dd>
        </div>
      ))}
    </dl>
  );
}

function SpecTable({ rows, testId }: { rows: { label: string; value: ReactNode }[]; testId: string }) {
  return (
    <table className="spec-table" data-testid={testId}>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 规格参数 tab: IoT spec table, basic parameters and the standards with their prices. */
export function ProductSpecTables({ product, standards }: { product: TProductDetail; standards: TStandard[] }) {
  const iot = iotRows(product.iot).map((row) => ({
    label: row.label,
    value: row.values.length
      ? row.values.map((v) => (
          <Tag key={v} variant="filled" color={row.label === '是否需要网关' ? undefined : 'cyan'}>
            {v}
          </Tag>
        ))
      : NONE,
  }));
  const params = [
    { label: '品牌', value: product.brand || NONE },
    { label: '型号', value: product.model || NONE },
    { label: '单位', value: product.unit || NONE },
    { label: '商品分类', value: product.categoryPath.map((c) => c.name).join(' > ') || NONE },
  ];
  return (
    <div className="spec-tables">
      <section>
        <h3>智能参数</h3>
        <SpecTable rows={iot} testId="iot-spec-table" />
      </section>
      <section>
        <h3>基本参数</h3>
        <SpecTable rows={params} testId="params-table" />
      </section>
      {standards.length > 1 ? (
        <section>
          <h3>规格与价格</h3>
          <SpecTable
            testId="standards-table"
            rows={standards.map((s) => ({
              label: s.name || s.specs.join(' / '),
              value: (
                <>
                  ¥{formatYuan(s.price)}
                  <span className="detail-hint">　{s.stock > 0 ? `库存 ${s.stock} 件` : '暂时缺货'}</span>
                </>
              ),
            }))}
          />
        </section>
      ) : null}
    </div>
  );
}
