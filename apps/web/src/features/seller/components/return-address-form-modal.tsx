import { type TReturnAddress, ZAddressFields, zPhone } from '@mall/contract';
import { Cascader, Checkbox, Form, Input, Modal } from 'antd';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import { zodRule } from '../../../lib/zod-rule';
import {
  addressFormValues,
  addressPayload,
  addressRegionOptions,
  regionProblem,
  type TAddressFormValues,
} from '../../address';
import { useSaveReturnAddress } from '../api/return-addresses';

interface TProps {
  open: boolean;
  /** The return address to edit; a new one when null. */
  address: TReturnAddress | null;
  /** The seller keeps none yet: the new one becomes the default. */
  isFirst: boolean;
  onClose: () => void;
}

/**
 * A return address (退货地址): receiver, phone, province / city / district (the buyer's region
 * picker) and street, with the contract's own rules (`ZAddressFields`), in a dialog.
 */
export function ReturnAddressFormModal({ open, address, isFirst, onClose }: TProps) {
  const [form] = Form.useForm<TAddressFormValues>();
  const isPhone = useAntdPhone();
  const save = useSaveReturnAddress();
  const initial = address ? addressFormValues(address) : { ...addressFormValues(null), isDefault: isFirst };

  const onOk = async () => {
    let values: TAddressFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({ ...addressPayload(values), ...(address ? { id: address.id } : {}) });
      toast.success(address ? '退货地址已保存' : '退货地址已添加');
      onClose();
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <Modal
      open={open}
      title={address ? '编辑退货地址' : '新增退货地址'}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: save.isPending, 'data-testid': 'return-address-save' }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={600}
      rootClassName="seller-return-address-modal"
    >
      <Form<TAddressFormValues>
        form={form}
        layout={isPhone ? 'vertical' : 'horizontal'}
        labelCol={isPhone ? undefined : { flex: '96px' }}
        initialValues={initial}
        preserve={false}
        data-testid="return-address-form"
      >
        <Form.Item
          name="realname"
          label="收件人"
          rules={[
            { required: true, whitespace: true, message: '请输入收件人姓名' },
            zodRule(ZAddressFields.shape.realname),
          ]}
        >
          <Input placeholder="如：售后部 张三" maxLength={25} data-testid="return-address-realname" />
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
            data-testid="return-address-telphone"
          />
        </Form.Item>
        <Form.Item
          name="region"
          label="所在地区"
          required
          rules={[
            {
              validator: async (_, value: string[] | undefined) => {
                const problem = regionProblem(value);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Cascader
            options={addressRegionOptions()}
            placeholder="请选择省 / 市 / 区县"
            classNames={{ popup: { root: 'address-region-popup' } }}
            showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
            data-testid="return-address-region"
          />
        </Form.Item>
        <Form.Item
          name="street"
          label="详细地址"
          rules={[
            { required: true, whitespace: true, message: '请输入详细地址' },
            zodRule(ZAddressFields.shape.street),
          ]}
        >
          <Input.TextArea
            placeholder="街道、园区、楼栋号、仓库门牌等"
            maxLength={120}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            data-testid="return-address-street"
          />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" label={isPhone ? undefined : ' '} colon={false}>
          <Checkbox disabled={isFirst || address?.isDefaultAddress === 1} data-testid="return-address-default">
            设为默认退货地址
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
