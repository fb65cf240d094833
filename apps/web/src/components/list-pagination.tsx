import { Pagination } from 'antd';

interface TListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** Shows the page (in the address bar); the window then goes back to the top of the list. */
  onChange: (page: number) => void;
  className: string;
  'data-testid': string;
}

/** A list's pages (antd pages: the plans, the news, the procurement market): none while all fits on one. */
export function ListPagination({ page, pageSize, total, onChange, className, ...rest }: TListPaginationProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      className={className}
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={(next) => {
        onChange(next);
        window.scrollTo({ top: 0 });
      }}
      data-testid={rest['data-testid']}
    />
  );
}
