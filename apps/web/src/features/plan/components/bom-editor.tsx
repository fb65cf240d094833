import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { PLAN_PRODUCTS_MAX, PLAN_QUANTITY_MAX } from '@mall/contract/wire';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, Input, InputNumber, Modal, Pagination, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { imageUrl } from '../../../lib/image-url';
import { toast } from '../../../lib/toast';
import { getProductPageQueryOptions, getStocksQueryOptions } from '../../catalogue';
import { addOutcomeText, addPickedLine, bomTotal, lineSubtotal, type TBomDraftLine, withLine } from '../plan-form';
import { yuanText } from '../plan-view';

const PICKER_PAGE = 8;

/** One line: the product, its standard (chosen among the product's standards) and the quantity. */
function BomLine({
  line,
  index,
  onChange,
  onRemove,
}: {
  line: TBomDraftLine;
  index: number;
  onChange: (line: TBomDraftLine) => void;
  onRemove: () => void;
}) {
  const stocks = useQuery(getStocksQueryOptions(line.productId));
  const options = (stocks.data ?? []).map((s) => ({
    value: s.id,
    label: `${s.name || '默认规格'}　${yuanText(s.price)}${s.stock > 0 ? '' : '（缺货）'}`,
  }));
  const current = stocks.data?.find((s) => s.id === line.standardId);
  return (
    <li className="plan-bom-edit-line" data-testid="plan-bom-edit-line" data-product-id={line.productId}>
      <img className="plan-bom-thumb" src={imageUrl(line.image, '86')} alt="" width={56} height={56} />
      <div className="plan-bom-edit-main">
        <span className="plan-bom-edit-title">{line.title}</span>
        <div className="plan-bom-edit-controls">
          <Select
            className="plan-bom-edit-standard"
            value={line.standardId}
            loading={stocks.isPending}
            options={options.length ? options : [{ value: line.standardId, label: line.standardName || '默认规格' }]}
            onChange={(standardId: number) => {
              const s = stocks.data?.find((x) => x.id === standardId);
              onChange({ ...line, standardId, standardName: s?.name ?? '' });
            }}
            aria-label={`第${index + 1}件产品的规格`}
            popupMatchSelectWidth={false}
          />
          <InputNumber<number>
            className="plan-bom-edit-quantity"
            min={1}
            max={PLAN_QUANTITY_MAX}
            precision={0}
            inputMode="numeric"
            value={line.quantity}
            onChange={(q) => onChange({ ...line, quantity: q && q > 0 ? Math.round(q) : 1 })}
            aria-label={`第${index + 1}件产品的数量`}
            data-testid="plan-bom-edit-quantity"
          />
          {current ? (
            <span className="plan-bom-edit-price" data-testid="plan-bom-edit-subtotal">
              <strong>{yuanText(lineSubtotal(current.price, line.quantity))}</strong>
              {line.quantity > 1 ? (
                <small>
                  {yuanText(current.price)} × {line.quantity}
                </small>
              ) : null}
            </span>
          ) : null}
        </div>
      </div>
      <Button
        className="plan-bom-edit-remove"
        icon={<DeleteOutlined />}
        onClick={onRemove}
        aria-label={`移除第${index + 1}件产品：${line.title}`}
        data-testid="plan-bom-edit-remove"
      />
    </li>
  );
}

