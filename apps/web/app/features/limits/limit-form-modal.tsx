import { LIMIT_PERIODS, type PlayerLimit, parseAmount, toMajor } from '@casino/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useCurrencyMap } from '../../lib/reference-data';
import { useT } from '../../lib/site';

export type CashDefinition = 1 | 2 | 3;
export const DEFINITION_KEYS = { 1: 'limits.bet', 2: 'limits.loss', 3: 'limits.deposit' } as const;

export interface LimitDraft {
  definition: CashDefinition;
  period: (typeof LIMIT_PERIODS)[number];
  currency: string;
  amount: number;
}

/**
 * The add and edit limit modals (spec section 2): type and period are fixed when editing; a
 * higher amount goes on to the confirm-update step, a lower one is saved at once.
 */
export function LimitFormModal({
  editing,
  currency,
  isAdvanced,
  onSubmit,
  onClose,
  error,
  isBusy,
}: {
  editing: PlayerLimit | null;
  currency: string;
  /** Advanced mode offers bet and loss limits besides deposit limits. */
  isAdvanced: boolean;
  onSubmit: (draft: LimitDraft) => void;
  onClose: () => void;
  error: string | null;
  isBusy: boolean;
}) {
  const t = useT();
  const { data: currencies } = useCurrencyMap();
  const [definition, setDefinition] = useState<CashDefinition>(
    (editing?.definition as CashDefinition | undefined) ?? 3,
  );
  const [period, setPeriod] = useState<LimitDraft['period']>(editing?.period ?? 'daily');
  const code = editing?.currency ?? currency;
  const subunit = currencies?.get(code)?.subunitToUnit ?? 100;
  const [text, setText] = useState(
    editing?.amount != null ? String(toMajor(editing.amount, subunit)) : '',
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(text, subunit);
    if (amount === null || amount <= 0) {
      setFieldError(t('limits.amountInvalid'));
      return;
    }
    onSubmit({ definition, period, currency: code, amount });
  };
  return (
    <Modal
      title={t(editing ? 'limits.editTitle' : 'limits.addTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
    >
      <form className="form" onSubmit={submit} data-testid="limit-form">
        <SelectField
          label={t('limits.type')}
          value={String(definition)}
          disabled={editing !== null}
          onChange={(e) => setDefinition(Number(e.target.value) as CashDefinition)}
          options={(isAdvanced || editing ? ([3, 2, 1] as const) : ([3] as const)).map((d) => ({
            value: String(d),
            label: t(DEFINITION_KEYS[d]),
          }))}
        />
        <SelectField
          label={t('limits.period')}
          value={period}
          disabled={editing !== null}
          onChange={(e) => setPeriod(e.target.value as LimitDraft['period'])}
          options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`limits.${p}`) }))}
        />
        <TextField
          label={`${t('limits.amount')} (${code})`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={fieldError ?? error ?? undefined}
          name="amount"
        />
        <Button type="submit" variant="primary" disabled={isBusy}>
          {t('limits.save')}
        </Button>
      </form>
    </Modal>
  );
}
