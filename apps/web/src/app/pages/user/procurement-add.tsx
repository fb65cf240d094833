import { DEMAND_STATUS } from '@mall/contract';
import { Button, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useCategoryTree } from '../../../features/catalogue';
import { useDemand } from '../../../features/procurement/api/get-demand';
import { DemandForm } from '../../../features/procurement/components/demand-form';
import '../../../features/procurement/components/procurement.css';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { MyProcurementFrame } from '../../../features/procurement/components/my-procurement-frame';
import { demandActions } from '../../../features/procurement/procurement-view';
import { parseId } from '../../../lib/query-id';

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <MyProcurementFrame title={title} className="proc-add" testId="procurement-add-page">
      {children}
    </MyProcurementFrame>
  );
}

function EditDemand({ id }: { id: number }) {
  const demand = useDemand(id);
  const tree = useCategoryTree();
  if (demand.isPending || (tree.isPending && !tree.isError)) {
    return (
      <Frame title="修改采购需求">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Frame>
    );
  }
  if (demand.isError) {
    return (
      <Frame title="修改采购需求">
        {isMissing(demand.error) ? (
          <Result status="404" title="采购需求不存在" data-testid="procurement-missing" />
        ) : (
          <LoadFailed title="采购需求加载失败" onRetry={() => demand.refetch()} />
        )}
      </Frame>
    );
  }
  const d = demand.data;
  if (!d.isOwner) {
    return (
      <Frame title="修改采购需求">
        <Result status="404" title="采购需求不存在" data-testid="procurement-missing" />
      </Frame>
    );
  }
  if (!demandActions(d).canEdit) {
    return (
      <Frame title="修改采购需求">
        <Result
          status="info"
          title="该采购需求不能再修改"
          subTitle={d.quoteCount > 0 ? '已有商家报价，采购需求不能再修改。' : `采购需求当前为「${d.statusText}」。`}
          extra={
            <Link to={`/user/procurement/offer?id=${d.id}`}>
              <Button type="primary">查看报价</Button>
            </Link>
          }
          data-testid="procurement-not-editable"
        />
      </Frame>
    );
  }
  return (
    <Frame title={d.status === DEMAND_STATUS.DRAFT ? '编辑草稿' : '修改采购需求'}>
      <DemandForm demand={d} categories={tree.data ?? []} />
    </Frame>
  );
}

function NewDemand() {
  const tree = useCategoryTree();
  return (
    <Frame title="发布采购需求">
      <DemandForm categories={tree.data ?? []} />
    </Frame>
  );
}

/**
 * UserProcurementAdd (`/user/procurement/add`, `?id=` edits): the demand form with the contract's
 * own rules (`ZDemandInput`), saved as a draft or published.
 */
export default function UserProcurementAddPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = parseId(raw);
  if (raw !== null && id === undefined) {
    return (
      <Frame title="修改采购需求">
        <Result status="404" title="采购需求不存在" data-testid="procurement-missing" />
      </Frame>
    );
  }
  return id === undefined ? <NewDemand /> : <EditDemand key={id} id={id} />;
}
