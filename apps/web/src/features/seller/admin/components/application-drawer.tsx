import { regionText, type TAdminSellerApplication } from '@mall/contract';
import { APPLICATION_STATUS_TEXT } from '@mall/contract/admin-wire';
import { Button, Descriptions, Drawer, Image, Modal, Space, Tag } from 'antd';
import { useAntdPhone } from '../../../../components/use-antd-phone';
import { formatDate } from '../../../../lib/format';
import { useApproveApplication } from '../api/decide-seller';
import { APPLICATION_STATUS_COLOR, approveNotice } from '../seller-admin-view';

interface TApplicationDrawerProps {
  application: TAdminSellerApplication | null;
  onClose: () => void;
  /** 驳回: the page asks for the reason. */
  onReject: (application: TAdminSellerApplication) => void;
}

/** One application in full: the licence picture, the company, the shop, and 通过 / 驳回 while 待审核. */
export function ApplicationDrawer({ application, onClose, onReject }: TApplicationDrawerProps) {
  const isPhone = useAntdPhone();
  const approve = useApproveApplication();
  const a = application;

  const confirmApprove = () => {
    if (!a) return;
    Modal.confirm({
      title: '通过入驻申请？',
      content: approveNotice(a.shopName, a.phone),
      okText: '通过',
      cancelText: '取消',
      onOk: async () => {
        const done = await approve.mutateAsync(a.id);
        Modal.success({
          title: '已通过',
          content: `商家账号 ${done.username} 已创建，登录信息已短信发送给联系人。`,
        });
        onClose();
      },
    });
  };

  return (
    <Drawer
      open={a !== null}
      onClose={onClose}
      width={isPhone ? '100%' : 640}
      title={a ? `入驻申请 · ${a.shopName}` : ''}
      destroyOnHidden
      extra={
        a?.status === 0 ? (
          <Space>
            <Button danger onClick={() => onReject(a)} data-testid="application-reject">
              驳回
            </Button>
            <Button
              type="primary"
              loading={approve.isPending}
              onClick={confirmApprove}
              data-testid="application-approve"
            >
              通过
            </Button>
          </Space>
        ) : null
      }
    >
      {a ? (
        <div data-testid="application-detail">
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'status',
                label: '状态',
                children: (
                  <>
                    <Tag color={APPLICATION_STATUS_COLOR[a.status]}>{APPLICATION_STATUS_TEXT[a.status]}</Tag>
                    {a.status === 2 ? a.reason : null}
                    {a.status === 1 && a.sellerId ? `商家ID ${a.sellerId}` : null}
                  </>
                ),
              },
              { key: 'company', label: '企业名称', children: a.companyName },
              { key: 'uscc', label: '统一社会信用代码', children: a.uscc },
              { key: 'legal', label: '法定代表人', children: a.legalPerson },
              { key: 'shop', label: '店铺名称', children: a.shopName },
              { key: 'categories', label: '主营类目', children: a.categoryNames.join('、') || '—' },
              {
                key: 'region',
                label: '所在地区',
                children: `${regionText(a.province, a.city, a.area).text} ${a.address}`,
              },
              { key: 'contact', label: '联系人', children: `${a.contactName} ${a.phone}` },
              { key: 'applicant', label: '申请账号', children: `${a.applicant}（买家ID ${a.userId}）` },
              { key: 'time', label: '提交时间', children: formatDate(a.createdAt, 'YYYY-MM-DD HH:mm') },
              ...(a.decidedAt
                ? [{ key: 'decided', label: '审核时间', children: formatDate(a.decidedAt, 'YYYY-MM-DD HH:mm') }]
                : []),
            ]}
          />
          <h3 style={{ margin: '20px 0 8px', fontSize: 15 }}>营业执照</h3>
          <Image
            // The original, whole: the square presets would crop a licence's text.
            src={a.licenseImage}
            alt={`${a.companyName}的营业执照`}
            style={{ maxWidth: '100%', maxHeight: 420, objectFit: 'contain', background: '#fafafa' }}
            data-testid="application-license"
          />
        </div>
      ) : null}
    </Drawer>
  );
}
