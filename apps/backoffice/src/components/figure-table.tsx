import { money } from '../lib/format.ts';
import { TableWrap } from './table-wrap.tsx';

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
    <TableWrap>
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
    </TableWrap>
  );
}
