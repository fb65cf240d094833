import { LOGISTICS_COMPANIES, LOGISTICS_NO_MSG, LOGISTICS_NO_RE } from '@mall/contract/wire';
import { Form, Input, Radio, Select } from 'antd';

/** What the parcel fields fill in (a ship or return-parcel call's payload but the id). */
export interface TParcelValues {
  logisticsCompany: string;
  logisticsNo: string;
}

const COMPANY_OPTIONS = LOGISTICS_COMPANIES.map((c) => ({ value: c, label: c }));

/**
 * A parcel's fields in a form (`logisticsCompany`, `logisticsNo`): the company from the contract's list,
 * as chips a finger can hit (`isChips`) or a select, and a tracking number of the contract's shape. The
 * seller's ship dialogs and the buyer's return parcel both fill these.
 */
export function ParcelFields({
  isChips,
  chipsClassName,
  noPlaceholder,
  noTestId,
  companyTestId,
}: {
  isChips: boolean;
  chipsClassName: string;
  noPlaceholder: string;
  noTestId: string;
  companyTestId?: string;
}) {
  return (
    <>
      <Form.Item name="logisticsCompany" label="物流公司" rules={[{ required: true, message: '请选择物流公司' }]}>
        {isChips ? (
          <Radio.Group className={chipsClassName} optionType="button">
            {LOGISTICS_COMPANIES.map((c) => (
              <Radio.Button key={c} value={c}>
                {c}
              </Radio.Button>
            ))}
          </Radio.Group>
        ) : (
          <Select options={COMPANY_OPTIONS} placeholder="请选择物流公司" data-testid={companyTestId} />
        )}
      </Form.Item>
      <Form.Item
        name="logisticsNo"
        label="物流单号"
        rules={[
          { required: true, whitespace: true, message: '请填写物流单号' },
          { pattern: LOGISTICS_NO_RE, message: LOGISTICS_NO_MSG },
        ]}
      >
        <Input placeholder={noPlaceholder} autoComplete="off" maxLength={30} data-testid={noTestId} />
      </Form.Item>
    </>
  );
}
