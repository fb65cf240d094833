import { type TAddress, ZAddressFields } from '@mall/contract';
import { Button, Checkbox, Form, Modal } from 'antd';
import { showIssues } from '../../../components/check-form';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import { addressFormValues, addressPayload, type TAddressFormValues } from '../address-view';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressFields, type TAddressFieldsWords } from './address-fields';
import './address.css';

const REGION_FIELDS = new Set(['province', 'city', 'area']);
const BUYER_WORDS: TAddressFieldsWords = {
  receiver: '收货人',
  realnamePlaceholder: '请输入收货人姓名',
  streetPlaceholder: '街道、小区、楼栋号、门牌号等',
};

interface TAddressFormProps {
  /** The address to edit; a new one when absent. */
  address?: TAddress | null;
  /** The buyer has no address yet: the new one becomes the default. */
  isFirst?: boolean;
  onSaved?: (address: TAddress) => void;
  onCancel?: () => void;
}

/**
 * Receiver, mobile number, province / city / district and street, with the contract's own rules
 * (`ZAddressFields`): what passes here passes on the server.
 */
export function AddressForm({ address, isFirst, onSaved, onCancel }: TAddressFormProps) {
  const [form] = Form.useForm<TAddressFormValues>();
  // One column on a phone (a breakpoint below antd's md matches): labels above the fields.
  const isPhone = useAntdPhone();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const isSaving = add.isPending || update.isPending;
  const initial = address ? addressFormValues(address) : { ...addressFormValues(null), isDefault: Boolean(isFirst) };

  const onFinish = async (values: TAddressFormValues) => {
    if (isSaving) return;
    const payload = addressPayload(values);
    const parsed = ZAddressFields.safeParse(payload);
    if (!parsed.success) {
      // The field rules mirror the schema; this only catches what they might miss.
      showIssues(form, parsed.error.issues, (path) => {
        const field = String(path[0] ?? 'street');
        return REGION_FIELDS.has(field) ? 'region' : field;
      });
      return;
    }
    try {
      const saved = address ? await update.mutateAsync({ ...payload, id: address.id }) : await add.mutateAsync(payload);
      toast.success(address ? '收货地址已保存' : '收货地址已添加');
      onSaved?.(saved);
    } catch {
      // toasted by the request client
    }
  };

  return (
    <Form<TAddressFormValues>
      form={form}
      layout={isPhone ? 'vertical' : 'horizontal'}
      labelCol={isPhone ? undefined : { flex: '96px' }}
      initialValues={initial}
      onFinish={onFinish}
      className="address-form"
      data-testid="address-form"
    >
      <AddressFields words={BUYER_WORDS} isPhone={isPhone} testIdPrefix="address" canAutoComplete />
      <Form.Item name="isDefault" valuePropName="checked" label={isPhone ? undefined : ' '} colon={false}>
        <Checkbox data-testid="address-default">设为默认收货地址</Checkbox>
      </Form.Item>
      <Form.Item label={isPhone ? undefined : ' '} colon={false} className="address-form-actions">
        <Button type="primary" htmlType="submit" loading={isSaving} data-testid="address-save">
          保存收货地址
        </Button>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
      </Form.Item>
    </Form>
  );
}

interface TAddressFormModalProps extends Omit<TAddressFormProps, 'onCancel'> {
  open: boolean;
  onClose: () => void;
}

/** The address form in a modal (address book and the order confirm page); closes once saved. */
export function AddressFormModal({ open, onClose, onSaved, address, isFirst }: TAddressFormModalProps) {
  return (
    <Modal
      open={open}
      title={address ? '编辑收货地址' : '新增收货地址'}
      footer={null}
      width={600}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      className="address-modal"
    >
      <AddressForm
        address={address}
        isFirst={isFirst}
        onCancel={onClose}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
      />
    </Modal>
  );
}
