import { PlusOutlined } from '@ant-design/icons';
import type { TAdminNewsRow } from '@mall/contract/admin-wire';
import { Button, Input, Popconfirm, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminTable, useAdminPaging } from '../../../../components/admin/admin-table';
import { useAntdPhone } from '../../../../components/use-antd-phone';
import { formatDate } from '../../../../lib/format';
import { imageUrl } from '../../../../lib/image-url';
import { toast } from '../../../../lib/toast';
import { useAdminNews } from '../api/get-admin-news';
import { useNewsColumns } from '../api/get-news-columns';
import { useRemoveNews } from '../api/save-news';
import { newsStateTag } from '../news-admin-view';
import { NewsColumnsModal } from './news-columns-modal';

const TIME = 'YYYY-MM-DD HH:mm';

/** 资讯管理: every article with its state, filtered by column, state and keyword; edit, view, remove. */
export function NewsList() {
  const isPhone = useAntdPhone();
  const paging = useAdminPaging(20);
  const [columnId, setColumnId] = useState<number | undefined>();
  const [status, setStatus] = useState<0 | 1 | undefined>();
  const [keyword, setKeyword] = useState('');
  const [isColumnsOpen, setColumnsOpen] = useState(false);
  const columns = useNewsColumns();
  const query = useAdminNews({
    page: paging.page,
    limit: paging.limit,
    columnId,
    status,
    keyword: keyword || undefined,
  });
  const remove = useRemoveNews();

  const filters = (
    <>
      <Select
        allowClear
        placeholder="全部栏目"
        style={{ minWidth: 140 }}
        value={columnId}
        onChange={(v) => {
          setColumnId(v);
          paging.toFirst();
        }}
        options={(columns.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        aria-label="栏目"
      />
      <Select
        allowClear
        placeholder="全部状态"
        style={{ minWidth: 120 }}
        value={status}
        onChange={(v) => {
          setStatus(v);
          paging.toFirst();
        }}
        options={[
          { value: 1, label: '已发布 / 定时' },
          { value: 0, label: '草稿' },
        ]}
        aria-label="状态"
      />
      <Input.Search
        allowClear
        placeholder="搜索标题或摘要"
        style={{ maxWidth: 260 }}
        onSearch={(v) => {
          setKeyword(v.trim());
          paging.toFirst();
        }}
        aria-label="搜索资讯"
      />
      <Space wrap style={{ marginLeft: 'auto' }}>
        <Button onClick={() => setColumnsOpen(true)}>栏目管理</Button>
        <Link to="/admin/news/edit">
          <Button type="primary" icon={<PlusOutlined />} data-testid="admin-news-add">
            新建资讯
          </Button>
        </Link>
      </Space>
    </>
  );

  return (
    <>
      <AdminTable<TAdminNewsRow>
        testId="admin-news-table"
        what="资讯"
        rowKey="id"
        query={query}
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        filters={filters}
        columns={(
          [
            {
              title: '标题',
              key: 'title',
              render: (_v, a) => (
                <Space>
                  {a.cover ? (
                    <img
                      src={imageUrl(a.cover, '86')}
                      alt=""
                      width={48}
                      height={48}
                      style={{ objectFit: 'cover', borderRadius: 4 }}
                    />
                  ) : null}
                  <span style={{ maxWidth: isPhone ? 200 : 320, display: 'inline-block', whiteSpace: 'normal' }}>
                    {a.title} {a.isBanner ? <Tag color="red">头条</Tag> : null}
                    {isPhone ? (
                      <span style={{ display: 'block', color: 'var(--text-3)', fontSize: 12 }}>
                        {a.columnName} · {newsStateTag(a).text} · {formatDate(a.publishTime, TIME)}
                      </span>
                    ) : null}
                  </span>
                </Space>
              ),
            },
            { title: '栏目', dataIndex: 'columnName', key: 'columnName' },
            {
              title: '状态',
              key: 'state',
              render: (_v, a) => {
                const tag = newsStateTag(a);
                return <Tag color={tag.color}>{tag.text}</Tag>;
              },
            },
            { title: '发布时间', key: 'publishTime', render: (_v, a) => formatDate(a.publishTime, TIME) },
            { title: '浏览', dataIndex: 'views', key: 'views' },
            { title: '更新时间', key: 'updatedAt', render: (_v, a) => formatDate(a.updatedAt, TIME) },
            {
              title: '操作',
              key: 'actions',
              fixed: isPhone ? undefined : 'right',
              render: (_v, a) => (
                <Space size={0} wrap direction={isPhone ? 'vertical' : 'horizontal'}>
                  <Link to={`/admin/news/edit?id=${a.id}`}>
                    <Button type="link">编辑</Button>
                  </Link>
                  {newsStateTag(a).text === '已发布' ? (
                    <a href={`/news/detail?id=${a.id}`} target="_blank" rel="noreferrer">
                      <Button type="link">查看</Button>
                    </a>
                  ) : null}
                  <Popconfirm
                    title={`删除「${a.title}」？`}
                    description="删除后资讯立即从前台消失，且不可恢复"
                    okText="删除"
                    cancelText="取消"
                    okButtonProps={{ danger: true }}
                    onConfirm={async () => {
                      try {
                        await remove.mutateAsync(a.id);
                        toast.success('资讯已删除');
                      } catch {
                        // toasted by the request layer
                      }
                    }}
                  >
                    <Button type="link" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ] as TableColumnsType<TAdminNewsRow>
        ).filter((c) => !isPhone || c.key === 'title' || c.key === 'actions')}
      />
      <NewsColumnsModal open={isColumnsOpen} onClose={() => setColumnsOpen(false)} />
    </>
  );
}
