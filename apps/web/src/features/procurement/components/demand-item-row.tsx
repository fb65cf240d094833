import { DeleteOutlined } from '@ant-design/icons';
import { DEMAND_QUANTITY_MAX, PROCUREMENT_MONEY_MAX, PROCUREMENT_UNITS, ZDemandItemInput } from '@mall/contract';
import { AutoComplete, Button, Form, Input, InputNumber, type InputNumberProps } from 'antd';
import type { ReactNode } from 'react';
import { YuanInput } from '../../../components/yuan-input';
import { zodRule } from '../../../lib/zod-rule';

const UNIT_OPTIONS = PROCUREMENT_UNITS.map((u) => ({ value: u }));
const ITEM = ZDemandItemInput.shape;

/** An amount in yuan the buyer may leave blank (the budget, an item's target price): two decimals, up to the cap. */
export function MoneyInput(props: InputNumberProps<number>) {
  return <YuanInput min={0.01} max={PROCUREMENT_MONEY_MAX} placeholder="选填" className="proc-number" {...props} />;
}

/** One cell of an item's row: its field, label, column class, what a blank says (required cells) and control. */
interface TItemCell {
  name: keyof typeof ITEM;
  label: string;
  className: string;
  required?: { message: string; whitespace?: boolean };
  control: ReactNode;
}

/** The cells of an item's row, in the form's order; each checked by the contract's own rule. */
const ITEM_CELLS: readonly TItemCell[] = [
  {
    name: 'name',
    label: '物品名称',
    className: 'proc-item-name',
    required: { message: '请填写物品名称', whitespace: true },
    control: <Input maxLength={60} placeholder="如：智能门锁" data-testid="item-name" />,
  },
  {
    name: 'spec',
    label: '规格型号',
    className: 'proc-item-spec',
    control: <Input maxLength={100} placeholder="选填，如：C级锁芯" data-testid="item-spec" />,
  },
  {
    name: 'quantity',
    label: '数量',
    className: 'proc-item-qty',
    required: { message: '请填写采购数量' },
    control: (
      <InputNumber<number>
        min={1}
        max={DEMAND_QUANTITY_MAX}
        precision={0}
        inputMode="numeric"
        placeholder="数量"
        className="proc-number"
        data-testid="item-quantity"
      />
    ),
  },
  {
    name: 'unit',
    label: '单位',
    className: 'proc-item-unit',
    required: { message: '请填写单位', whitespace: true },
    control: <AutoComplete options={UNIT_OPTIONS} placeholder="台" maxLength={10} data-testid="item-unit" />,
  },
  {
    name: 'targetPrice',
    label: '目标单价（元）',
    className: 'proc-item-price',
    control: <MoneyInput data-testid="item-target-price" />,
  },
];

interface TDemandItemRowProps {
  /** The row's name in the form's `items` list. */
  row: number;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  isPhone: boolean;
}

/** One item of the demand's list (物品 n): name, spec, quantity, unit, target price, and 删除. */
export function DemandItemRow({ row, index, canRemove, onRemove, isPhone }: TDemandItemRowProps) {
  return (
    <fieldset className="proc-item-row" data-testid={`item-row-${index}`}>
      <legend className="proc-item-legend">物品 {index + 1}</legend>
      {ITEM_CELLS.map((cell) => (
        <Form.Item
          key={cell.name}
          name={[row, cell.name]}
          label={cell.label}
          rules={[...(cell.required ? [{ required: true, ...cell.required }] : []), zodRule(ITEM[cell.name])]}
          className={cell.className}
        >
          {cell.control}
        </Form.Item>
      ))}
      <Button
        className="proc-item-remove"
        icon={<DeleteOutlined />}
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={`删除物品${index + 1}`}
        data-testid="item-remove"
      >
        {isPhone ? '删除' : null}
      </Button>
    </fieldset>
  );
}
