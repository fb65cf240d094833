import { Breadcrumb, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useApplication } from '../../../features/seller/buyer/api/get-application';
import { applyView } from '../../../features/seller/buyer/apply-form';
import { ApplyForm } from '../../../features/seller/buyer/components/apply-form';
import { ApplyStatus } from '../../../features/seller/buyer/components/apply-status';
import '../../../features/seller/buyer/components/merchant-apply.css';

/** 商家入驻 (/merchant/join): a signed-in buyer applies to sell here, then follows the review. */
export default function MerchantJoinPage() {
  const application = useApplication();
  const [isReapplying, setReapplying] = useState(false);

  let body: React.ReactNode;
  if (application.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (application.isError) body = <LoadFailed title="入驻申请加载失败" onRetry={() => application.refetch()} />;
  else {
    const view = applyView(application.data, isReapplying);
    body =
      view.kind === 'form' ? (
        <ApplyForm
          previous={isReapplying ? application.data : null}
          rejectedReason={view.rejectedReason}
          onSubmitted={() => setReapplying(false)}
        />
      ) : (
        <ApplyStatus application={view.application} onReapply={() => setReapplying(true)} />
      );
  }

  return (
    <div className="merchant-apply-page">
      <Breadcrumb items={[{ title: <Link to="/">首页</Link> }, { title: '商家入驻' }]} />
      <div className="merchant-apply-card">
        <h1 className="merchant-apply-title">商家入驻</h1>
        <p className="merchant-apply-lead">
          填写企业与店铺信息，平台审核通过后即可开店。已有商家账号？
          <a href="/seller/login">登录商家中心</a>
        </p>
        {body}
      </div>
    </div>
  );
}
