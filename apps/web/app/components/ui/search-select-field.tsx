import { Search } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { SelectField, type SelectFieldProps } from './select-field';

/** Matches a search against a label: case and accents ignored, any word may start it. */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function matches(label: string, query: string): boolean {
  const name = normalize(label);
  return name.startsWith(query) || name.split(/[\s(-]+/).some((word) => word.startsWith(query));
}

/**
 * The "dropdown with search" input (docs/product/routes-and-modals.md#form-input-kinds): a native
 * select (best on phones) under a search box that narrows its options as one types; a search that
 * leaves one option chooses it. The chosen option always stays in the list, so narrowing never
 * changes the value by itself.
 */
export function SearchSelectField({
  searchLabel,
  options,
  ref,
  onChange,
  ...rest
}: SelectFieldProps & { searchLabel: string }) {
  const select = useRef<HTMLSelectElement | null>(null);
  const [query, setQuery] = useState('');
  const wanted = normalize(query.trim());
  const current = select.current?.value ?? '';
  const shown = wanted
    ? options.filter((o) => o.value === current || matches(o.label, wanted))
    : options;
  const setRef = (element: HTMLSelectElement | null) => {
    select.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  // After the narrowed options are rendered: a search that leaves one option chooses it.
  const single = wanted ? options.filter((o) => matches(o.label, wanted)) : [];
  const only = single.length === 1 ? single[0]!.value : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the single match changes, not on every new onChange
  useEffect(() => {
    const element = select.current;
    if (!only || !element || element.value === only) return;
    element.value = only;
    onChange?.({ target: element, currentTarget: element } as ChangeEvent<HTMLSelectElement>);
  }, [only]);
  const search = (
    <div className="field__control">
      <span className="field__icon">
        <Search size={16} aria-hidden="true" />
      </span>
      <input
        type="search"
        className="input input--with-icon search-select__query"
        aria-label={searchLabel}
        placeholder={searchLabel}
        autoComplete="off"
        enterKeyHint="done"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          // Enter picks the narrowed choice; it never submits the form.
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
    </div>
  );
  return <SelectField {...rest} options={shown} ref={setRef} onChange={onChange} addon={search} />;
}
