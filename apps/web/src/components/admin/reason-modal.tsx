import { ADMIN_REASON_MAX } from '@mall/contract/admin-wire';
import { Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

/** What the operator is about to do and what follows (the modal says it before they type). */
export interface TReasonAsk {
  title: string;
  /** What happens: 商品将立即从所有列表和搜索中消失，商家会看到原因。 */
  description: ReactNode;
  okText: string;
  /** The reason's label (驳回原因, 下架原因, 隐藏原因 …). */
  label?: string;
  placeholder?: string;
  /** A destructive action (take down, hide, suspend, disable): the button is red. */
  isDanger?: boolean;
  /** Runs the action with the trimmed reason; the modal stays open (and the form filled) if it throws. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * The console's one way to ask for a reason (reject, take down, hide, suspend, disable): a modal that
 * says what happens, takes 1–200 characters, runs the action and closes on success. `ask(…)` opens it;
 * render `modal` once in the page.
 */
export function useReasonModal(): { ask: (ask: TReasonAsk) => void; modal: ReactNode } {
  const [current, setCurrent] = useState<TReasonAsk | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const onOk = async () => {
    if (!current) return;
    let values: { reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await current.onConfirm(values.reason.trim());
      setCurrent(null);
    } catch {
      // The request layer toasted the server's message; the operator may correct and retry.
    } finally {
      setBusy(false);
    }
  };

  const modal = (
    <Modal
      open={current !== null}
      title={current?.title}
      okText={current?.okText}
      cancelText="取消"
      okButtonProps={{ danger: current?.isDanger, loading: isBusy, 'data-testid': 'admin-reason-ok' }}
      onOk={onOk}
      onCancel={() => setCurrent(null)}
      destroyOnHidden
    >
      <div style={{ marginBottom: 12, color: 'var(--text-2)' }}>{current?.description}</div>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={current?.label ?? '原因'}
          rules={[
            { required: true, whitespace: true, message: `请填写${current?.label ?? '原因'}` },
            { max: ADMIN_REASON_MAX, message: `最多${ADMIN_REASON_MAX}个字` },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={ADMIN_REASON_MAX}
            showCount
            placeholder={current?.placeholder ?? '对方会看到这段原因'}
            data-testid="admin-reason-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { ask: setCurrent, modal };
}
