import type { TMessage } from '@mall/contract';
import { MESSAGE_KIND_TEXT } from '@mall/contract/wire';
import { Button, Empty, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { formatDate } from '../../../lib/format';
import { useMessages } from '../api/get-messages';
import { useReadMessage } from '../api/read-message';

const PAGE_SIZE = 10;

const KIND_COLOR: Record<TMessage['kind'], string> = {
  orderShipped: 'blue',
  afterSales: 'orange',
  quoteReceived: 'green',
  couponExpiring: 'magenta',
  account: 'red',
  sellerApply: 'purple',
  moderation: 'volcano',
  feedbackReply: 'cyan',
  chat: 'geekblue',
};

/** 消息中心: the mall's messages, newest first; opening one marks it read and follows its link. */
export function MessageList() {
  const [page, setPage] = useState(1);
  const query = useMessages(page, PAGE_SIZE);
  const read = useReadMessage();
  const navigate = useNavigate();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <LoadFailed title="消息加载失败" onRetry={() => query.refetch()} />;
  const { data: list, total } = query.data;
  if (total === 0) return <Empty description="暂无消息" data-testid="message-empty" />;
  const hasUnread = list.some((m) => !m.isRead);

  const open = async (m: TMessage) => {
    if (!m.isRead) await read.mutateAsync(m.id).catch(() => undefined);
    if (m.link) navigate(m.link);
  };

  return (
    <>
      <div className="member-toolbar">
        <span className="member-count">共 {total} 条消息</span>
        <Button
          disabled={!hasUnread}
          loading={read.isPending}
          onClick={() => read.mutate(undefined)}
          data-testid="message-read-all"
        >
          全部已读
        </Button>
      </div>
      <ul className="message-list" data-testid="message-list">
        {list.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              className={m.isRead ? 'message-item' : 'message-item is-unread'}
              onClick={() => open(m)}
              data-testid="message-item"
            >
              <span className="message-dot" aria-hidden />
              <span className="message-main">
                <span className="message-head">
                  <Tag color={KIND_COLOR[m.kind]}>{MESSAGE_KIND_TEXT[m.kind]}</Tag>
                  <strong className={m.isRead ? 'message-title is-read' : 'message-title'}>{m.title}</strong>
                  {m.isRead ? null : <span className="sr-only">未读</span>}
                  <span className="message-time">{formatDate(m.createTime, 'YYYY-MM-DD HH:mm')}</span>
                </span>
                <span className="message-content">{m.content}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {total > PAGE_SIZE ? (
        <Pagination className="member-pager" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
      ) : null}
    </>
  );
}
