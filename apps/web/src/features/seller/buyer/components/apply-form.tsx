import type { TSellerApplication } from '@mall/contract';
import { ZApplicationSubmit, zPhone, zUscc } from '@mall/contract';
import { Alert, Button, Cascader, Form, Input, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { checkFormPayload, showRefusal } from '../../../../components/check-form';
import { useAntdPhone } from '../../../../components/use-antd-phone';
import { toast } from '../../../../lib/toast';
import { zodRule } from '../../../../lib/zod-rule';
import { SmsCodeField } from '../../../account';
import { sendCodeTo } from '../../../account/components/sms-code-button';
import { addressRegionOptions, RegionSheet, regionRule } from '../../../address';
import { useCategoryTree } from '../../../catalogue/api/get-category-tree';
import { ImageUploader } from '../../../upload';
import { useSubmitApplication } from '../api/submit-application';
import { applyField, applyFormValues, applyPayload, categoryOptions, type TApplyFormValues } from '../apply-form';

const SHAPE = ZApplicationSubmit.shape;

interface TApplyFormProps {
  /** The rejected application to correct, or none for a first application. */
  previous?: TSellerApplication | null;
  /** The operator's reason for the rejection shown above the form. */
  rejectedReason?: string | null;
  onSubmitted: () => void;
}

/**
 * 商家入驻's form: the company (name, 统一社会信用代码 checked as the server does, legal person, the
 * licence picture), the shop (name, main categories), where it is and who to call (contact, phone
 * with its SMS code). One column on a phone; the region is the bottom sheet there.
 */
export function ApplyForm({ previous, rejectedReason, onSubmitted }: TApplyFormProps) {
  const [form] = Form.useForm<TApplyFormValues>();
  const isPhone = useAntdPhone();
  const submit = useSubmitApplication();
  const categories = useCategoryTree();
  const treeData = useMemo(() => categoryOptions(categories.data), [categories.data]);
  const initial = useMemo(() => applyFormValues(previous), [previous]);

  const getPhone = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      return phone.trim();
    } catch {
      return null;
    }
  };

  const onSubmit = async () => {
    if (submit.isPending) return;
    const payload = await checkFormPayload(form, applyPayload, ZApplicationSubmit, applyField);
    if (!payload) return;
    try {
      await submit.mutateAsync(payload);
      toast.success('入驻申请已提交，请等待平台审核');
      onSubmitted();
    } catch (error) {
      // The request client toasted it; a refusal about a field (licence, categories, code) lands there too.
      showRefusal(form, error, (path) => applyField(path));
    }
  };

  return (
    <Form<TApplyFormValues>
      form={form}
      layout={isPhone ? 'vertical' : 'horizontal'}
      labelCol={isPhone ? undefined : { flex: '140px' }}
      initialValues={initial}
      className="merchant-apply-form"
      data-testid="merchant-apply-form"
    >
      {rejectedReason ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="上次申请未通过审核"
          description={`原因：${rejectedReason}。请修改后重新提交。`}
        />
      ) : null}
      <h2 className="merchant-apply-section">企业信息</h2>
      <Form.Item
        name="companyName"
        label="企业名称"
        rules={[{ required: true, whitespace: true, message: '请输入企业名称' }, zodRule(SHAPE.companyName)]}
      >
        <Input placeholder="与营业执照上的名称一致" maxLength={60} data-testid="apply-company" />
      </Form.Item>
      <Form.Item
        name="uscc"
        label="统一社会信用代码"
        rules={[{ required: true, whitespace: true, message: '请输入统一社会信用代码' }, zodRule(zUscc)]}
      >
        <Input placeholder="18位，见营业执照" maxLength={18} autoCapitalize="characters" data-testid="apply-uscc" />
      </Form.Item>
      <Form.Item
        name="legalPerson"
        label="法定代表人"
        rules={[{ required: true, whitespace: true, message: '请输入法定代表人' }, zodRule(SHAPE.legalPerson)]}
      >
        <Input maxLength={30} data-testid="apply-legal" />
      </Form.Item>
      <Form.Item
        name="licenseImage"
        label="营业执照"
        required
        extra="请上传清晰的营业执照照片，JPG、PNG 或 WEBP"
        rules={[
          {
            validator: async (_rule, value: string[] | undefined) => {
              if (!value?.length) throw new Error('请上传营业执照');
            },
          },
        ]}
      >
        <ImageUploader max={1} label="上传执照" data-testid="apply-license" />
      </Form.Item>

      <h2 className="merchant-apply-section">店铺信息</h2>
      <Form.Item
        name="shopName"
        label="店铺名称"
        rules={[{ required: true, whitespace: true, message: '请输入店铺名称' }, zodRule(SHAPE.shopName)]}
      >
        <Input placeholder="如：智联官方旗舰店" maxLength={30} data-testid="apply-shop" />
      </Form.Item>
      <Form.Item
        name="categoryIds"
        label="主营类目"
        rules={[{ required: true, message: '请选择主营类目' }, zodRule(SHAPE.categoryIds)]}
      >
        <TreeSelect
          multiple
          treeData={treeData}
          loading={categories.isPending}
          placeholder="可选多个，最多10个"
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          allowClear
          aria-label="主营类目"
          data-testid="apply-categories"
        />
      </Form.Item>
      <Form.Item name="region" label="所在地区" required rules={[regionRule()]}>
        {isPhone ? (
          <RegionSheet options={addressRegionOptions()} placeholder="请选择省 / 市 / 区县" data-testid="apply-region" />
        ) : (
          <Cascader
            options={addressRegionOptions()}
            placeholder="请选择省 / 市 / 区县"
            showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
            data-testid="apply-region"
          />
        )}
      </Form.Item>
      <Form.Item
        name="address"
        label="详细地址"
        rules={[{ required: true, whitespace: true, message: '请输入详细地址' }, zodRule(SHAPE.address)]}
      >
        <Input.TextArea maxLength={120} showCount autoSize={{ minRows: 2, maxRows: 4 }} data-testid="apply-address" />
      </Form.Item>

      <h2 className="merchant-apply-section">联系人</h2>
      <Form.Item
        name="contactName"
        label="联系人"
        rules={[{ required: true, whitespace: true, message: '请输入联系人' }, zodRule(SHAPE.contactName)]}
      >
        <Input maxLength={30} autoComplete="name" data-testid="apply-contact" />
      </Form.Item>
      <Form.Item
        name="phone"
        label="联系手机"
        extra="审核通过后，商家中心的登录账号和初始密码将以短信发送到此手机"
        rules={[{ required: true, whitespace: true, message: '请输入手机号' }, zodRule(zPhone)]}
      >
        <Input maxLength={11} inputMode="tel" autoComplete="tel" data-testid="apply-phone" />
      </Form.Item>
      <SmsCodeField send={sendCodeTo('apply', getPhone)} />
      <Form.Item label={isPhone ? undefined : ' '} colon={false}>
        <Button type="primary" size="large" loading={submit.isPending} onClick={onSubmit} data-testid="apply-submit">
          提交申请
        </Button>
      </Form.Item>
    </Form>
  );
}
