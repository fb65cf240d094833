import type { TSellerProductReturn } from '@mall/contract';
import { Form, Input, Modal } from 'antd';
import { toast } from '../../../lib/toast';
import { useRejectReturn } from '../api/reject-return';
import { REJECT_REASON_MAX, rejectReasonProblem } from '../return-view';

/** 拒绝: the seller's reason (2–200 characters) goes to the buyer with the refusal. */
export function ReturnRejectModal({ item, onClose }: { item: TSellerProductReturn | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectReturn();

  const onOk = async () => {
    if (!item) return;
    let values: { reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await reject.mutateAsync({ id: item.id, reason: values.reason.trim() });
      toast.success('已拒绝该售后申请');
      onClose();
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <Modal
      open={item !== null}
      title="拒绝售后申请"
      okText="确认拒绝"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: reject.isPending, 'data-testid': 'seller-reject-ok' }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
      rootClassName="seller-reject-modal"
    >
      {item ? (
        <p className="seller-muted">
          {item.returnTypeText} · {item.title} · 售后单号 {item.returnNo}
        </p>
      ) : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="拒绝原因"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = rejectReasonProblem(value ?? '');
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REJECT_REASON_MAX}
            showCount
            placeholder="请说明拒绝的原因，买家将看到这段文字"
            data-testid="seller-reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
