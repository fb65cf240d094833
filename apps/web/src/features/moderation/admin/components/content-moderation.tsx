import type { TContentItem } from '@mall/contract';
import { CONTENT_KIND_TEXT, CONTENT_KINDS, type TContentKind } from '@mall/contract/admin-wire';
import { App, Button, Input, Segmented, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from '../../../../components/admin/admin-table';
import { useReasonModal } from '../../../../components/admin/reason-modal';
import { formatDate } from '../../../../lib/format';
import { useContent } from '../api/get-content';
import { useHideContent } from '../api/hide-content';
import { useRestoreContent } from '../api/restore-content';
import { contentTargetText, hideDescription } from '../content-view';

type TStatusFilter = 'all' | '0' | '1';

/**
 * 内容管理 (DESIGN-OPERATE §A `content`): a tab per kind, a state filter and a keyword; each row hides
 * (a reason the author reads) or restores, asking first.
 */
export function ContentModeration() {
  const [kind, setKind] = useState<TContentKind>('review');
  const [status, setStatus] = useState<TStatusFilter>('all');
  const [keyword, setKeyword] = useState('');
  const paging = useAdminPaging();
  const query = useContent({
    kind,
    status: status === 'all' ? undefined : (Number(status) as 0 | 1),
    keyword: keyword || undefined,
    page: paging.page,
    limit: paging.limit,
  });
  const hide = useHideContent();
  const restore = useRestoreContent();
  const { ask, modal } = useReasonModal();
  const { modal: confirm, message } = App.useApp();

  const onHide = (item: TContentItem) =>
    ask({
      title: `隐藏${CONTENT_KIND_TEXT[item.kind]}`,
      description: hideDescription(item),
      okText: '隐藏',
      label: '隐藏原因',
      placeholder: '作者会在消息中看到这段原因',
      isDanger: true,
      onConfirm: async (reason) => {
        await hide.mutateAsync({ kind: item.kind, id: item.id, reason });
        message.success('已隐藏');
      },
    });

  const onRestore = (item: TContentItem) =>
    confirm.confirm({
      title: `恢复显示该${CONTENT_KIND_TEXT[item.kind]}？`,
      content: '恢复后所有用户都能再次看到它，作者会收到恢复通知。',
      okText: '恢复',
      cancelText: '取消',
      onOk: async () => {
        await restore.mutateAsync({ kind: item.kind, id: item.id });
        message.success('已恢复显示');
      },
    });

  return (
    <>
      <Tabs
        activeKey={kind}
        onChange={(k) => {
          setKind(k as TContentKind);
          paging.toFirst();
        }}
        items={CONTENT_KINDS.map((k) => ({ key: k, label: CONTENT_KIND_TEXT[k] }))}
      />
      <AdminTable<TContentItem>
        testId="admin-content-table"
        what={CONTENT_KIND_TEXT[kind]}
        rowKey="id"
        query={query}
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        filters={
          <>
            <Segmented<TStatusFilter>
              value={status}
              onChange={(v) => {
                setStatus(v);
                paging.toFirst();
              }}
              options={[
                { label: '全部', value: 'all' },
                { label: '显示中', value: '0' },
                { label: '已隐藏', value: '1' },
              ]}
            />
            <Input.Search
              allowClear
              placeholder="搜索内容关键词"
              style={{ width: 240, maxWidth: '100%' }}
              onSearch={(v) => {
                setKeyword(v.trim());
                paging.toFirst();
              }}
              data-testid="admin-content-search"
            />
          </>
        }
        columns={[
          {
            title: '内容',
            dataIndex: 'excerpt',
            render: (text: string) => <div style={{ minWidth: 200, maxWidth: 300, whiteSpace: 'normal' }}>{text}</div>,
          },
          {
            title: '作者',
            key: 'author',
            render: (_, r) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {r.author.name || '—'}
                {r.author.type === 'seller' ? <Tag style={{ marginLeft: 4 }}>商家</Tag> : null}
              </span>
            ),
          },
          {
            title: '关于',
            key: 'target',
            render: (_, r) => (
              <div style={{ minWidth: 120, maxWidth: 200, whiteSpace: 'normal' }}>{contentTargetText(r)}</div>
            ),
          },
          {
            title: '发布时间',
            dataIndex: 'createdAt',
            render: (t: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(t, 'YYYY-MM-DD HH:mm')}</span>,
          },
          {
            title: '状态',
            key: 'state',
            width: 170,
            render: (_, r) =>
              r.hidden ? (
                <div style={{ minWidth: 140, maxWidth: 220, whiteSpace: 'normal' }}>
                  <Tag color="red">已隐藏</Tag>
                  <div style={{ color: 'var(--text-2)', fontSize: 12, marginTop: 2 }}>{r.hiddenReason}</div>
                </div>
              ) : (
                <Tag color="green">显示中</Tag>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            fixed: 'right',
            render: (_, r) =>
              r.hidden ? (
                <Button size="small" onClick={() => onRestore(r)} data-testid="admin-content-restore">
                  恢复
                </Button>
              ) : (
                <Button size="small" danger onClick={() => onHide(r)} data-testid="admin-content-hide">
                  隐藏
                </Button>
              ),
          },
        ]}
      />
      {modal}
    </>
  );
}
