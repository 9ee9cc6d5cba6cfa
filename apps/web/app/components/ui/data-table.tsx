import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  /** Column heading; on phones it labels the value inside each card. */
  label: string;
  cell: (row: Row) => ReactNode;
  className?: (row: Row) => string | undefined;
}

/**
 * A money or history table: a table on wider screens, one card per row on phones (≤ 600 px,
 * styles in pages.css `.data-table`), every column shown with its label, nothing scrolled away.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  testId,
}: {
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  testId?: string;
}) {
  return (
    <div className="table-scroll">
      <table className="table tabular data-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={testId}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  data-label={column.label}
                  className={column.className?.(row)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
