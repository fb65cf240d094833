import { Table, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { LoadFailed } from '../load-failed';

/** A list query as the console's tables read it (a TanStack Query result of a paged call fits). */
export interface TAdminListQuery<T> {
  data: { data: T; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface TAdminTableProps<T> {
  /** The filters and actions above the table (they wrap on a phone). */
  filters?: ReactNode;
  query: TAdminListQuery<T[]>;
  columns: TableProps<T>['columns'];
  rowKey: keyof T & string;
  page: number;
  limit: number;
  onPage: (page: number, limit: number) => void;
  /** What is listed (商品, 申请 …): 暂无商品 when empty. */
  what: string;
  testId: string;
  expandable?: TableProps<T>['expandable'];
}

/**
 * Every console list: filters, then an antd table paged by the server (page, limit, total), scrolling
 * sideways on a phone rather than squeezing its columns; a failed load says so and offers 重试.
 */
export function AdminTable<T extends object>({
  filters,
  query,
  columns,
  rowKey,
  page,
  limit,
  onPage,
  what,
  testId,
  expandable,
}: TAdminTableProps<T>) {
  return (
    <div className="admin-card" data-testid={testId}>
      {filters ? <div className="admin-filters">{filters}</div> : null}
      {query.isError ? (
        <LoadFailed title={`${what}加载失败`} onRetry={() => query.refetch()} />
      ) : (
        <Table<T>
          rowKey={rowKey}
          size="middle"
          columns={columns}
          dataSource={query.data?.data ?? []}
          loading={query.isPending || query.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          expandable={expandable}
          locale={{ emptyText: `暂无${what}` }}
          pagination={{
            current: page,
            pageSize: limit,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: onPage,
          }}
        />
      )}
    </div>
  );
}

/** The page and page size of a console list, with a reset to page 1 when a filter changes. */
export function useAdminPaging(initialLimit = 20) {
  const [paging, setPaging] = useState({ page: 1, limit: initialLimit });
  return {
    ...paging,
    onPage: (page: number, limit: number) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
    /** Back to the first page (a filter or search changed). */
    toFirst: () => setPaging((p) => ({ ...p, page: 1 })),
  };
}
