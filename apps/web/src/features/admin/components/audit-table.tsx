import type { TAuditEntry } from '@mall/contract';
import { Col, Input, Row, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from '../../../components/admin/admin-table';
import { formatDate } from '../../../lib/format';
import { useAdminAccounts } from '../api/admin-accounts';
import { useAuditLog } from '../api/get-audit-log';
import { auditFields, auditJson } from '../audit-diff';

/** The changed fields, then both sides as JSON side by side. */
function AuditDetail({ entry }: { entry: TAuditEntry }) {
  const fields = auditFields(entry.before, entry.after);
  return (
    <div data-testid="audit-detail">
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={fields}
        rowClassName={(f) => (f.isChanged ? 'audit-changed' : '')}
        columns={[
          { title: '字段', dataIndex: 'key', width: 160 },
          { title: '修改前', dataIndex: 'before', render: (v: string) => <code className="audit-value">{v}</code> },
          { title: '修改后', dataIndex: 'after', render: (v: string) => <code className="audit-value">{v}</code> },
        ]}
      />
      <Row gutter={12} style={{ marginTop: 12 }}>
        <Col xs={24} md={12}>
          <Typography.Text type="secondary">修改前</Typography.Text>
          <pre className="admin-pre">{auditJson(entry.before)}</pre>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text type="secondary">修改后</Typography.Text>
          <pre className="admin-pre">{auditJson(entry.after)}</pre>
        </Col>
      </Row>
    </div>
  );
}

/** 操作日志: every admin write, newest first, by admin and action; a row opens its before/after. */
export function AuditTable() {
  const paging = useAdminPaging(20);
  const [adminId, setAdminId] = useState<number | undefined>();
  const [action, setAction] = useState('');
  const admins = useAdminAccounts();
  const query = useAuditLog({ page: paging.page, limit: paging.limit, adminId, action });
  return (
    <AdminTable<TAuditEntry>
      testId="audit-table"
      what="操作记录"
      rowKey="id"
      query={query}
      page={paging.page}
      limit={paging.limit}
      onPage={paging.onPage}
      filters={
        <>
          <Select<number>
            allowClear
            aria-label="按管理员筛选"
            placeholder="全部管理员"
            style={{ minWidth: 180 }}
            value={adminId}
            loading={admins.isPending}
            options={(admins.data ?? []).map((a) => ({ value: a.id, label: a.username }))}
            onChange={(value) => {
              setAdminId(value);
              paging.toFirst();
            }}
          />
          <Input.Search
            allowClear
            aria-label="按操作筛选"
            placeholder="操作，如 settings. 或 admin.add"
            enterButton="筛选"
            maxLength={64}
            style={{ maxWidth: 320 }}
            onSearch={(value) => {
              setAction(value.trim());
              paging.toFirst();
            }}
          />
        </>
      }
      columns={[
        {
          title: '时间',
          dataIndex: 'createdAt',
          width: 170,
          render: (ms: number) => formatDate(ms, 'YYYY-MM-DD HH:mm:ss'),
        },
        { title: '管理员', dataIndex: 'adminName' },
        { title: '操作', dataIndex: 'action', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        { title: '对象', key: 'target', render: (_v, e) => `${e.targetType} #${e.targetId}` },
        { title: 'IP 地址', dataIndex: 'ip' },
      ]}
      expandable={{ expandedRowRender: (entry) => <AuditDetail entry={entry} /> }}
    />
  );
}