/** The catalogue search the author picks products from (products in stock only); listed ones say so. */
function ProductPicker({ listed, onPick }: { listed: ReadonlySet<number>; onPick: (line: TBomDraftLine) => void }) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState<number | null>(null);
  const result = useQuery(
    getProductPageQueryOptions({
      pageNO: page,
      pageRows: PICKER_PAGE,
      queryName: keyword || undefined,
      onlyInStock: 1,
    }),
  );
  const list = result.data?.data ?? [];
  const total = result.data?.total ?? 0;
  const queryClient = useQueryClient();

  const pick = async (p: (typeof list)[number]) => {
    if (picking !== null) return;
    setPicking(p.id);
    try {
      // The first standard in stock; the author may change it on the line.
      const standards = await queryClient.fetchQuery(getStocksQueryOptions(p.id));
      const standard = standards?.find((s) => s.stock > 0) ?? standards?.[0];
      if (!standard) {
        toast.warning('该商品暂无可选规格');
        return;
      }
      onPick({
        productId: p.id,
        standardId: standard.id,
        quantity: 1,
        title: p.title,
        image: p.image,
        standardName: standard.name,
      });
    } catch {
      // The request client toasted it.
    } finally {
      setPicking(null);
    }
  };

  return (
    <div className="plan-picker" data-testid="plan-picker">
      <form
        className="plan-search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
          setPage(1);
        }}
      >
        <Input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={30}
          allowClear
          placeholder="搜索商品，如 网关、门锁"
          aria-label="搜索商品"
          prefix={<SearchOutlined aria-hidden />}
          enterKeyHint="search"
          data-testid="plan-picker-input"
        />
        <Button type="primary" htmlType="submit" data-testid="plan-picker-search">
          搜索
        </Button>
      </form>
      {result.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到有货的商品，换个关键词试试" />
      ) : (
        <ul className="plan-picker-list">
          {list.map((p) => (
            <li key={p.id} className="plan-picker-item" data-testid="plan-picker-item" data-product-id={p.id}>
              <img className="plan-bom-thumb" src={imageUrl(p.image, '86')} alt="" width={56} height={56} />
              <span className="plan-picker-info">
                <span className="plan-picker-title">{p.title}</span>
                <span className="plan-picker-price">
                  {yuanText(p.price)}起
                  {listed.has(p.id) ? (
                    <span className="plan-picker-listed" data-testid="plan-picker-listed">
                      已在清单
                    </span>
                  ) : null}
                </span>
              </span>
              <Button
                type="primary"
                ghost
                icon={<PlusOutlined />}
                loading={picking === p.id}
                onClick={() => void pick(p)}
                aria-label={`添加：${p.title}`}
                data-testid="plan-picker-add"
              >
                添加
              </Button>
            </li>
          ))}
        </ul>
      )}
      {total > PICKER_PAGE ? (
        <Pagination
          simple
          className="plan-pagination"
          current={page}
          pageSize={PICKER_PAGE}
          total={total}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}

interface TBomEditorProps {
  value?: TBomDraftLine[];
  onChange?: (value: TBomDraftLine[]) => void;
  id?: string;
}

/**
 * The plan's bill of materials in the form: the lines with their standard and quantity, and 添加产品,
 * which opens the catalogue search (a dialog on a desktop, a bottom sheet on a phone).
 */
export function BomEditor({ value = [], onChange, id }: TBomEditorProps) {
  const [isOpen, setIsOpen] = useState(false);
  const isPhone = useAntdPhone();
  const isFull = value.length >= PLAN_PRODUCTS_MAX;
  // The lines' standards (the same queries the lines run): their prices make the running total.
  const stocks = useQueries({
    queries: [...new Set(value.map((l) => l.productId))].map((productId) => getStocksQueryOptions(productId)),
  });
  const prices = new Map<number, number>();
  for (const q of stocks) for (const s of q.data ?? []) prices.set(s.id, s.price);
  const sum = bomTotal(value, (standardId) => prices.get(standardId));
  const picker = (
    <ProductPicker
      listed={new Set(value.map((l) => l.productId))}
      onPick={(line) => {
        const { lines: next, outcome } = addPickedLine(value, line, PLAN_QUANTITY_MAX);
        if (outcome !== 'atMax') onChange?.(next);
        const text = addOutcomeText(outcome, line.title);
        if (outcome === 'added') toast.success(text);
        else toast.info(text);
        if (next.length >= PLAN_PRODUCTS_MAX) setIsOpen(false);
      }}
    />
  );
  return (
    <div className="plan-bom-editor" id={id}>
      {value.length ? (
        <>
          <ol className="plan-bom-edit-list">
            {value.map((line, i) => (
              <BomLine
                key={line.standardId}
                line={line}
                index={i}
                onChange={(next) => {
                  // Choosing a standard already listed merges the two lines.
                  const others = value.filter((_, j) => j !== i);
                  const merged = others.some((l) => l.standardId === next.standardId)
                    ? withLine(others, next, PLAN_QUANTITY_MAX)
                    : value.map((l, j) => (j === i ? next : l));
                  onChange?.(merged);
                }}
                onRemove={() => onChange?.(value.filter((_, j) => j !== i))}
              />
            ))}
          </ol>
          <p className="plan-bom-edit-total" data-testid="plan-bom-edit-total" aria-live="polite">
            共 {value.length} 种 {sum.units} 件，合计
            <strong>{sum.isComplete ? yuanText(sum.total) : '计算中…'}</strong>
          </p>
        </>
      ) : (
        <p className="plan-bom-edit-empty">还没有添加产品，从商城商品中挑选方案用到的产品</p>
      )}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => setIsOpen(true)}
        disabled={isFull}
        data-testid="plan-add-product"
      >
        添加产品（{value.length}/{PLAN_PRODUCTS_MAX}）
      </Button>
      {isPhone ? (
        <Drawer
          open={isOpen}
          onClose={() => setIsOpen(false)}
          placement="bottom"
          size="85%"
          title="选择产品"
          rootClassName="plan-picker-sheet"
          destroyOnHidden
        >
          {picker}
        </Drawer>
      ) : (
        <Modal
          open={isOpen}
          onCancel={() => setIsOpen(false)}
          footer={null}
          title="选择产品"
          width={640}
          destroyOnHidden
        >
          {picker}
        </Modal>
      )}
    </div>
  );
}
