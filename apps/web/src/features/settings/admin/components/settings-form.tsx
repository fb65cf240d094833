import {
  AFTER_SALES_DAYS_RANGE,
  AUTO_CONFIRM_DAYS_RANGE,
  SITE_TEXT_MAX,
  UNPAID_MINUTES_RANGE,
} from '@mall/contract/admin-wire';
import { Alert, Button, Col, Divider, Form, Input, InputNumber, Modal, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { showRefusal } from '../../../../components/check-form';
import { LoadFailed } from '../../../../components/load-failed';
import { formatDate } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useSettings } from '../api/get-settings';
import { type TSettingsInput, useUpdateSettings } from '../api/update-settings';

type TFields = TSettingsInput;

const text = (label: string, max: number, required = true) => ({
  label,
  rules: [
    ...(required ? [{ required: true, whitespace: true, message: `请填写${label}` }] : []),
    { max, message: `${label}最多${max}个字` },
  ],
});

const whole = (label: string, unit: string, range: { min: number; max: number }) => ({
  label,
  extra: `${range.min}-${range.max}${unit}`,
  rules: [
    { required: true, message: `请填写${label}` },
    {
      type: 'integer' as const,
      min: range.min,
      max: range.max,
      message: `${label}须在${range.min}-${range.max}${unit}之间`,
    },
  ],
});

/** 站点设置: what the storefront shows about the site and the trade rules orders follow. */
export function SettingsForm() {
  const query = useSettings();
  const save = useUpdateSettings();
  const [form] = Form.useForm<TFields>();
  const settings = query.data;

  useEffect(() => {
    if (settings) form.setFieldsValue(settings);
  }, [settings, form]);

  if (query.isError) return <LoadFailed title="站点设置加载失败" onRetry={() => query.refetch()} />;
  if (!settings) return <Skeleton active paragraph={{ rows: 10 }} />;

  const submit = (values: TFields) => {
    const input: TFields = { ...values, psb: values.psb?.trim() ?? '' };
    Modal.confirm({
      title: '保存站点设置？',
      content:
        '店铺前台立即显示新的站点信息；新下的订单按新的付款时限，售后期限和自动确认收货按新天数计算（已下的订单保留下单时的付款时限）。',
      okText: '保存',
      cancelText: '取消',
      onOk: () =>
        save.mutateAsync(input).then(
          () => toast.success('站点设置已保存'),
          (error: unknown) => {
            showRefusal(form, error, (path) => (typeof path[0] === 'string' ? path[0] : null));
          },
        ),
    });
  };

  return (
    <Form<TFields>
      form={form}
      layout="vertical"
      onFinish={submit}
      disabled={save.isPending}
      data-testid="settings-form"
    >
      {settings.updatedAt === null ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="尚未保存过站点设置：当前显示的是服务器的默认配置"
        />
      ) : (
        <p style={{ color: 'rgba(0, 0, 0, 0.45)' }}>
          最近由 {settings.updatedBy} 于 {formatDate(settings.updatedAt, 'YYYY-MM-DD HH:mm')} 保存
        </p>
      )}
      <Divider titlePlacement="start">站点信息</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="siteName" {...text('站点名称', SITE_TEXT_MAX.siteName)}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="companyName" {...text('公司名称', SITE_TEXT_MAX.companyName)}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="icp" {...text('ICP备案号', SITE_TEXT_MAX.icp)}>
            <Input placeholder="如 沪ICP备20260001号-1" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="psb" {...text('公安备案号', SITE_TEXT_MAX.psb, false)} extra="没有可留空">
            <Input placeholder="如 沪公网安备 31011502026001号" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="hotline"
            {...text('客服电话', SITE_TEXT_MAX.hotline)}
            extra="数字、空格和 -，如 400-800-8888"
          >
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="serviceHours" {...text('服务时间', SITE_TEXT_MAX.serviceHours)}>
            <Input placeholder="如 周一至周日 9:00-21:00" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">交易规则</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="unpaidMinutes" {...whole('未支付订单保留时长', '分钟', UNPAID_MINUTES_RANGE)}>
            <InputNumber<number> suffix="分钟" inputMode="numeric" precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="afterSalesDays" {...whole('售后期限（签收后）', '天', AFTER_SALES_DAYS_RANGE)}>
            <InputNumber<number> suffix="天" inputMode="numeric" precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="autoConfirmDays" {...whole('自动确认收货（发货后）', '天', AUTO_CONFIRM_DAYS_RANGE)}>
            <InputNumber<number> suffix="天" inputMode="numeric" precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存设置
      </Button>
    </Form>
  );
}
