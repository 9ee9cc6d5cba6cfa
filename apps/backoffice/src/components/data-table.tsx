import type { ReactNode } from 'react';
import { TableWrap } from './table-wrap.tsx';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Sortable on the server by this key. */
  sortable?: boolean;
}

export interface Sort {
  key: string;
  order: 'asc' | 'desc';
}

/** A table whose sorting and paging happen on the server: it only shows one page. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  total,
  page,
  perPage,
  onPage,
  sort,
  onSort,
  empty = 'Nothing found',
  capped = false,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  empty?: string;
  /** The server counted up to `total` and stopped: more match. */
  capped?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <TableWrap className="stack">
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.sortable && onSort ? (
                  <button
                    type="button"
                    className="sort"
                    onClick={() =>
                      onSort({
                        key: column.key,
                        order: sort?.key === column.key && sort.order === 'desc' ? 'asc' : 'desc',
                      })
                    }
                  >
                    {column.header}
                    {sort?.key === column.key ? (sort.order === 'desc' ? ' ▼' : ' ▲') : ''}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  // The header again, for phones, where each row stands as a card.
                  <td key={column.key} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <div className="pager">
        <span>
          {total.toLocaleString('en')}
          {capped ? '+' : ''} in all · page {page} of {pages}
          {capped ? '+' : ''}
        </span>
        <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </TableWrap>
  );
}
