import { type FormEvent, type ReactNode, useState } from 'react';
import { money } from './format.ts';
import { useLoad } from './use-page.ts';

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
    <div className="table-wrap stack">
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
    </div>
  );
}

/** One page of a server-side list, as the list endpoints answer it. */
export interface Page<T> {
  items: T[];
  total: number;
  totalCapped?: boolean;
}

/**
 * The state of a paged, filtered and (optionally) sorted server-side table: changing the
 * filters or the sort goes back to page 1; the page reloads whenever one of them changes.
 */
export function usePagedTable<F, R>(
  load: (query: { filters: F; page: number; perPage: number; sort: Sort }) => Promise<R>,
  {
    filters: initial,
    sort: initialSort,
    perPage = 25,
  }: { filters: F; sort?: Sort; perPage?: number },
) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>(initialSort ?? { key: '', order: 'desc' });
  const loaded = useLoad(() => load({ filters, page, perPage, sort }), [filters, page, sort]);
  return {
    ...loaded,
    filters,
    page,
    perPage,
    sort,
    setPage,
    filter: (next: F) => {
      setFilters(next);
      setPage(1);
    },
    sortBy: (next: Sort) => {
      setSort(next);
      setPage(1);
    },
  };
}

/** A filter form: on submit, its fields as read by `read` become the table's filters. */
export function FilterForm<F>({
  filter,
  read,
  children,
}: {
  filter: (filters: F) => void;
  read: (form: FormData) => F;
  children: ReactNode;
}) {
  return (
    <form
      className="filters"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        filter(read(new FormData(event.currentTarget)));
      }}
    >
      {children}
    </form>
  );
}

/** The error of the page (or `error` when given), then the page as a table once loaded. */
export function PagedTable<T>({
  table,
  error = table.error,
  sortable = false,
  ...rest
}: {
  table: {
    data: Page<T> | null;
    error: string | null;
    page: number;
    perPage: number;
    setPage: (page: number) => void;
    sort: Sort;
    sortBy: (sort: Sort) => void;
  };
  error?: string | null;
  /** Pass the sort to the table (its sortable columns become buttons). */
  sortable?: boolean;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty?: string;
}) {
  const { data } = table;
  return (
    <>
      {error && <p className="error">{error}</p>}
      {data && (
        <DataTable
          {...rest}
          rows={data.items}
          total={data.total}
          capped={data.totalCapped}
          page={table.page}
          perPage={table.perPage}
          onPage={table.setPage}
          {...(sortable ? { sort: table.sort, onSort: table.sortBy } : {})}
        />
      )}
    </>
  );
}

/** Figures by row (the total row last, set apart): money columns in the row's currency. */
export function FigureTable<K extends string, R extends Record<K, number>>({
  head,
  columns,
  rows,
  name,
  currency,
}: {
  /** The header of the first column, which names the rows. */
  head: string;
  columns: readonly (readonly [K, string, boolean])[];
  rows: R[];
  name: (row: R) => string;
  currency: (row: R, isTotal: boolean) => string;
}) {
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            {columns.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const isTotal = i === rows.length - 1;
            return (
              <tr key={name(row)} className={isTotal ? 'total' : ''}>
                <td>{name(row)}</td>
                {columns.map(([key, , isMoney]) => (
                  <td key={key}>
                    {isMoney
                      ? money(row[key], currency(row, isTotal))
                      : row[key].toLocaleString('en')}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
