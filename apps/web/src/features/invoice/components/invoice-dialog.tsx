import { INVOICE_TITLE_LIMIT, type TInvoice, type TInvoiceTitle, ZInvoice } from '@mall/contract';
import { Button, Checkbox, Drawer, Form, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import { useAddInvoiceTitle } from '../api/add-invoice-title';
import { useInvoiceTitles } from '../api/get-invoice-titles';
import { invoiceFormValues, invoicePayload, isSavedAs, type TInvoiceFormValues, withoutAbsent } from '../invoice-form';
import { InvoiceFields } from './invoice-fields';
import './invoice.css';
import { showIssues } from '../../../components/check-form';

/** 0 不开发票, 1 普通发票, 2 增值税专用发票. */
type TChoice = 0 | 1 | 2;

interface TFormValues extends TInvoiceFormValues {
  save: boolean;
}

export interface TInvoiceDialogProps {
  isOpen: boolean;
  value: TInvoice | null;
  onClose: () => void;
  onChange: (invoice: TInvoice | null) => void;
}

/**
 * The checkout's 发票 dialog (a sheet on a phone), loaded only when opened: 不开发票 / 普通发票 /
 * 增值税专用发票, 个人 / 单位, a saved title to pick or one to type, and 保存为常用抬头. What it
 * answers passes the server's `ZInvoice`.
 */
export default function InvoiceDialog({ isOpen, value, onClose, onChange }: TInvoiceDialogProps) {
  const isPhone = useAntdPhone();
  const [form] = Form.useForm<TFormValues>();
  const [choice, setChoice] = useState<TChoice>(value?.type ?? 1);
  const titles = useInvoiceTitles();
  const add = useAddInvoiceTitle();
  const titleType = (Form.useWatch('titleType', form) ?? value?.titleType ?? 2) as 1 | 2;
  const [pickedId, setPickedId] = useState<number | null>(null);
  const saved = (titles.data ?? []).filter((t) => t.titleType === titleType);
  const isFull = (titles.data?.length ?? 0) >= INVOICE_TITLE_LIMIT;

  const choose = (next: TChoice) => {
    // Only a 单位 may have a 增值税专用发票 (a form not shown yet starts as 单位 from its initial values).
    if (next === 2 && choice !== 0) form.setFieldValue('titleType', 2);
    setChoice(next);
  };

  const pick = (title: TInvoiceTitle) => {
    setPickedId(title.id);
    form.setFieldsValue({ ...invoiceFormValues(title), save: false });
    void form.validateFields({ validateOnly: true }).catch(() => undefined);
  };

  const confirm = async () => {
    if (choice === 0) {
      onChange(null);
      onClose();
      return;
    }
    let values: TFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const parsed = ZInvoice.safeParse(invoicePayload(choice, values));
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, (path) => String(path[0] ?? 'title'));
      return;
    }
    // As the server keeps it: the tax number in capitals, the account without spaces.
    const invoice = withoutAbsent(parsed.data) as TInvoice;
    const isKnown = (titles.data ?? []).some((t) => isSavedAs(t, invoiceFormValues(invoice)));
    if (values.save && !isKnown) {
      try {
        const { type: _type, ...title } = invoice;
        await add.mutateAsync(title);
        toast.success('已保存为常用抬头');
      } catch {
        // toasted by the request client; the invoice still applies to this order
      }
    }
    onChange(invoice);
    onClose();
  };

  const body = (
    <div className="invoice-dialog" data-testid="invoice-dialog">
      <div className="invoice-choice">
        <Radio.Group
          value={choice}
          onChange={(e) => choose(e.target.value as TChoice)}
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 0, label: '不开发票' },
            { value: 1, label: '普通发票' },
            { value: 2, label: '增值税专用发票' },
          ]}
          data-testid="invoice-type"
        />
        <p className="invoice-hint">
          {choice === 0
            ? '本次不开具发票，订单完成后仍可联系商家补开。'
            : choice === 1
              ? '电子普通发票，由商家在发货后开具。'
              : '增值税专用发票仅限单位抬头，须填写完整的开票信息。'}
        </p>
      </div>
      {choice !== 0 ? (
        <Form<TFormValues>
          form={form}
          layout={isPhone ? 'vertical' : 'horizontal'}
          labelCol={isPhone ? undefined : { flex: '104px' }}
          initialValues={{ ...invoiceFormValues(value), ...(choice === 2 ? { titleType: 2 } : {}), save: !value }}
          onValuesChange={(changed) => {
            if (!('save' in changed)) setPickedId(null);
          }}
          className="invoice-form"
        >
          {saved.length > 0 ? (
            <Form.Item label="常用抬头">
              <div className="invoice-saved" data-testid="invoice-saved">
                {saved.map((t) => (
                  <Tag.CheckableTag
                    key={t.id}
                    checked={pickedId === t.id}
                    onChange={() => pick(t)}
                    className="invoice-saved-tag"
                    data-testid="invoice-saved-title"
                  >
                    {t.title}
                  </Tag.CheckableTag>
                ))}
              </div>
            </Form.Item>
          ) : null}
          <InvoiceFields titleType={titleType} needsCompanyFields={choice === 2} canBePersonal={choice !== 2} />
          <Form.Item name="save" valuePropName="checked" label={isPhone ? undefined : ' '} colon={false}>
            <Checkbox disabled={isFull || pickedId !== null} data-testid="invoice-save">
              {isFull ? `常用抬头已满${INVOICE_TITLE_LIMIT}个` : '保存为常用抬头'}
            </Checkbox>
          </Form.Item>
        </Form>
      ) : null}
    </div>
  );

  const footer = (
    <div className="invoice-dialog-footer">
      <Button onClick={onClose}>取消</Button>
      <Button type="primary" onClick={confirm} loading={add.isPending} data-testid="invoice-confirm">
        确定
      </Button>
    </div>
  );

  return isPhone ? (
    <Drawer
      open={isOpen}
      onClose={onClose}
      placement="bottom"
      title="发票"
      size="88vh"
      className="invoice-sheet"
      footer={footer}
    >
      {body}
    </Drawer>
  ) : (
    <Modal open={isOpen} onCancel={onClose} title="发票" footer={footer} width={620} destroyOnHidden>
      {body}
    </Modal>
  );
}
