import { PlusOutlined } from '@ant-design/icons';
import {
  DEMAND_ATTACHMENTS_MAX,
  DEMAND_ITEMS_MAX,
  DEMAND_ITEMS_MIN,
  DEMAND_STATUS,
  type TCategory,
  type TDemandDetail,
  ZDemandInput,
  zPhone,
} from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Cascader, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { checkFormPayload, showRefusal } from '../../../components/check-form';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { addressRegionOptions, regionRule } from '../../address';
import { categoryOptions, findCategoryPath, sortCategories, type TCategoryOption } from '../../catalogue';
import { useAddDemand } from '../api/add-demand';
import { useUpdateDemand } from '../api/update-demand';
import { DemandItemRow, MoneyInput } from './demand-item-row';
import './procurement.css';
import { toast } from '../../../lib/toast';
import { getUserInfoQueryOptions } from '../../../lib/user-info';
import { zodRule } from '../../../lib/zod-rule';
import { AttachmentUploader } from '../../upload';
import {
  demandFormValues,
  demandPayload,
  EMPTY_ITEM,
  isDeliveryDateOff,
  isQuoteDeadlineOff,
  issueField,
  type TDemandFormValues,
} from '../demand-form';

interface TDemandFormProps {
  /** The demand being edited; a new one when absent. */
  demand?: TDemandDetail;
  categories: readonly TCategory[];
}

/**
 * The demand form (发布 / 修改采购需求) with the contract's own rules (`ZDemandInput`): items,
 * delivery and quoting terms, attachments; saved as a draft or published.
 */
