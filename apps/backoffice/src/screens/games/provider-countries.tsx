import { useState } from 'react';

/** Two-letter codes from what an operator typed ("de, fr at"), upper-cased, each once. */
export function parseCountries(text: string): string[] {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}

/**
 * The countries where a provider (an aggregator and its games) is switched off: shown as a list,
 * edited as a line of codes when the operator may (the server checks the role and audits it).
 */
export function ProviderCountries({
  name,
  countries,
  canEdit,
  onSave,
}: {
  name: string;
  countries: string[];
  canEdit: boolean;
  onSave: (countries: string[]) => void;
}) {
  const [text, setText] = useState(countries.join(', '));
  if (!canEdit) return <span>{countries.length ? countries.join(', ') : 'None'}</span>;
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(parseCountries(text));
      }}
    >
      <input
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="None (e.g. DE, FR)"
        aria-label={`Countries where ${name} is off`}
        size={14}
      />
      <button type="submit" className="small">
        Save
      </button>
    </form>
  );
}
