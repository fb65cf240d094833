import { LOGISTICS_COMPANIES, LOGISTICS_NO_MSG, LOGISTICS_NO_RE } from '@mall/contract/wire';
import { Form, Input, Radio, Select } from 'antd';
import { useAntdPhone } from '../../../components/use-antd-phone';

/** What the parcel fields fill in (the ship calls' payload but the id). */
export interface TParcelValues {
  logisticsCompany: string;
  logisticsNo: string;
}

const COMPANY_OPTIONS = LOGISTICS_COMPANIES.map((c) => ({ value: c, label: c }));

/**
 * A parcel's fields in a seller's form (`logisticsCompany`, `logisticsNo`): the company from a list
 * (chips a finger can hit on a phone) and a tracking number of the contract's shape.
 */
export function ParcelFields() {
  const isPhone = useAntdPhone();
  return (
    <>
      <Form.Item name="logisticsCompany" label="物流公司" rules={[{ required: true, message: '请选择物流公司' }]}>
        {isPhone ? (
          <Radio.Group className="seller-ship-chips" optionType="button">
            {LOGISTICS_COMPANIES.map((c) => (
              <Radio.Button key={c} value={c}>
                {c}
              </Radio.Button>
            ))}
          </Radio.Group>
        ) : (
          <Select options={COMPANY_OPTIONS} placeholder="请选择物流公司" data-testid="seller-ship-company" />
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
        <Input placeholder="6到30位字母、数字或-" autoComplete="off" maxLength={30} data-testid="seller-ship-no" />
      </Form.Item>
    </>
  );
}
