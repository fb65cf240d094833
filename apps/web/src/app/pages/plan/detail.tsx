import { ClockCircleOutlined, EditOutlined, EyeOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import type { TPlanDetail } from '@mall/contract';
import { Alert, Breadcrumb, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { useAddPlanToCart } from '../../../features/plan/api/add-plan-to-cart';
import { usePlan } from '../../../features/plan/api/get-plan';
import { BomTable } from '../../../features/plan/components/bom-table';
import { PlanAttachments } from '../../../features/plan/components/plan-attachments';
import { PlanBody } from '../../../features/plan/components/plan-body';
import '../../../features/plan/components/plan.css';
import { MissingResult } from '../../../components/missing-result';
import { cartOutcomeText, cartPlanOf, planEditPath, planHomePath, yuanText } from '../../../features/plan/plan-view';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { parseId } from '../../../lib/query-id';
import { toast } from '../../../lib/toast';
import { useLoginModal } from '../../../stores/login-modal';
import { useMetaDescription, usePageTitle } from '../../../stores/page-title';
import { hasToken } from '../../../stores/session';

function Missing() {
  return (
    <div className="container plan-page">
      <h1 className="sr-only">方案详情</h1>
      <MissingResult
        title="方案不存在"
        subTitle="这个方案不存在或已被作者删除，去方案馆看看其他方案吧。"
        backTo="/plan"
        backText="返回方案馆"
        testId="plan-missing"
      />
    </div>
  );
}

/** 一键加购 with the total of the lines that can be bought, and what it did. */
function CartBar({ plan }: { plan: TPlanDetail }) {
  const addAll = useAddPlanToCart();
  const [outcome, setOutcome] = useState<ReturnType<typeof cartOutcomeText> | null>(null);
  const { toAdd } = cartPlanOf(plan.products);
  const run = async () => {
    setOutcome(null);
    const result = await addAll.mutateAsync(plan.products);
    const text = cartOutcomeText(result);
    setOutcome(text);
    if (text.kind === 'success') toast.success(text.title);
    else if (text.kind === 'warning') toast.warning(text.title);
    else toast.error(text.title);
  };
  const onClick = () => {
    // A guest logs in first; the add goes on once the login succeeds (closing the modal drops it).
    if (!hasToken()) useLoginModal.getState().open(() => void run());
    else void run();
  };
  return (
    <div className="plan-cart" data-testid="plan-cart">
      <div className="plan-cart-bar">
        <div className="plan-cart-total">
          <span>
            可购 {toAdd.length}/{plan.products.length} 种，合计
          </span>
          <strong data-testid="plan-total-price">{yuanText(plan.total)}</strong>
        </div>
        <Button
          type="primary"
          size="large"
          icon={<ShoppingCartOutlined />}
          loading={addAll.isPending}
          disabled={toAdd.length === 0}
          onClick={onClick}
          data-testid="plan-add-to-cart"
        >
          一键加购
        </Button>
      </div>
      {outcome ? (
        <Alert
          className="plan-cart-outcome"
          type={outcome.kind}
          showIcon
          title={outcome.title}
          description={
            outcome.lines.length ? (
              <ul className="plan-cart-issues">
                {outcome.lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            ) : undefined
          }
          action={
            outcome.kind !== 'error' ? (
              <Link to="/cart" data-testid="plan-go-cart">
                去购物车
              </Link>
            ) : undefined
          }
          data-testid="plan-cart-outcome"
        />
      ) : null}
    </div>
  );
}

function PlanView({ plan }: { plan: TPlanDetail }) {
  usePageTitle(plan.title);
  useMetaDescription(plan.summary || undefined);
  return (
    <div className="container plan-page plan-detail" data-testid="plan-detail" data-plan-id={plan.id}>
      <Breadcrumb
        className="plan-breadcrumb"
        items={[
          { title: <Link to="/plan">方案馆</Link> },
          { title: <Link to={planHomePath({ scene: plan.scene })}>{plan.scene}</Link> },
          { title: '方案详情' },
        ]}
      />
      <article className="plan-article">
        <header className="plan-article-head">
          {plan.cover ? (
            <img
              className="plan-article-cover"
              src={imageUrl(plan.cover, '450')}
              alt={plan.title}
              width={450}
              height={450}
            />
          ) : null}
          <div className="plan-article-intro">
            <Link
              to={planHomePath({ scene: plan.scene })}
              className="plan-scene-tag is-static"
              data-testid="plan-scene-tag"
            >
              {plan.scene}
            </Link>
            <h1 data-testid="plan-title">{plan.title}</h1>
            <p className="plan-article-summary">{plan.summary}</p>
            <div className="plan-article-meta" data-testid="plan-meta">
              <span>
                <UserOutlined aria-hidden /> {plan.authorName}
              </span>
              <time dateTime={new Date(plan.createTime).toISOString()}>
                <ClockCircleOutlined aria-hidden /> {formatDate(plan.createTime, 'YYYY-MM-DD HH:mm')}
              </time>
              <span>
                <EyeOutlined aria-hidden /> 浏览 <span data-testid="plan-views">{plan.views}</span>
              </span>
            </div>
            {plan.isOwner ? (
              <Link to={planEditPath(plan.id)} tabIndex={-1}>
                <Button icon={<EditOutlined />} data-testid="plan-edit">
                  编辑方案
                </Button>
              </Link>
            ) : null}
          </div>
        </header>

        <section className="plan-section" aria-labelledby="plan-bom-head">
          <h2 id="plan-bom-head">方案清单</h2>
          {plan.homeSystem ? (
            <div
              className={`compat-note home-system is-${plan.homeSystem.complete ? 'ok' : 'hub'}`}
              role="status"
              data-testid="plan-home-system"
            >
              <span className={`compat-badge is-${plan.homeSystem.complete ? 'ok' : 'hub'}`}>
                {plan.homeSystem.complete ? '完整系统' : '还不完整'}
              </span>
              <span className="compat-note-reason">对照我的家：{plan.homeSystem.reason}</span>
            </div>
          ) : null}
          {plan.products.length ? <BomTable lines={plan.products} /> : <Empty description="这个方案没有列出产品" />}
          {plan.products.length ? <CartBar plan={plan} /> : null}
        </section>

        <section className="plan-section" aria-labelledby="plan-body-head">
          <h2 id="plan-body-head">方案详情</h2>
          {plan.htmlCode.trim() ? <PlanBody html={plan.htmlCode} /> : <Empty description="正文暂无内容" />}
        </section>

        {plan.attachments.length ? (
          <section className="plan-section" aria-labelledby="plan-files-head">
            <h2 id="plan-files-head">附件下载</h2>
            <PlanAttachments attachments={plan.attachments} />
          </section>
        ) : null}
      </article>
    </div>
  );
}

/** PlanDetail (`/plan/detail?id=`, public): one plan, its bill of materials at today's prices and 一键加购. */
export default function PlanDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const plan = usePlan(id);
  if (id === undefined) return <Missing />;
  if (plan.isPending) {
    return (
      <div className="container plan-page" role="status" aria-busy="true" aria-label="方案加载中">
        <h1 className="sr-only">方案详情</h1>
        <div className="plan-article">
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  }
  if (plan.isError) {
    if (isMissing(plan.error)) return <Missing />;
    return (
      <div className="container plan-page">
        <h1 className="sr-only">方案详情</h1>
        <LoadFailed title="方案加载失败" onRetry={() => plan.refetch()} />
      </div>
    );
  }
  return <PlanView plan={plan.data} />;
}
