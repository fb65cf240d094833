import type { TListingDetail } from '@mall/contract';
import {
  LISTING_BRAND_MAX,
  LISTING_SUBTITLE_MAX,
  LISTING_TITLE_MAX,
  LISTING_WEIGHT_MAX,
  REVISION_STATE,
} from '@mall/contract/seller-wire';
import {
  IOT_CERTIFICATIONS,
  IOT_ECOSYSTEMS,
  IOT_POWER,
  IOT_PROTOCOLS,
  isApprovedState,
  PRODUCT_STATE,
} from '@mall/contract/wire';
import { Alert, Button, Cascader, Checkbox, Form, Input, InputNumber, Popconfirm } from 'antd';
import { useState } from 'react';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import type { TCategoryOption } from '../../catalogue';
import { PlanEditor } from '../../plan';
import { useAddListing } from '../api/add-listing';
import { useRemoveListing } from '../api/remove-listing';
import { useSubmitListing } from '../api/submit-listing';
import { useUpdateListing } from '../api/update-listing';
import { uploadListingImage } from '../api/upload-listing-image';
import { useWithdrawListing } from '../api/withdraw-listing';
import {
  editorActions,
  formFieldOf,
  listingPayload,
  matrixProblem,
  specLocks,
  type TListingFormValues,
  type TListingMatrix,
} from '../listing-form';
import { ListingImages } from './listing-images';
import { ListingSpecs } from './listing-specs';
import { ListingState } from './listing-state';

interface TListingEditorProps {
  /** The product being edited, or null for a new one. */
  detail: TListingDetail | null;
  /** The form's first values (the revision's content when the product has one). */
  initial: TListingFormValues;
  categories: TCategoryOption[];
  isCategoriesLoading: boolean;
  isPhone: boolean;
  /** After a save: the product's id (a new product's page moves to its own address). */
  onSaved: (id: number) => void;
}

/** The server's reason without the status's own words (「参数错误：」), for the field's red line. */
function fieldMessage(error: RequestError): string {
  const at = error.message.indexOf('：');
  return at > 0 && at < 8 ? error.message.slice(at + 1) : error.message;
}

/**
 * 发布商品 / 编辑商品: category (a leaf), title, subtitle, brand, 1–9 pictures, the IoT facts, the
 * specs and their SKU table, weight and the detail page. 保存草稿 saves; 提交审核 saves then sends it to
 * review. An approved product's edit is a revision the platform reviews while the live one keeps
 * selling; one waiting for review is read-only until withdrawn.
 */
