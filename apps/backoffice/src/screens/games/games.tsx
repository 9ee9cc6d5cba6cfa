import { useState } from 'react';
import { Catalog } from './catalog.tsx';
import { Collections } from './collections.tsx';
import { Providers } from './providers.tsx';
import type { Can } from './use-act.ts';

const TABS = [
  { key: 'catalog', label: 'Catalog' },
  { key: 'collections', label: 'Collections' },
  { key: 'providers', label: 'Providers' },
] as const;

/** The games screen: catalog, lobby collections, providers (docs/decisions/024). */
export function Games({ can }: { can: Can }) {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('catalog');
  return (
    <section>
      <h2>Games</h2>
      <div className="tabs" role="tablist">
        {TABS.map((t) => (
          <button
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            key={t.key}
            className={tab === t.key ? 'tab active' : 'tab'}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === 'catalog' && <Catalog can={can} />}
      {tab === 'collections' && <Collections can={can} />}
      {tab === 'providers' && <Providers can={can} />}
    </section>
  );
}
