import type { CallInput } from '@casino/api-client';
import type { Endpoint } from '@casino/contracts/api';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useApi } from '../lib/query.ts';
import { type Column, DataTable, type Sort } from './data-table.tsx';

/** One page of a server-side list, as the list endpoints answer it. */
export interface Page<T> {
  items: T[];
  total: number;
  totalCapped?: boolean;
}

/**
 * The state of a paged, filtered and (optionally) sorted server-side table: changing the
 * filters or the sort goes back to page 1; the page loads again whenever one of them changes.
 */
export function usePagedTable<E extends Endpoint, F>(
  endpoint: E,
  input: (query: { filters: F; page: number; perPage: number; sort: Sort }) => CallInput<E>,
  {
    filters: initial,
    sort: initialSort,
    perPage = 25,
  }: { filters: F; sort?: Sort; perPage?: number },
) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>(initialSort ?? { key: '', order: 'desc' });
  const loaded = useApi(endpoint, input({ filters, page, perPage, sort }));
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

/** A form field's trimmed text, or undefined when empty (left out of the query). */
export const textOf = (form: FormData, name: string) =>
  String(form.get(name) ?? '').trim() || undefined;

/** The error of the page (or `error` when given), then the page as a table once loaded. */
export function PagedTable<T>({
  table,
  error = table.error,
  sortable = false,
  ...rest
}: {
  table: {
    data: Page<T> | undefined;
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
