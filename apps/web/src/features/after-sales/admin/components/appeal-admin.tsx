import type { TAdminAppeal } from '@mall/contract';
import { ADMIN_REASON_MAX } from '@mall/contract/admin-wire';
import { APPEAL_STATUS_TEXT, formatYuan } from '@mall/contract/wire';
import { App, Button, Descriptions, Form, Image, Input, Modal, Radio, Select, Tag } from 'antd';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from '../../../../components/admin/admin-table';
import { formatDate } from '../../../../lib/format';
import { useDecideAppeal } from '../api/decide-appeal';
import { useAppeals } from '../api/get-appeals';

type TAppealFilter = 1 | 2 | 3 | 'all';

const APPEAL_TAG_COLOR: Record<1 | 2 | 3, string> = { 1: 'orange', 2: 'green', 3: 'default' };

/** 售后申诉 (DESIGN-OPERATE §A `afterSales`): the queue of 申请平台介入 and the decision modal. */
export function AppealAdmin() {
  const [status, setStatus] = useState<TAppealFilter>(1);
  const paging = useAdminPaging();
  const query = useAppeals({ status: status === 'all' ? undefined : status, page: paging.page, limit: paging.limit });
  const [deciding, setDeciding] = useState<TAdminAppeal | null>(null);

  return (
    <>
      <AdminTable<TAdminAppeal>
        testId="admin-appeal-table"
        what="申诉"
        rowKey="id"
        query={query}
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        filters={
          <Select<TAppealFilter>
            value={status}
            style={{ width: 160 }}
            onChange={(v) => {
              setStatus(v);
              paging.toFirst();
            }}
            options={[
              { value: 1, label: APPEAL_STATUS_TEXT[1] },
              { value: 2, label: APPEAL_STATUS_TEXT[2] },
              { value: 3, label: APPEAL_STATUS_TEXT[3] },
              { value: 'all', label: '全部申诉' },
            ]}
            data-testid="admin-appeal-status"
          />
        }
        columns={[
          {
            title: '售后单',
            key: 'return',
            render: (_, a) => (
              <div style={{ minWidth: 200 }}>
                <div>{a.returnNo}</div>
                <div style={{ color: 'var(--text-3)', fontSize: 12 }}>订单 {a.orderNo}</div>
              </div>
            ),
          },
          {
            title: '商品',
            key: 'product',
            render: (_, a) => (
              <div style={{ maxWidth: 240, whiteSpace: 'normal' }}>
                {a.title}
                <div style={{ color: 'var(--text-3)', fontSize: 12 }}>
                  {a.standardName} × {a.number} · {a.returnTypeText} · ¥{formatYuan(a.amount)}
                </div>
              </div>
            ),
          },
          { title: '买家', key: 'buyer', render: (_, a) => a.buyer.name },
          { title: '店铺', key: 'seller', render: (_, a) => a.seller.name },
          {
            title: '商家拒绝原因',
            dataIndex: 'rejectReason',
            render: (v: string) => <div style={{ maxWidth: 200, whiteSpace: 'normal' }}>{v}</div>,
          },
          {
            title: '申诉理由',
            dataIndex: 'appealReason',
            render: (v: string) => <div style={{ maxWidth: 200, whiteSpace: 'normal' }}>{v}</div>,
          },
          { title: '申诉时间', dataIndex: 'appealedAt', render: (t: number) => formatDate(t, 'YYYY-MM-DD HH:mm') },
          {
            title: '状态',
            key: 'state',
            render: (_, a) => (
              <div style={{ maxWidth: 220, whiteSpace: 'normal' }}>
                <Tag color={APPEAL_TAG_COLOR[a.appealStatus]}>{a.appealStatusText}</Tag>
                {a.decisionReason ? <span style={{ color: 'var(--text-2)' }}>{a.decisionReason}</span> : null}
              </div>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            fixed: 'right',
            render: (_, a) =>
              a.appealStatus === 1 ? (
                <Button size="small" type="primary" onClick={() => setDeciding(a)} data-testid="admin-appeal-decide">
                  处理
                </Button>
              ) : null,
          },
        ]}
      />
      <DecideModal appeal={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

/**
 * The decision: what the request was, why the seller said no and why the buyer appeals; refund (says
 * how much goes back and where) or uphold, with the reason the buyer reads. A refund asks once more.
 */
function DecideModal({ appeal, onClose }: { appeal: TAdminAppeal | null; onClose: () => void }) {
  const [form] = Form.useForm<{ result: 'refund' | 'uphold'; reason: string }>();
  const decide = useDecideAppeal();
  const { modal, message } = App.useApp();

  const send = async (values: { result: 'refund' | 'uphold'; reason: string }) => {
    if (!appeal) return;
    try {
      await decide.mutateAsync({ id: appeal.id, result: values.result, reason: values.reason.trim() });
      message.success(values.result === 'refund' ? '已退款，买家会在消息中收到处理结果' : '已维持原处理');
      onClose();
    } catch {
      // The request layer toasted the server's message (another agent may have decided it).
    }
  };

  const onOk = async () => {
    let values: { result: 'refund' | 'uphold'; reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (values.result === 'uphold') return send(values);
    modal.confirm({
      title: '确认支持退款？',
      content: `将按原支付方式向买家退回 ¥${formatYuan(appeal?.amount ?? 0)}，售后单变为已完成，此操作不可撤销。`,
      okText: '确认退款',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () => send(values),
    });
  };

  return (
    <Modal
      open={appeal !== null}
      title="处理售后申诉"
      okText="提交处理"
      cancelText="取消"
      onOk={onOk}
      onCancel={onClose}
      okButtonProps={{ loading: decide.isPending, 'data-testid': 'admin-appeal-submit' }}
      width={640}
      destroyOnHidden
    >
      {appeal ? (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          styles={{ label: { whiteSpace: 'nowrap' } }}
        >
          <Descriptions.Item label="商品">
            {appeal.title}（{appeal.standardName} × {appeal.number}）
          </Descriptions.Item>
          <Descriptions.Item label="售后类型">
            {appeal.returnTypeText}，可退 ¥{formatYuan(appeal.amount)}
          </Descriptions.Item>
          <Descriptions.Item label="买家申请原因">
            {appeal.reason}
            {appeal.description ? `：${appeal.description}` : ''}
            {appeal.images.length ? (
              <div style={{ marginTop: 6, display: 'flex', gap: 6, flexWrap: 'wrap' }}>
                <Image.PreviewGroup>
                  {appeal.images.map((src) => (
                    <Image key={src} src={src} width={56} height={56} style={{ objectFit: 'cover' }} />
                  ))}
                </Image.PreviewGroup>
              </div>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label="商家拒绝原因">{appeal.rejectReason}</Descriptions.Item>
          <Descriptions.Item label="买家申诉理由">{appeal.appealReason}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="result" label="处理结果" rules={[{ required: true, message: '请选择处理结果' }]}>
          <Radio.Group
            options={[
              { value: 'refund', label: '支持退款（原路退回）' },
              { value: 'uphold', label: '维持商家处理' },
            ]}
            data-testid="admin-appeal-result"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="处理说明"
          extra="买家会在「消息」和售后详情中看到这段说明。"
          rules={[
            { required: true, whitespace: true, message: '请填写处理说明' },
            { max: ADMIN_REASON_MAX, message: `最多${ADMIN_REASON_MAX}个字` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={ADMIN_REASON_MAX} showCount data-testid="admin-appeal-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
