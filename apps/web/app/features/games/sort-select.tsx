import { ArrowDownUp } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../lib/site';
import { GAME_SORTS, type GameSort } from './lobby-filters';

/** The lobby's order: most played, newest, or by name. */
export function SortSelect({
  value,
  onChange,
}: {
  value: GameSort;
  onChange: (sort: GameSort) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="visually-hidden">
        {t('games.sort')}
      </label>
      <ArrowDownUp size={16} aria-hidden="true" className="sort-select__icon" />
      <select
        id={id}
        className="input input--select sort-select__control"
        value={value}
        data-testid="lobby-sort"
        onChange={(event) => onChange(event.target.value as GameSort)}
      >
        {GAME_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`games.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
