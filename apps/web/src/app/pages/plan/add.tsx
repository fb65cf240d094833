import { PLAN_ATTACHMENTS_MAX, PLAN_SCENES, type TPlanDetail, ZPlanInput } from '@mall/contract';
import { Alert, Breadcrumb, Button, Form, Input, Result, Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkFormPayload, showRefusal } from '../../../components/check-form';
import { LoadFailed } from '../../../components/load-failed';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { useAddPlan } from '../../../features/plan/api/add-plan';
import { usePlan } from '../../../features/plan/api/get-plan';
import { useUpdatePlan } from '../../../features/plan/api/update-plan';
import { BomEditor } from '../../../features/plan/components/bom-editor';
import { PlanEditor } from '../../../features/plan/components/plan-editor';
import '../../../features/plan/components/plan.css';
import {
  droppedLineTitles,
  issueField,
  planFormValues,
  planPayload,
  refusalText,
  type TPlanFormValues,
} from '../../../features/plan/plan-form';
import { planDetailPath } from '../../../features/plan/plan-view';
import { AttachmentUploader, ImageUploader } from '../../../features/upload';
import { parseId } from '../../../lib/query-id';
import { toast } from '../../../lib/toast';
import { zodRule } from '../../../lib/zod-rule';
import { usePageTitle } from '../../../stores/page-title';

const SHAPE = ZPlanInput.shape;
const SCENE_OPTIONS = PLAN_SCENES.map((s) => ({ value: s, label: s }));

function PlanForm({ plan }: { plan?: TPlanDetail }) {
  const [form] = Form.useForm<TPlanFormValues>();
  const navigate = useNavigate();
  const add = useAddPlan();
  const update = useUpdatePlan();
  const [serverError, setServerError] = useState('');
  // The body is checked once the author has left it (or on submit), then as they type: never red untouched.
  const [isBodyTouched, setIsBodyTouched] = useState(false);
  const initial = useMemo<TPlanFormValues>(
    () => (plan ? planFormValues(plan) : { cover: [], attachments: [], products: [], htmlCode: '' }),
    [plan],
  );

  const dropped = useMemo(() => (plan ? droppedLineTitles(plan) : []), [plan]);
  const isSaving = add.isPending || update.isPending;
  const submit = async () => {
    if (isSaving) return;
    setServerError('');
    setIsBodyTouched(true);
    const payload = await checkFormPayload(form, planPayload, ZPlanInput, issueField);
    if (!payload) return;
    try {
      let id = plan?.id;
      if (plan) await update.mutateAsync({ id: plan.id, ...payload });
      else id = (await add.mutateAsync(payload)).id;
      toast.success(plan ? '方案已保存' : '方案已发布');
      navigate(planDetailPath(id as number), { replace: true });
    } catch (error) {
      // The request client toasted it; the page keeps the server's reason in view, on its field when
      // the 407 names one of the form's (a product taken off sale meanwhile: on the list).
      const onField = showRefusal(
        form,
        error,
        (path) => {
          const field = issueField(path);
          return field in SHAPE ? field : null;
        },
        refusalText,
      );
      setServerError(onField ?? (error instanceof Error ? error.message : '提交失败，请稍后重试'));
    }
  };

  return (
    <Form<TPlanFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      className="plan-form"
      data-testid="plan-form"
      onValuesChange={() => serverError && setServerError('')}
    >
      {serverError ? (
        <Alert type="error" showIcon className="plan-form-error" title={serverError} data-testid="plan-form-error" />
      ) : null}
      {dropped.length ? (
        <Alert
          type="warning"
          showIcon
          className="plan-form-error"
          title={`清单中的${dropped.map((t) => `「${t}」`).join('')}已下架或不存在，已从清单移除，可补充替代产品后保存`}
          data-testid="plan-form-dropped"
        />
      ) : null}
      <h2 className="plan-form-section">基本信息</h2>
      <Form.Item
        name="title"
        label="方案标题"
        rules={[{ required: true, whitespace: true, message: '请填写方案标题' }, zodRule(SHAPE.title)]}
      >
        <Input maxLength={60} showCount placeholder="如：三居室全屋智能入门方案" data-testid="plan-title-input" />
      </Form.Item>
      <Form.Item name="scene" label="适用场景" rules={[{ required: true, message: '请选择适用场景' }]}>
        <Select options={SCENE_OPTIONS} placeholder="请选择适用场景" data-testid="plan-scene-select" />
      </Form.Item>
      <Form.Item
        name="summary"
        label="方案简介"
        rules={[{ required: true, whitespace: true, message: '请填写方案简介' }, zodRule(SHAPE.summary)]}
      >
        <Input.TextArea
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder="一两句话说明方案解决什么问题、适合谁（10–200字）"
          data-testid="plan-summary-input"
        />
      </Form.Item>
      <Form.Item name="cover" label="封面图" extra="选填，不上传则使用清单中第一件产品的图片">
        <ImageUploader max={1} label="上传封面" />
      </Form.Item>

      <h2 className="plan-form-section">方案清单</h2>
      <Form.Item
        name="products"
        label="方案产品"
        required
        rules={[
          {
            validator: async (_, v?: unknown[]) => {
              if (!v?.length) throw new Error('请至少添加一件方案产品');
            },
          },
        ]}
      >
        <BomEditor />
      </Form.Item>

      <h2 className="plan-form-section">方案详情</h2>
      <Form.Item
        name="htmlCode"
        label="详细说明"
        required
        validateTrigger={isBodyTouched ? ['onChange', 'onBlur'] : ['onBlur']}
        rules={[
          zodRule(SHAPE.htmlCode),
          {
            validator: async (_, v?: string) => {
              if (!v) throw new Error('请填写方案详情');
            },
          },
        ]}
      >
        <PlanEditor onBlur={() => setIsBodyTouched(true)} />
      </Form.Item>
      <Form.Item name="attachments" label="附件" extra="最多5个，支持图片（JPG、PNG、WEBP）或 PDF 文件，如清单、接线图">
        <AttachmentUploader max={PLAN_ATTACHMENTS_MAX} testIdPrefix="plan" />
      </Form.Item>

      <div className="plan-form-actions">
        <Button type="primary" size="large" loading={isSaving} onClick={() => void submit()} data-testid="plan-submit">
          {plan ? '保存修改' : '发布方案'}
        </Button>
      </div>
    </Form>
  );
}

