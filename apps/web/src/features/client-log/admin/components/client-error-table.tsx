import type { TClientErrorGroup } from '@mall/contract';
import { Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from '../../../../components/admin/admin-table';
import { formatDate } from '../../../../lib/format';
import { useClientErrors } from '../api/get-client-errors';

const KIND_TEXT: Record<TClientErrorGroup['kind'], string> = {
  error: '脚本错误',
  rejection: '未处理的 Promise',
  render: '渲染错误',
  route: '路由错误',
};

const time = (ms: number) => formatDate(ms, 'YYYY-MM-DD HH:mm:ss');

/** 前端错误: the web app's unhandled errors, one row per fingerprint, the stack in the expanded row. */
export function ClientErrorTable() {
  const paging = useAdminPaging(20);
  const [keyword, setKeyword] = useState('');
  const query = useClientErrors({ page: paging.page, limit: paging.limit, keyword });
  return (
    <AdminTable<TClientErrorGroup>
      testId="client-error-table"
      what="前端错误"
      rowKey="id"
      query={query}
      page={paging.page}
      limit={paging.limit}
      onPage={paging.onPage}
      filters={
        <Input.Search
          allowClear
          aria-label="搜索错误信息、页面或堆栈"
          placeholder="搜索错误信息、页面或堆栈"
          enterButton="搜索"
          maxLength={100}
          style={{ maxWidth: 420 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            paging.toFirst();
          }}
        />
      }
      columns={[
        {
          title: '错误信息',
          dataIndex: 'message',
          render: (message: string, row) => (
            <div style={{ maxWidth: 440 }}>
              <Tag color={row.kind === 'render' ? 'red' : 'orange'}>{KIND_TEXT[row.kind]}</Tag>
              <Typography.Text style={{ wordBreak: 'break-all' }}>{message}</Typography.Text>
            </div>
          ),
        },
        { title: '次数', dataIndex: 'count', align: 'right', width: 80 },
        {
          title: '最近页面',
          dataIndex: 'route',
          render: (route: string) => <Typography.Text code>{route || '—'}</Typography.Text>,
        },
        { title: '最近出现', dataIndex: 'lastSeen', render: time, width: 170 },
      ]}
      expandable={{
        expandedRowRender: (row) => (
          <div data-testid="client-error-stack">
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              首次出现 {time(row.firstSeen)} · 版本 {row.version || '未知'} · {row.userAgent || '未知浏览器'} · 指纹{' '}
              {row.fingerprint.slice(0, 12)}
            </Typography.Paragraph>
            <pre className="admin-pre">{row.stack || '（无堆栈）'}</pre>
          </div>
        ),
      }}
    />
  );
}
