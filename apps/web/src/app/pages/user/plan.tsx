import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, type ButtonProps, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useDeletePlan } from '../../../features/plan/api/delete-plan';
import { useMyPlans } from '../../../features/plan/api/get-my-plans';
import '../../../features/plan/components/plan.css';
import { planDetailPath, planEditPath } from '../../../features/plan/plan-view';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { toast } from '../../../lib/toast';

const PAGE_SIZE = 10;

/** UserPlan (`/user/plan`, login): the buyer's own plans, each to view, edit or delete (confirmed). */
export default function UserPlanPage() {
  const [page, setPage] = useState(1);
  const plans = useMyPlans(page, PAGE_SIZE);
  const remove = useDeletePlan();
  const { modal } = App.useApp();
  const list = plans.data?.data ?? [];
  const total = plans.data?.total ?? 0;

  const confirmDelete = (id: number, title: string) =>
    modal.confirm({
      title: '删除方案',
      content: `确定删除「${title}」吗？删除后不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true, 'data-testid': 'plan-delete-confirm' } as ButtonProps,
      cancelText: '取消',
      onOk: async () => {
        await remove.mutateAsync(id);
        toast.success('方案已删除');
        // The last one of a page gone: show the page before.
        if (list.length === 1 && page > 1) setPage(page - 1);
      },
    });

  return (
    <div className="page-card plan-mine" data-testid="user-plan">
      <div className="page-card-head">
        <h2>我的方案</h2>
        <Link to="/plan/add" tabIndex={-1}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="user-plan-add">
            发布方案
          </Button>
        </Link>
      </div>
      {plans.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : plans.isError ? (
        <LoadFailed title="方案加载失败" onRetry={() => plans.refetch()} />
      ) : list.length === 0 ? (
        <Empty description="还没有发布过方案" data-testid="user-plan-empty">
          <Link to="/plan/add" tabIndex={-1}>
            <Button type="primary">发布第一个方案</Button>
          </Link>
        </Empty>
      ) : (
        <ul className={plans.isPlaceholderData ? 'plan-mine-list is-loading' : 'plan-mine-list'}>
          {list.map((p) => (
            <li key={p.id} className="plan-mine-item" data-testid="user-plan-item" data-plan-id={p.id}>
              <Link to={planDetailPath(p.id)} className="plan-mine-main">
                {p.cover ? (
                  <img src={imageUrl(p.cover, '86')} alt="" width={72} height={72} className="plan-mine-cover" />
                ) : (
                  <span className="plan-mine-cover" aria-hidden />
                )}
                <span className="plan-mine-info">
                  <span className="plan-mine-title">{p.title}</span>
                  <span className="plan-card-meta">
                    <span className="plan-scene-tag is-inline">{p.scene}</span>
                    <span>{formatDate(p.createTime)}</span>
                    <span>
                      <EyeOutlined aria-hidden /> {p.views}
                    </span>
                    <span>{p.productCount}件产品</span>
                  </span>
                </span>
              </Link>
              <div className="plan-mine-actions">
                <Link to={planEditPath(p.id)} tabIndex={-1}>
                  <Button icon={<EditOutlined />} data-testid="user-plan-edit">
                    编辑
                  </Button>
                </Link>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(p.id, p.title)}
                  data-testid="user-plan-delete"
                >
                  删除
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE ? (
        <Pagination
          className="plan-pagination"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
