import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type TFreightTemplate, ZFreightTemplateInput } from '@mall/contract';
import {
  FREIGHT_FEE_MAX,
  FREIGHT_FREE_ABOVE_MAX,
  FREIGHT_NAME_MAX,
  FREIGHT_REGION_GROUPS_MAX,
} from '@mall/contract/seller-wire';
import { Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { checkFormPayload } from '../../../components/check-form';
import { YuanInput } from '../../../components/yuan-input';
import { toast } from '../../../lib/toast';
import { useSaveFreightTemplate } from '../api/save-freight-template';
import { freightFormOf, freightPayload, PROVINCES, type TFreightFormValues } from '../freight-view';

/** A schema path → the form's field (regions.1.provinces.0 → ['regions', 1, 'provinces']). */
function fieldOf(path: readonly PropertyKey[]): (string | number)[] {
  const [head, index, leaf] = path;
  if (head === 'regions' && typeof index === 'number') return ['regions', index, leaf === 'fee' ? 'fee' : 'provinces'];
  return [String(head ?? 'name')];
}

/**
 * 新建 / 编辑运费模板: name, 满N包邮, the fee to every other province, and province groups with their
 * own fee (a province in one group only: the ones taken are disabled in the other groups).
 */
export function FreightFormModal({
  open,
  template,
  onClose,
  isPhone,
}: {
  open: boolean;
  /** The template edited, or null for a new one. */
  template: TFreightTemplate | null;
  onClose: () => void;
  isPhone: boolean;
}) {
  const [form] = Form.useForm<TFreightFormValues>();
  const save = useSaveFreightTemplate();
  const hasFreeAbove = Form.useWatch('hasFreeAbove', form);
  const regions = Form.useWatch('regions', form) ?? [];

  useEffect(() => {
    if (open) form.setFieldsValue(freightFormOf(template));
  }, [open, template, form]);

  const submit = async () => {
    if (save.isPending) return;
    const payload = await checkFormPayload(form, freightPayload, ZFreightTemplateInput, fieldOf);
    if (!payload) return;
    try {
      await save.mutateAsync({ id: template?.id ?? null, input: payload });
      toast.success(template ? '运费模板已保存' : '运费模板已创建');
      onClose();
    } catch {
      // toasted by the request layer
    }
  };

  const takenElsewhere = (index: number) =>
    new Set(regions.flatMap((r, i) => (i === index ? [] : (r?.provinces ?? []))));

  return (
    <Modal
      open={open}
      title={template ? '编辑运费模板' : '新建运费模板'}
      okText="保存"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      width={isPhone ? '100%' : 640}
      className="seller-freight-modal"
      okButtonProps={{ 'data-testid': 'seller-freight-submit' }}
    >
      <Form form={form} layout="vertical" initialValues={freightFormOf(template)} data-testid="seller-freight-form">
        <Form.Item
          name="name"
          label="模板名称"
          rules={[{ required: true, whitespace: true, message: '请填写模板名称' }]}
        >
          <Input maxLength={FREIGHT_NAME_MAX} showCount placeholder="如：满99包邮" data-testid="seller-freight-name" />
        </Form.Item>
        <div className="seller-freight-free">
          <Form.Item name="hasFreeAbove" valuePropName="checked" noStyle>
            <Checkbox data-testid="seller-freight-has-free">满额包邮</Checkbox>
          </Form.Item>
          {hasFreeAbove ? (
            <Form.Item name="freeAbove" noStyle>
              <YuanInput
                min={0.01}
                max={FREIGHT_FREE_ABOVE_MAX}
                prefix="满"
                suffix="元包邮"
                className="seller-freight-number"
                aria-label="包邮门槛"
                data-testid="seller-freight-free-above"
              />
            </Form.Item>
          ) : null}
        </div>
        <p className="seller-freight-hint">按店铺订单的商品金额（优惠券抵扣前）计算，达到即免运费。</p>
        <Form.Item name="defaultFee" label="其他地区运费" rules={[{ required: true, message: '请填写运费' }]}>
          <YuanInput
            min={0}
            max={FREIGHT_FEE_MAX}
            suffix="元"
            className="seller-freight-number"
            data-testid="seller-freight-default-fee"
          />
        </Form.Item>
        <Form.List name="regions">
          {(fields, { add, remove }) => (
            <div className="seller-freight-groups">
              <div className="seller-freight-groups-head">
                <span>指定地区运费</span>
                <Button
                  icon={<PlusOutlined />}
                  size="small"
                  onClick={() => add({ provinces: [], fee: 0 })}
                  disabled={fields.length >= FREIGHT_REGION_GROUPS_MAX}
                  data-testid="seller-freight-add-group"
                >
                  添加地区
                </Button>
              </div>
              {fields.map((field) => {
                const taken = takenElsewhere(field.name);
                return (
                  <div key={field.key} className="seller-freight-group" data-testid="seller-freight-group">
                    <Form.Item
                      name={[field.name, 'provinces']}
                      className="seller-freight-provinces"
                      rules={[{ required: true, type: 'array', min: 1, message: '请选择省份' }]}
                    >
                      <Select
                        mode="multiple"
                        allowClear
                        placeholder="选择省份"
                        optionFilterProp="label"
                        options={PROVINCES.map((p) => ({ ...p, disabled: taken.has(p.value) }))}
                        maxTagCount={isPhone ? 3 : 'responsive'}
                        aria-label="省份"
                        data-testid="seller-freight-provinces"
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'fee']}
                      className="seller-freight-group-fee"
                      rules={[{ required: true, message: '请填写运费' }]}
                    >
                      <YuanInput
                        min={0}
                        max={FREIGHT_FEE_MAX}
                        suffix="元"
                        className="seller-freight-number"
                        aria-label="运费"
                        data-testid="seller-freight-group-fee"
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label="删除该地区"
                    />
                  </div>
                );
              })}
              {fields.length === 0 ? (
                <p className="seller-freight-hint">未指定的地区均按「其他地区运费」收取。</p>
              ) : null}
            </div>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
