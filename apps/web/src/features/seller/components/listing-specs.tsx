import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  comboKey,
  LISTING_SPEC_NAME_MAX,
  LISTING_SPEC_VALUE_MAX,
  LISTING_SPECS_MAX,
  LISTING_STOCK_MAX,
  SELLER_PRICE_MAX,
} from '@mall/contract/seller-wire';
import { Button, Input, InputNumber, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import {
  activeSpecs,
  addSpec,
  addSpecValue,
  canAddSpec,
  editSku,
  fillSkus,
  isSkuLive,
  isSpecLocked,
  isValueLocked,
  removeSpec,
  removeSpecValue,
  renameSpec,
  type TListingMatrix,
  type TSkuRow,
  type TSpecLocks,
} from '../listing-form';

interface TListingSpecsProps {
  /** The specs and their SKU rows (antd Form passes it). */
  value?: TListingMatrix;
  onChange?: (value: TListingMatrix) => void;
  /** A live product's dimensions and values, which its revision may not drop. */
  locks: TSpecLocks;
  isPhone: boolean;
  /** While the listing waits for review: nothing to add or remove. */
  isReadOnly?: boolean;
}

/** One dimension: its name, its values as tags (Enter adds one), and a remove button. */
function SpecRow({
  matrix,
  index,
  locks,
  onChange,
  isReadOnly,
}: {
  matrix: TListingMatrix;
  index: number;
  locks: TSpecLocks;
  onChange: (next: TListingMatrix) => void;
  isReadOnly: boolean;
}) {
  const [draft, setDraft] = useState('');
  const spec = matrix.specs[index];
  if (!spec) return null;
  const isLocked = isSpecLocked(locks, index);
  const add = () => {
    if (!draft.trim()) return;
    const next = addSpecValue(matrix, index, draft);
    if (typeof next === 'string') {
      toast.warning(next);
      return;
    }
    onChange(next);
    setDraft('');
  };
  return (
    <div className="listing-spec" data-testid={`listing-spec-${index}`}>
      <div className="listing-spec-head">
        <Input
          value={spec.name}
          onChange={(e) => onChange(renameSpec(matrix, index, e.target.value))}
          placeholder={index === 0 ? '规格名，如 颜色' : '规格名，如 套餐'}
          maxLength={LISTING_SPEC_NAME_MAX}
          disabled={isLocked}
          aria-label={`第${index + 1}个规格的名称`}
          data-testid={`listing-spec-name-${index}`}
        />
        <Tooltip title={isLocked ? '已上架商品的规格不能删除' : undefined}>
          <Button
            icon={<DeleteOutlined />}
            disabled={isLocked || matrix.specs.length === 1}
            onClick={() => onChange(removeSpec(matrix, index))}
            aria-label={`删除第${index + 1}个规格`}
            data-testid={`listing-spec-remove-${index}`}
          />
        </Tooltip>
      </div>
      <div className="listing-spec-values">
        {spec.values.map((v) => {
          const isValueFixed = isValueLocked(locks, index, v);
          return (
            <Tag
              key={v}
              closable={!isValueFixed && !isReadOnly}
              onClose={(e) => {
                e.preventDefault();
                onChange(removeSpecValue(matrix, index, v));
              }}
              className="listing-spec-value"
              title={isValueFixed ? '已上架的规格值不能删除，可把库存设为0' : undefined}
            >
              {v}
            </Tag>
          );
        })}
        {isReadOnly ? null : (
          <Input
            className="listing-spec-input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              add();
            }}
            onBlur={add}
            placeholder="输入规格值后回车"
            maxLength={LISTING_SPEC_VALUE_MAX}
            aria-label={`为第${index + 1}个规格添加值`}
            data-testid={`listing-spec-values-${index}`}
          />
        )}
      </div>
    </div>
  );
}

/** 批量填充: a price and/or a stock written into every row. */
function BulkFill({ onApply }: { onApply: (fill: { price: number | null; stock: number | null }) => void }) {
  const [price, setPrice] = useState<number | null>(null);
  const [stock, setStock] = useState<number | null>(null);
  return (
    <div className="listing-bulk">
      <span className="listing-bulk-label">批量填充</span>
      <InputNumber<number>
        value={price}
        onChange={setPrice}
        min={0.01}
        max={SELLER_PRICE_MAX}
        precision={2}
        prefix="¥"
        placeholder="价格"
        aria-label="批量价格"
        data-testid="listing-bulk-price"
      />
      <InputNumber<number>
        value={stock}
        onChange={setStock}
        min={0}
        max={LISTING_STOCK_MAX}
        precision={0}
        placeholder="库存"
        aria-label="批量库存"
        data-testid="listing-bulk-stock"
      />
      <Button
        onClick={() => {
          if (price === null && stock === null) {
            toast.warning('请先填写要批量填充的价格或库存');
            return;
          }
          onApply({ price, stock });
        }}
        data-testid="listing-bulk-apply"
      >
        应用到全部SKU
      </Button>
    </div>
  );
}