export function DemandForm({ demand, categories }: TDemandFormProps) {
  const [form] = Form.useForm<TDemandFormValues>();
  const navigate = useNavigate();
  const isPhone = useAntdPhone();
  const add = useAddDemand();
  const update = useUpdateDemand();
  const [serverError, setServerError] = useState('');
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  const quoteDeadline = Form.useWatch('quoteDeadline', form) as Dayjs | null | undefined;
  const options = useMemo(() => categoryOptions(sortCategories([...categories])), [categories]);
  const regions = useMemo(() => addressRegionOptions(), []);
  const isDraft = !demand || demand.status === DEMAND_STATUS.DRAFT;
  // Both dates: picked from the calendar (a phone's keyboard would cover it).
  const dateProps = { inputReadOnly: isPhone, placeholder: '请选择日期', className: 'proc-date' };

  const initial = useMemo<TDemandFormValues>(
    () =>
      demand
        ? demandFormValues(
            demand,
            findCategoryPath(categories, demand.categoryId ?? undefined).map((c) => c.id),
            (d) => dayjs(d),
          )
        : { items: [{ ...EMPTY_ITEM }], attachments: [] },
    [demand, categories],
  );

  // A new demand's contact starts as the buyer's own name and phone.
  const me = useQuery({ ...getUserInfoQueryOptions(), enabled: !demand });
  useEffect(() => {
    if (demand || !me.data) return;
    if (!form.getFieldValue('contactName')) form.setFieldValue('contactName', me.data.nickname || me.data.username);
    if (!form.getFieldValue('contactPhone') && me.data.phone) form.setFieldValue('contactPhone', me.data.phone);
  }, [demand, me.data, form]);

  const submit = async (asDraft: boolean) => {
    if (pending) return;
    setServerError('');
    const payload = await checkFormPayload(form, (values) => demandPayload(values, asDraft), ZDemandInput, issueField);
    if (!payload) return;
    setPending(asDraft ? 'draft' : 'publish');
    try {
      let id = demand?.id;
      if (demand) await update.mutateAsync({ id: demand.id, ...payload });
      else id = (await add.mutateAsync(payload)).id;
      if (asDraft) {
        toast.success('草稿已保存');
        navigate('/user/procurement', { replace: true });
      } else {
        toast.success('采购需求已发布，商家报价后将显示在报价对比中');
        navigate(`/user/procurement/offer?id=${id}`, { replace: true });
      }
    } catch (error) {
      // The request client toasted it; the page keeps the server's reason in view, on its field when
      // the 407 names one (the quote deadline passed meanwhile: on the date).
      showRefusal(form, error, issueField);
      setServerError(error instanceof Error ? error.message : '提交失败，请稍后重试');
    } finally {
      setPending(null);
    }
  };

  return (
    <Form<TDemandFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      className="proc-form"
      data-testid="procurement-form"
      scrollToFirstError
      onValuesChange={() => serverError && setServerError('')}
    >
      {serverError ? (
        <Alert
          type="error"
          showIcon
          className="proc-form-error"
          title={serverError}
          data-testid="procurement-form-error"
        />
      ) : null}

      <h3 className="proc-form-section">基本信息</h3>
      <Form.Item
        name="title"
        label="采购标题"
        rules={[{ required: true, whitespace: true, message: '请填写采购标题' }, zodRule(ZDemandInput.shape.title)]}
      >
        <Input
          maxLength={60}
          showCount
          placeholder="如：办公室智能门锁批量采购"
          data-testid="procurement-title-input"
        />
      </Form.Item>
      <div className="proc-form-grid">
        <Form.Item name="category" label="采购分类">
          <Cascader<TCategoryOption>
            options={options}
            changeOnSelect
            allowClear
            placeholder="请选择采购分类（选填）"
            showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
            classNames={{ popup: { root: 'proc-cascader-popup' } }}
            data-testid="procurement-category"
          />
        </Form.Item>
        <Form.Item name="budget" label="采购预算（元）" extra="不填写则显示为“面议”">
          <MoneyInput data-testid="procurement-budget-input" />
        </Form.Item>
      </div>

      <h3 className="proc-form-section">采购清单</h3>
      <Form.List
        name="items"
        rules={[
          {
            validator: async (_, items?: unknown[]) => {
              if (!items || items.length < DEMAND_ITEMS_MIN) throw new Error('请至少添加一项采购物品');
              if (items.length > DEMAND_ITEMS_MAX) throw new Error(`采购物品最多${DEMAND_ITEMS_MAX}项`);
            },
          },
        ]}
      >
        {(fields, { add: addRow, remove }, { errors }) => (
          <div className="proc-items" data-testid="procurement-items-input">
            {fields.map((field, index) => (
              <DemandItemRow
                key={field.key}
                row={field.name}
                index={index}
                canRemove={fields.length > DEMAND_ITEMS_MIN}
                onRemove={() => remove(field.name)}
                isPhone={isPhone}
              />
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => addRow({ ...EMPTY_ITEM })}
              disabled={fields.length >= DEMAND_ITEMS_MAX}
              block
              data-testid="procurement-add-item"
            >
              添加物品（{fields.length}/{DEMAND_ITEMS_MAX}）
            </Button>
          </div>
        )}
      </Form.List>

      <h3 className="proc-form-section">交货与报价</h3>
      <Form.Item name="region" label="交货地区" required rules={[regionRule('请选择交货地区')]}>
        <Cascader
          options={regions}
          placeholder="请选择省 / 市 / 区县"
          showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
          classNames={{ popup: { root: 'proc-cascader-popup' } }}
          data-testid="procurement-region"
        />
      </Form.Item>
      <div className="proc-form-grid">
        <Form.Item
          name="quoteDeadline"
          label="报价截止日期"
          rules={[{ required: true, message: '请选择报价截止日期' }]}
          extra="截止日当天24:00后不再接收报价"
        >
          <DatePicker
            disabledDate={(d) => isQuoteDeadlineOff(d.format('YYYY-MM-DD'))}
            {...dateProps}
            data-testid="procurement-quote-deadline"
            onChange={() => form.getFieldValue('deliveryDate') && void form.validateFields(['deliveryDate'])}
          />
        </Form.Item>
        <Form.Item
          name="deliveryDate"
          label="交货日期"
          dependencies={['quoteDeadline']}
          rules={[
            { required: true, message: '请选择交货日期' },
            {
              validator: async (_, d: Dayjs | null | undefined) => {
                const deadline = form.getFieldValue('quoteDeadline') as Dayjs | null | undefined;
                if (d && deadline && !d.isAfter(deadline, 'day')) throw new Error('交货日期须晚于报价截止日期');
              },
            },
          ]}
        >
          <DatePicker
            disabledDate={(d) => isDeliveryDateOff(d.format('YYYY-MM-DD'), quoteDeadline?.format('YYYY-MM-DD'))}
            {...dateProps}
            data-testid="procurement-delivery-date"
          />
        </Form.Item>
      </div>
      <div className="proc-form-grid">
        <Form.Item
          name="contactName"
          label="联系人"
          rules={[
            { required: true, whitespace: true, message: '请填写联系人' },
            zodRule(ZDemandInput.shape.contactName),
          ]}
        >
          <Input maxLength={20} autoComplete="name" placeholder="联系人姓名" data-testid="procurement-contact-name" />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label="联系电话"
          extra="仅成交的商家可见"
          rules={[{ required: true, whitespace: true, message: '请填写联系电话' }, zodRule(zPhone)]}
        >
          <Input
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            placeholder="11位手机号码"
            data-testid="procurement-contact-phone"
          />
        </Form.Item>
      </div>
      <Form.Item name="description" label="采购说明" rules={[zodRule(ZDemandInput.shape.description)]}>
        <Input.TextArea
          maxLength={2000}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder="选填：安装要求、品牌偏好、发票要求等"
          data-testid="procurement-description"
        />
      </Form.Item>
      <Form.Item name="attachments" label="附件" extra="最多5个，支持图片（JPG、PNG、WEBP）或 PDF 文件">
        <AttachmentUploader max={DEMAND_ATTACHMENTS_MAX} testIdPrefix="procurement" />
      </Form.Item>

      <div className="proc-form-actions">
        {isDraft ? (
          <Button
            size="large"
            loading={pending === 'draft'}
            disabled={pending === 'publish'}
            onClick={() => void submit(true)}
            data-testid="procurement-draft"
          >
            保存草稿
          </Button>
        ) : null}
        <Button
          type="primary"
          size="large"
          loading={pending === 'publish'}
          disabled={pending === 'draft'}
          onClick={() => void submit(false)}
          data-testid="procurement-submit"
        >
          {isDraft ? '发布需求' : '保存修改'}
        </Button>
      </div>
    </Form>
  );
}
