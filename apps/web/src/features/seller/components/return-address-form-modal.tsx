import type { TReturnAddress } from '@mall/contract';
import { Checkbox, Form, Modal } from 'antd';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import {
  AddressFields,
  addressFormValues,
  addressPayload,
  type TAddressFieldsWords,
  type TAddressFormValues,
} from '../../address';
import { useSaveReturnAddress } from '../api/return-addresses';

const RETURN_WORDS: TAddressFieldsWords = {
  receiver: '收件人',
  realnamePlaceholder: '如：售后部 张三',
  streetPlaceholder: '街道、园区、楼栋号、仓库门牌等',
};

interface TProps {
  open: boolean;
  /** The return address to edit; a new one when null. */
  address: TReturnAddress | null;
  /** The seller keeps none yet: the new one becomes the default. */
  isFirst: boolean;
  onClose: () => void;
}

/**
 * A return address (退货地址): the buyer's address fields (`AddressFields`: receiver, phone, province /
 * city / district — the bottom sheet on a phone — and street, with the contract's own rules), in a dialog.
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
        <AddressFields words={RETURN_WORDS} isPhone={isPhone} testIdPrefix="return-address" />
        <Form.Item name="isDefault" valuePropName="checked" label={isPhone ? undefined : ' '} colon={false}>
          <Checkbox disabled={isFirst || address?.isDefaultAddress === 1} data-testid="return-address-default">
            设为默认退货地址
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
