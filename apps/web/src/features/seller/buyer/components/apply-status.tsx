import { APPLICATION_STATUS_TEXT, regionText, type TSellerApplication } from '@mall/contract';
import { Button, Descriptions, Result } from 'antd';
import { formatDate } from '../../../../lib/format';

interface TApplyStatusProps {
  application: TSellerApplication;
  /** 修改后重新提交 (a rejected application only). */
  onReapply?: () => void;
}

/** Where the buyer's application stands: 待审核, 已通过 (sign in at /seller with the SMS'd account) or 已驳回 with the reason. */
export function ApplyStatus({ application, onReapply }: TApplyStatusProps) {
  const { status } = application;
  const summary = (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ maxWidth: 560, margin: '0 auto', textAlign: 'left' }}
      items={[
        { key: 'shop', label: '店铺名称', children: application.shopName },
        { key: 'company', label: '企业名称', children: application.companyName },
        { key: 'uscc', label: '统一社会信用代码', children: application.uscc },
        {
          key: 'region',
          label: '所在地区',
          children: `${regionText(application.province, application.city, application.area).text} ${application.address}`,
        },
        { key: 'contact', label: '联系人', children: `${application.contactName} ${application.phone}` },
        { key: 'time', label: '提交时间', children: formatDate(application.createdAt) },
      ]}
    />
  );
  if (status === 0) {
    return (
      <Result
        status="info"
        title={`入驻申请${APPLICATION_STATUS_TEXT[0]}`}
        subTitle="平台将在 1–3 个工作日内完成审核，结果会通过站内消息通知您。"
        extra={summary}
        data-testid="apply-status-pending"
      />
    );
  }
  if (status === 1) {
    return (
      <Result
        status="success"
        title="入驻申请已通过"
        subTitle="请用短信中的账号登录商家中心，首次登录请修改初始密码。"
        extra={[
          <Button key="go" type="primary" href="/seller" data-testid="apply-go-seller">
            登录商家中心
          </Button>,
          <div key="summary" style={{ marginTop: 16 }}>
            {summary}
          </div>,
        ]}
        data-testid="apply-status-approved"
      />
    );
  }
  return (
    <Result
      status="warning"
      title="入驻申请未通过"
      subTitle={`原因：${application.reason}`}
      extra={[
        <Button key="again" type="primary" onClick={onReapply} data-testid="apply-again">
          修改后重新提交
        </Button>,
        <div key="summary" style={{ marginTop: 16 }}>
          {summary}
        </div>,
      ]}
      data-testid="apply-status-rejected"
    />
  );
}
