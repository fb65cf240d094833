import type { TProductReturn } from '@mall/contract';
import { APPEAL_REASON_MAX } from '@mall/contract/wire';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAppealReturn } from '../api/appeal-return';

/** The appeal's facts on the request (平台介入: state, the buyer's reason, the platform's decision). */
export function AppealFacts({ ret }: { ret: TProductReturn }) {
  const appeal = ret.appeal;
  if (!appeal) return null;
  return (
    <>
      <div className="service-fact">
        <dt>平台介入</dt>
        <dd data-testid="service-appeal-status">
          <strong className={appeal.status === 1 ? 'service-appeal is-pending' : 'service-appeal'}>
            {appeal.statusText}
          </strong>
          <span className="service-appeal-time"> {formatDate(appeal.appealedAt, 'YYYY-MM-DD HH:mm')} 申请</span>
        </dd>
      </div>
      <div className="service-fact">
        <dt>申诉理由</dt>
        <dd>{appeal.reason}</dd>
      </div>
      {appeal.decidedAt ? (
        <div className="service-fact">
          <dt>平台处理说明</dt>
          <dd data-testid="service-appeal-decision">
            {appeal.decisionReason}
            <span className="service-appeal-time"> {formatDate(appeal.decidedAt, 'YYYY-MM-DD HH:mm')}</span>
          </dd>
        </div>
      ) : null}
    </>
  );
}

/**
 * 申请平台介入 on a rejected 仅退款 / 退货退款 request (once): the buyer says why in a modal that tells
 * what happens next (customer service reviews both sides; the answer comes in 消息).
 */
export function AppealButton({ orderId, ret }: { orderId: number; ret: TProductReturn }) {
  const [isOpen, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const appeal = useAppealReturn(orderId);
  if (!ret.canAppeal) return null;

  const onOk = async () => {
    let values: { reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await appeal.mutateAsync({ id: ret.id, reason: values.reason.trim() });
      toast.success('已提交平台介入申请，处理结果会通过消息通知您');
      setOpen(false);
    } catch {
      // toasted by the request client
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="service-appeal">
        申请平台介入
      </Button>
      <Modal
        open={isOpen}
        title="申请平台介入"
        okText="提交申请"
        cancelText="取消"
        onOk={onOk}
        onCancel={() => setOpen(false)}
        okButtonProps={{ loading: appeal.isPending, 'data-testid': 'service-appeal-submit' }}
        destroyOnHidden
      >
        <p className="service-hint">
          商家拒绝了您的申请。平台客服将核实双方情况后作出处理：支持退款时款项原路退回。每个售后申请只能申请一次平台介入。
        </p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="申诉理由"
            rules={[
              { required: true, whitespace: true, message: '请填写申请平台介入的理由' },
              { max: APPEAL_REASON_MAX, message: `理由最多${APPEAL_REASON_MAX}个字` },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={APPEAL_REASON_MAX}
              showCount
              placeholder="请说明您不认同商家处理的理由"
              data-testid="service-appeal-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * A rejected request above the choice of a new one: the seller's reason, the appeal (平台介入) and the
 * platform's answer once given, and 申请平台介入 while the buyer may still ask.
 */
export function RejectedReturn({ orderId, ret }: { orderId: number; ret: TProductReturn }) {
  const appeal = ret.appeal;
  return (
    <Alert
      className="service-rejected"
      type="warning"
      showIcon
      title={`上次${ret.returnTypeText}申请已被商家拒绝`}
      description={
        <>
          {ret.rejectReason ? <div>拒绝原因：{ret.rejectReason}</div> : null}
          {appeal ? (
            <div data-testid="service-appeal-status">
              平台介入：
              <strong className={appeal.status === 1 ? 'service-appeal is-pending' : 'service-appeal'}>
                {appeal.statusText}
              </strong>
              <span className="service-appeal-time">（申诉理由：{appeal.reason}）</span>
            </div>
          ) : null}
          {appeal?.decidedAt ? (
            <div data-testid="service-appeal-decision">平台处理说明：{appeal.decisionReason}</div>
          ) : null}
          {ret.canAppeal ? (
            <div className="service-appeal-action">
              <span className="service-appeal-time">不认同商家的处理？</span>
              <AppealButton orderId={orderId} ret={ret} />
            </div>
          ) : null}
        </>
      }
      data-testid="service-rejected"
    />
  );
}