export function ListingEditor({
  detail,
  initial,
  categories,
  isCategoriesLoading,
  isPhone,
  onSaved,
}: TListingEditorProps) {
  const [form] = Form.useForm<TListingFormValues>();
  const add = useAddListing();
  const update = useUpdateListing();
  const submit = useSubmitListing();
  const withdraw = useWithdrawListing();
  const remove = useRemoveListing();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const actions = editorActions(detail);
  const locks = specLocks(detail);
  const isReadOnly = !actions.canSave;
  const id = detail?.id ?? null;

  const markField = (error: unknown) => {
    if (!(error instanceof RequestError)) return;
    const name = formFieldOf(error.field);
    if (name) {
      form.setFields([{ name, errors: [fieldMessage(error)] }]);
      form.scrollToField(name, { block: 'center' });
    }
  };

  const save = async (andSubmit: boolean) => {
    let values: TListingFormValues;
    try {
      values = await form.validateFields();
    } catch {
      toast.warning('请按提示修改标红的内容');
      return;
    }
    setBusy(andSubmit ? 'submit' : 'save');
    let savedId: number | null = null;
    try {
      const payload = listingPayload({ ...initial, ...values });
      const saved = id === null ? await add.mutateAsync(payload) : await update.mutateAsync({ id, ...payload });
      savedId = saved.id;
      if (andSubmit && !saved.isRevision && detail !== null && isApprovedState(detail.state)) {
        // The live version sent back unchanged: nothing for the platform to review.
        toast.success('内容与在售版本一致，无需审核');
      } else if (andSubmit) {
        await submit.mutateAsync({ id: saved.id });
        toast.success(saved.isRevision ? '修改已提交审核，通过后买家看到新版本' : '已提交审核，请等待平台审核');
      } else {
        toast.success(saved.isRevision ? '修改已保存，提交审核后生效' : '草稿已保存');
      }
      onSaved(saved.id);
    } catch (error) {
      // toasted by the request layer; the field it names turns red
      markField(error);
      if (savedId !== null && id === null) onSaved(savedId);
    } finally {
      setBusy(null);
    }
  };

  const takeBack = async () => {
    if (id === null) return;
    try {
      await withdraw.mutateAsync({ id });
      toast.success('已撤回审核，可以继续编辑');
    } catch {
      // toasted by the request layer
    }
  };

  const dropRevision = async () => {
    if (id === null) return;
    try {
      await remove.mutateAsync({ id, revision: true });
      toast.success('修改已删除，恢复为当前在售版本');
    } catch {
      // toasted by the request layer
    }
  };

  const revision = detail?.revision ?? null;
  const canDropRevision = revision !== null && revision.state !== REVISION_STATE.PENDING;

  return (
    <div className="listing-editor">
      {detail ? (
        <section className="seller-card listing-head" data-testid="listing-head">
          <ListingState
            state={detail.state}
            reason={detail.stateReason}
            revisionState={revision?.state ?? null}
            revisionReason={revision?.reason ?? null}
          />
          {isApprovedState(detail.state) ? (
            <Alert
              type="info"
              showIcon
              className="listing-revision-note"
              data-testid="listing-revision-note"
              message="修改将提交平台审核，审核通过前买家看到的仍是当前版本"
              description={revision ? '下面显示的是你的修改稿；删除修改可恢复为当前在售版本。' : undefined}
            />
          ) : null}
          {detail.state === PRODUCT_STATE.PENDING || revision?.state === REVISION_STATE.PENDING ? (
            <Alert
              type="warning"
              showIcon
              message="审核中的内容不能编辑，撤回审核后可修改"
              className="listing-revision-note"
            />
          ) : null}
        </section>
      ) : null}
      <Form<TListingFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={isReadOnly}
        scrollToFirstError={{ block: 'center' }}
        data-testid="listing-form"
        className="listing-form"
      >
        <fieldset disabled={isReadOnly} className="listing-fieldset">
          <div className="listing-columns">
            <section className="seller-card listing-section">
              <h2 className="listing-section-title">基本信息</h2>
              <Form.Item
                name="category"
                label="商品分类"
                rules={[{ required: true, type: 'array', min: 1, message: '请选择商品分类（最末级）' }]}
                extra="请选择到最末级分类"
              >
                <Cascader
                  options={categories}
                  loading={isCategoriesLoading}
                  placeholder="选择分类"
                  showSearch
                  expandTrigger={isPhone ? 'click' : 'hover'}
                  data-testid="listing-category"
                />
              </Form.Item>
              <Form.Item
                name="title"
                label="商品标题"
                rules={[
                  { required: true, whitespace: true, message: '请输入商品标题' },
                  { min: 2, message: '商品标题至少2个字' },
                  { max: LISTING_TITLE_MAX, message: `商品标题最多${LISTING_TITLE_MAX}个字` },
                ]}
              >
                <Input
                  maxLength={LISTING_TITLE_MAX}
                  showCount
                  placeholder="如 智能LED灯泡 E27 可调色温"
                  data-testid="listing-title"
                />
              </Form.Item>
              <Form.Item name="subtitle" label="副标题">
                <Input
                  maxLength={LISTING_SUBTITLE_MAX}
                  showCount
                  placeholder="卖点，选填"
                  data-testid="listing-subtitle"
                />
              </Form.Item>
              <div className="listing-pair">
                <Form.Item
                  name="brand"
                  label="品牌"
                  rules={[{ required: true, whitespace: true, message: '请输入品牌' }]}
                >
                  <Input maxLength={LISTING_BRAND_MAX} data-testid="listing-brand" />
                </Form.Item>
                <Form.Item name="weightGrams" label="重量">
                  <InputNumber<number>
                    min={1}
                    max={LISTING_WEIGHT_MAX}
                    precision={0}
                    suffix="克"
                    placeholder="用于运费计算，选填"
                    style={{ width: '100%' }}
                    data-testid="listing-weight"
                  />
                </Form.Item>
              </div>
              <Form.Item
                name="images"
                label="商品图片"
                extra="1–9 张，JPG/PNG/WEBP；第一张为主图，可用左右按钮调整顺序"
                rules={[
                  {
                    validator: (_, value: string[] | undefined) =>
                      value && value.length > 0
                        ? Promise.resolve()
                        : Promise.reject(new Error('请上传至少1张商品图片')),
                  },
                ]}
              >
                <ListingImages isReadOnly={isReadOnly} />
              </Form.Item>
            </section>
            <section className="seller-card listing-section">
              <h2 className="listing-section-title">物联网属性</h2>
              <Form.Item name="protocols" label="通信协议">
                <Checkbox.Group options={[...IOT_PROTOCOLS]} data-testid="listing-protocols" />
              </Form.Item>
              <Form.Item name="ecosystems" label="生态平台">
                <Checkbox.Group options={[...IOT_ECOSYSTEMS]} data-testid="listing-ecosystems" />
              </Form.Item>
              <Form.Item name="hubRequired" label="网关" valuePropName="checked">
                <Checkbox data-testid="listing-hub">需要配合网关（中枢）使用</Checkbox>
              </Form.Item>
              <Form.Item name="certifications" label="认证">
                <Checkbox.Group options={[...IOT_CERTIFICATIONS]} data-testid="listing-certifications" />
              </Form.Item>
              <Form.Item name="power" label="供电方式">
                <Checkbox.Group options={[...IOT_POWER]} data-testid="listing-power" />
              </Form.Item>
            </section>
          </div>
          <section className="seller-card listing-section">
            <h2 className="listing-section-title">规格与SKU</h2>
            <Form.Item
              name="matrix"
              rules={[
                {
                  validator: (_, value: TListingMatrix | undefined) => {
                    const problem = value ? matrixProblem(value) : '请至少添加1个规格';
                    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                  },
                },
              ]}
            >
              <ListingSpecs locks={locks} isPhone={isPhone} isReadOnly={isReadOnly} />
            </Form.Item>
          </section>
          <section className="seller-card listing-section">
            <h2 className="listing-section-title">商品详情</h2>
            <Form.Item name="detailHtml">
              <PlanEditor label="商品详情" upload={uploadListingImage} />
            </Form.Item>
          </section>
        </fieldset>
        <div className="listing-actions">
          {actions.canWithdraw ? (
            <Button
              onClick={() => void takeBack()}
              loading={withdraw.isPending}
              disabled={false}
              data-testid="listing-withdraw"
            >
              撤回审核
            </Button>
          ) : (
            <>
              {canDropRevision ? (
                <Popconfirm
                  title="删除这次修改？"
                  description="修改稿将被删除，商品保持当前在售版本。"
                  okText="删除修改"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => void dropRevision()}
                >
                  <Button danger loading={remove.isPending} data-testid="listing-remove-revision">
                    删除修改
                  </Button>
                </Popconfirm>
              ) : null}
              <Button
                onClick={() => void save(false)}
                loading={busy === 'save'}
                disabled={busy !== null}
                data-testid="listing-save"
              >
                {actions.isRevision ? '保存修改' : '保存草稿'}
              </Button>
              <Button
                type="primary"
                onClick={() => void save(true)}
                loading={busy === 'submit'}
                disabled={busy !== null}
                data-testid="listing-submit"
              >
                提交审核
              </Button>
            </>
          )}
        </div>
      </Form>
    </div>
  );
}
