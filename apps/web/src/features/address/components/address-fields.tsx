import { ZAddressFields, zPhone } from '@mall/contract';
import { Cascader, Form, Input } from 'antd';
import { zodRule } from '../../../lib/zod-rule';
import { addressRegionOptions, regionRule } from '../address-view';
import { RegionSheet } from './region-sheet';

/** What one form calls its fields: the receiver's word and the examples it gives. */
export interface TAddressFieldsWords {
  /** 收货人 (the buyer's address book) or 收件人 (a seller's return address). */
  receiver: string;
  realnamePlaceholder: string;
  streetPlaceholder: string;
}

interface TAddressFieldsProps {
  words: TAddressFieldsWords;
  /** One column with the phone's region sheet (a breakpoint below antd's md matches). */
  isPhone: boolean;
  /** Prefix of each field's test id: `address` → `address-realname`, `address-region`, … */
  testIdPrefix: string;
  /** The browser may fill name and phone from its own (the buyer's own address; not a warehouse's). */
  canAutoComplete?: boolean;
}

/**
 * An address's fields (receiver, mobile number, province / city / district, street) as form items
 * named like `TAddressFormValues`, with the contract's own rules (`ZAddressFields`): the buyer's
 * address form and the seller's return address share them. On a phone the region is the bottom
 * sheet that walks 省 → 市 → 区 (three cascader columns do not fit), on a desktop the Cascader.
 */
export function AddressFields({ words, isPhone, testIdPrefix, canAutoComplete = false }: TAddressFieldsProps) {
  return (
    <>
      <Form.Item
        name="realname"
        label={words.receiver}
        rules={[
          { required: true, whitespace: true, message: `请输入${words.receiver}姓名` },
          zodRule(ZAddressFields.shape.realname),
        ]}
      >
        <Input
          placeholder={words.realnamePlaceholder}
          maxLength={25}
          autoComplete={canAutoComplete ? 'name' : undefined}
          data-testid={`${testIdPrefix}-realname`}
        />
      </Form.Item>
      <Form.Item
        name="telphone"
        label="手机号码"
        rules={[{ required: true, whitespace: true, message: '请输入手机号码' }, zodRule(zPhone)]}
      >
        <Input
          placeholder="请输入11位手机号码"
          maxLength={11}
          inputMode="tel"
          autoComplete={canAutoComplete ? 'tel' : undefined}
          data-testid={`${testIdPrefix}-telphone`}
        />
      </Form.Item>
      <Form.Item name="region" label="所在地区" required rules={[regionRule()]}>
        {isPhone ? (
          <RegionSheet
            options={addressRegionOptions()}
            placeholder="请选择省 / 市 / 区县"
            data-testid={`${testIdPrefix}-region`}
          />
        ) : (
          <Cascader
            options={addressRegionOptions()}
            placeholder="请选择省 / 市 / 区县"
            classNames={{ popup: { root: 'address-region-popup' } }}
            showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
            data-testid={`${testIdPrefix}-region`}
          />
        )}
      </Form.Item>
      <Form.Item
        name="street"
        label="详细地址"
        rules={[{ required: true, whitespace: true, message: '请输入详细地址' }, zodRule(ZAddressFields.shape.street)]}
      >
        <Input.TextArea
          placeholder={words.streetPlaceholder}
          maxLength={120}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid={`${testIdPrefix}-street`}
        />
      </Form.Item>
    </>
  );
}