/**
 * 规格与SKU: up to three dimensions (name and values) that generate the SKU table, one row per
 * combination with its price, stock and 商家编码. What was entered stays when the dimensions change.
 * A live product's dimensions and values are locked (buyers may hold its SKUs); values may be added.
 */
export function ListingSpecs({ value, onChange, locks, isPhone, isReadOnly = false }: TListingSpecsProps) {
  const matrix = value ?? { specs: [{ name: '', values: [] }], skus: [] };
  const set = (next: TListingMatrix) => onChange?.(next);
  const columns = activeSpecs(matrix.specs);
  const edit = (row: number, patch: Partial<Omit<TSkuRow, 'values' | 'id'>>) => set(editSku(matrix, row, patch));
  return (
    <div className="listing-specs">
      {locks.specs.length > 0 ? (
        <p className="listing-hint" data-testid="listing-spec-lock-hint">
          已上架商品的规格名称、顺序和已有规格值不能修改或删除（买家可能已下单），可以新增规格值；不再销售的SKU可把库存设为0。
        </p>
      ) : null}
      {matrix.specs.map((_spec, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: dimensions are positional (their names are being typed)
        <SpecRow key={i} matrix={matrix} index={i} locks={locks} onChange={set} isReadOnly={isReadOnly} />
      ))}
      {canAddSpec(locks, matrix) && !isReadOnly ? (
        <Button icon={<PlusOutlined />} onClick={() => set(addSpec(matrix))} data-testid="listing-spec-add">
          添加规格（最多{LISTING_SPECS_MAX}个）
        </Button>
      ) : null}
      {matrix.skus.length > 0 ? (
        <>
          {isReadOnly ? null : (
            <BulkFill
              onApply={(fill) => set({ ...matrix, skus: fillSkus(matrix.skus, fill, (row) => !isSkuLive(locks, row)) })}
            />
          )}
          <Table<TSkuRow>
            className="listing-sku-table"
            data-testid="listing-sku-table"
            size="small"
            rowKey={(row) => comboKey(row.values)}
            pagination={false}
            dataSource={matrix.skus}
            scroll={isPhone ? { x: 'max-content' } : undefined}
            columns={[
              ...columns.map((spec, c) => ({
                key: `spec-${c}`,
                title: spec.name || `规格${c + 1}`,
                render: (_: unknown, row: TSkuRow) => row.values[c],
              })),
              {
                key: 'price',
                title: '价格（元）',
                width: 150,
                render: (_: unknown, row: TSkuRow, i: number) =>
                  isSkuLive(locks, row) ? (
                    <Tooltip title="在售SKU的价格请在商品列表中修改，立即生效">
                      <span data-testid={`listing-sku-price-${i}`}>¥{row.price}</span>
                    </Tooltip>
                  ) : (
                    <InputNumber<number>
                      value={row.price}
                      onChange={(price) => edit(i, { price })}
                      min={0.01}
                      max={SELLER_PRICE_MAX}
                      precision={2}
                      prefix="¥"
                      status={row.price === null ? 'warning' : undefined}
                      aria-label={`第${i + 1}个SKU的价格`}
                      data-testid={`listing-sku-price-${i}`}
                    />
                  ),
              },
              {
                key: 'stock',
                title: '库存',
                width: 130,
                render: (_: unknown, row: TSkuRow, i: number) =>
                  !isSkuLive(locks, row) ? (
                    <InputNumber<number>
                      value={row.stock}
                      onChange={(stock) => edit(i, { stock })}
                      min={0}
                      max={LISTING_STOCK_MAX}
                      precision={0}
                      status={row.stock === null ? 'warning' : undefined}
                      aria-label={`第${i + 1}个SKU的库存`}
                      data-testid={`listing-sku-stock-${i}`}
                    />
                  ) : (
                    <Tooltip title="在售SKU的库存请在商品列表「调整库存」中修改">
                      <span data-testid={`listing-sku-stock-${i}`}>{row.stock}</span>
                    </Tooltip>
                  ),
              },
              {
                key: 'code',
                title: '商家编码',
                width: 160,
                render: (_: unknown, row: TSkuRow, i: number) => (
                  <Input
                    value={row.code}
                    onChange={(e) => edit(i, { code: e.target.value })}
                    maxLength={32}
                    placeholder="选填"
                    aria-label={`第${i + 1}个SKU的商家编码`}
                    data-testid={`listing-sku-code-${i}`}
                  />
                ),
              },
            ]}
          />
        </>
      ) : (
        <p className="listing-hint">为规格添加值后，这里会生成SKU表格。</p>
      )}
    </div>
  );
}
