import { type FormEvent, useState } from 'react';
import { backofficeApi, call, fieldsText } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';

const LABELS: Record<string, string> = {
  definitionId: 'Offer',
  currency: 'Currency',
  note: 'Note',
};

/**
 * Gives the player a fixed-amount offer directly (issue 29; admin and marketing): the player
 * finds it issued among their bonuses, as any grant of the offer, and the audit log keeps the
 * note. One form id per grant, so a double tap gives one bonus.
 */
export function GrantBonus({
  id,
  currencies,
  onGranted,
}: {
  id: string;
  /** The currencies of the player's accounts. */
  currencies: string[];
  onGranted: () => void;
}) {
  const { data } = useApi(backofficeApi.listBonusDefinitions, {});
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const offers = (data?.items ?? []).filter((d) => d.kind === 'fixed' && d.state === 'published');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const granted = await call(backofficeApi.grantPlayerBonus, {
        params: { id },
        body: {
          definitionId: String(values.get('definitionId') ?? ''),
          currency: String(values.get('currency') ?? ''),
          note: String(values.get('note') ?? ''),
          requestId,
        },
      });
      setDone(`Given: ${granted.name || 'Bonus'} · ${money(granted.amount, granted.currency)}`);
      setRequestId(crypto.randomUUID());
      form.reset();
      onGranted();
    } catch (e) {
      setFailure(fieldsText(e, (field) => LABELS[field] ?? field));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="post" className="editor grant-bonus" onSubmit={(e) => void submit(e)}>
      <h4>Give a bonus</h4>
      <label>
        Offer
        <select name="definitionId" required defaultValue="">
          <option value="" disabled>
            Choose a fixed-amount offer
          </option>
          {offers.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name} · {d.wageringMultiplier}× wagering
            </option>
          ))}
        </select>
      </label>
      <label>
        Currency
        <select name="currency" required defaultValue={currencies[0] ?? ''}>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label>
        Note for the audit log
        <input name="note" required maxLength={1000} placeholder="e.g. Goodwill, ticket 77" />
      </label>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {done && (
        <p className="saved" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="primary" disabled={isBusy}>
        Give bonus
      </button>
    </form>
  );
}
