import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined, LockOutlined } from '@ant-design/icons';
import {
  ACCOUNT_DELETION_COOLING_DAYS,
  DELETED_USER_NAME,
  DELETION_BLOCKER_TEXT,
  DELETION_BLOCKERS,
  EXPORT_SECTIONS,
} from '@mall/contract/wire';
import { App, Button, Checkbox, Form, Input, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../stores/session';
import { SmsCodeField } from '../../account';
import { type TDeleteAccountInput, useDeleteAccount } from '../api/delete-account';
import { useExportMyData } from '../api/export-my-data';
import { useDeletionCheck } from '../api/get-deletion-check';
import { sendDeleteCode } from '../api/send-delete-code';

/** 导出我的信息: one JSON file of every section the mall keeps (个人信息保护法 第四十五条). */
function ExportCard() {
  const exportData = useExportMyData();
  const isPhone = useAntdPhone();
  const onExport = async () => {
    if (exportData.isPending) return;
    try {
      const name = await exportData.mutateAsync();
      toast.success(`已导出：${name}`);
    } catch {
      // toasted by the request client (e.g. 导出太频繁)
    }
  };
  return (
    <section className="privacy-card" aria-labelledby="privacy-export-title">
      <h3 id="privacy-export-title">导出我的信息</h3>
      <p>
        依据《个人信息保护法》，您可以随时下载智联商城保存的您的全部个人信息，文件为 JSON 格式，包括：
        {Object.values(EXPORT_SECTIONS).join('、')}。
      </p>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        block={isPhone}
        loading={exportData.isPending}
        onClick={onExport}
        data-testid="privacy-export"
      >
        导出我的信息
      </Button>
    </section>
  );
}

type TDeleteForm = TDeleteAccountInput & { understood: boolean };

/**
 * 注销账号: what deletion does, what stops it now (each with where to settle it), then the password,
 * an SMS code to the account's own phone and a confirmation. Accepted: the buyer is told the day it
 * takes effect and that a login before then cancels it, and is signed out (the server ended every session).
 */
function DeleteCard() {
  const check = useDeletionCheck();
  const remove = useDeleteAccount();
  const isPhone = useAntdPhone();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<TDeleteForm>();

  const submit = async ({ password, code }: TDeleteForm) => {
    try {
      const { deleteAt } = await remove.mutateAsync({ password, code });
      useSession.getState().dropSession();
      modal.success({
        title: '注销申请已提交',
        content: `账号将于 ${formatDate(deleteAt, 'YYYY年M月D日 HH:mm')} 注销。在此之前使用本账号登录即可撤销注销。`,
        okText: '知道了',
        onOk: () => navigate('/', { replace: true }),
      });
    } catch {
      // toasted by the request client (wrong password, code, or what stops it)
      void check.refetch();
    }
  };
  const onFinish = (values: TDeleteForm) => {
    if (remove.isPending) return;
    modal.confirm({
      title: '确认注销账号？',
      content: `提交后将立即退出登录，${ACCOUNT_DELETION_COOLING_DAYS}天冷静期后账号信息将被删除且无法恢复。`,
      okText: '确认注销',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () => submit(values),
    });
  };

  const answer = check.data;
  return (
    <section className="privacy-card privacy-card-danger" aria-labelledby="privacy-delete-title">
      <h3 id="privacy-delete-title">注销账号</h3>
      <ul className="privacy-effects">
        <li>账号将无法登录，用户名、手机号、昵称和头像将被删除，手机号可重新注册；</li>
        <li>收货地址、购物车、收藏、足迹和消息将被清除；</li>
        <li>订单为财务记账保留，收货人信息打码；评价和社区发言以“匿名用户”或“{DELETED_USER_NAME}”显示；</li>
        <li>
          提交后有 <strong>{ACCOUNT_DELETION_COOLING_DAYS} 天冷静期</strong>，期间使用本账号登录即可撤销注销。
        </li>
      </ul>
      {check.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !answer ? (
        <LoadFailed title="注销条件加载失败" onRetry={() => check.refetch()} />
      ) : (
        <>
          <h4 className="privacy-subtitle">注销条件</h4>
          <ul className="privacy-conditions" data-testid="privacy-conditions">
            {DELETION_BLOCKERS.map((b) => {
              const isBlocking = answer.blockers.includes(b);
              const { met, blocking, link, linkText } = DELETION_BLOCKER_TEXT[b];
              return (
                <li key={b} className={isBlocking ? 'is-blocking' : 'is-met'} data-blocker={b}>
                  {isBlocking ? (
                    <CloseCircleFilled className="privacy-mark-no" aria-label="未满足" />
                  ) : (
                    <CheckCircleFilled className="privacy-mark-ok" aria-label="已满足" />
                  )}
                  <span>{isBlocking ? blocking : met}</span>
                  {isBlocking ? <Link to={link}>{linkText}</Link> : null}
                </li>
              );
            })}
          </ul>
          {answer.canDelete ? (
            <Form<TDeleteForm>
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={onFinish}
              className="form-body form-body-left privacy-delete-form"
            >
              <Form.Item name="password" label="登录密码" rules={[{ required: true, message: '请输入登录密码' }]}>
                <Input.Password
                  prefix={<LockOutlined />}
                  placeholder="请输入登录密码"
                  autoComplete="current-password"
                  maxLength={128}
                />
              </Form.Item>
              <p className="form-hint">验证码将发送至 {answer.maskedPhone}</p>
              <SmsCodeField send={sendDeleteCode} />
              <Form.Item
                name="understood"
                valuePropName="checked"
                rules={[
                  {
                    validator: async (_, checked) => {
                      if (!checked) throw new Error('请确认已了解注销后果');
                    },
                  },
                ]}
              >
                <Checkbox>我已了解注销后果，且账号内无未完成的交易</Checkbox>
              </Form.Item>
              <Button
                danger
                type="primary"
                htmlType="submit"
                block={isPhone}
                loading={remove.isPending}
                data-testid="privacy-delete"
              >
                申请注销
              </Button>
            </Form>
          ) : (
            <p className="privacy-blocked" role="status">
              请先处理上面未满足的条件，再申请注销。
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** 隐私与注销 (the member-service page's `privacy` tab): the buyer's rights over their data. */
export function PrivacyPanel() {
  return (
    <div className="privacy-panel" data-testid="privacy-panel">
      <ExportCard />
      <DeleteCard />
    </div>
  );
}