/** The page's frame; its h1 is also the document title (`发布方案 - 智联商城`, `编辑方案 - 智联商城`). */
function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <div className="container plan-page plan-add" data-testid="plan-add-page">
      <Breadcrumb className="plan-breadcrumb" items={[{ title: <Link to="/plan">方案馆</Link> }, { title }]} />
      <div className="plan-form-card">
        <div className="plan-form-head">
          <h1>{title}</h1>
          <Link to="/user/plan" className="plan-more">
            我的方案
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}

function EditPlan({ id }: { id: number }) {
  const plan = usePlan(id);
  if (plan.isPending) {
    return (
      <Frame title="编辑方案">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Frame>
    );
  }
  if (plan.isError && !isMissing(plan.error)) {
    return (
      <Frame title="编辑方案">
        <LoadFailed title="方案加载失败" onRetry={() => plan.refetch()} />
      </Frame>
    );
  }
  // Somebody else's plan is as good as missing here (the server answers 404 to their edit too).
  if (plan.isError || !plan.data.isOwner) {
    return (
      <Frame title="编辑方案">
        <Result status="404" title="方案不存在" subTitle="只能编辑自己发布的方案" data-testid="plan-missing" />
      </Frame>
    );
  }
  return (
    <Frame title="编辑方案">
      <PlanForm plan={plan.data} />
    </Frame>
  );
}

/**
 * PlanAdd (`/plan/add`, login): publishes a plan, or with `?id=` edits the author's own — title, scene,
 * summary, cover, the bill of materials picked from the catalogue, the rich-text body and attachments.
 */
export default function PlanAddPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id !== undefined) return <EditPlan key={id} id={id} />;
  return (
    <Frame title="发布方案">
      <PlanForm />
    </Frame>
  );
}
