import type { GameProvider } from '@casino/contracts';
import { Check, ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useT } from '../../lib/site';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * Multi-select of providers (docs/product/routes-and-modals.md#form-input-kinds): a button showing
 * how many are chosen, opening a list of providers with their game counts. Each change applies at
 * once.
 */
export function ProviderFilter({
  providers,
  selected,
  onChange,
}: {
  providers: GameProvider[];
  /** Chosen providers by identity. */
  selected: string[];
  onChange: (identities: string[]) => void;
}) {
  const t = useT();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, isOpen, close);
  const isChosen = (p: GameProvider) => selected.includes(p.identity) || selected.includes(p.id);
  const toggle = (p: GameProvider) =>
    onChange(
      isChosen(p)
        ? selected.filter((value) => value !== p.identity && value !== p.id)
        : [...selected, p.identity],
    );
  return (
    <div className="provider-filter" ref={ref}>
      <button
        type="button"
        className="btn btn--secondary provider-filter__button"
        aria-expanded={isOpen}
        aria-controls={id}
        data-testid="provider-filter"
        onClick={() => setOpen(!isOpen)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        <span>{t('games.providerFilter')}</span>
        {selected.length ? <span className="badge tabular">{selected.length}</span> : null}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {isOpen ? (
        <div className="provider-filter__panel" id={id}>
          <fieldset className="fieldset-plain">
            <legend className="visually-hidden">{t('games.providerFilter')}</legend>
            {providers.map((p) => (
              <label key={p.id} className="provider-filter__option">
                <input
                  type="checkbox"
                  checked={isChosen(p)}
                  onChange={() => toggle(p)}
                  className="visually-hidden"
                />
                <span className="provider-filter__check" aria-hidden="true">
                  <Check size={14} />
                </span>
                <span className="provider-filter__name">{p.name}</span>
                <span className="provider-filter__count tabular">{p.gamesCount}</span>
              </label>
            ))}
          </fieldset>
          {selected.length ? (
            <button type="button" className="link-button" onClick={() => onChange([])}>
              {t('games.clearProviders')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
