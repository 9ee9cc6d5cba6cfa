import { LIMIT_PERIODS, parseAmount } from '@casino/contracts';
import { limitsApi } from '@casino/contracts/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError, useEndpointMutation } from '../../lib/api';
import { limitsKey } from '../../lib/player-limits';
import { useCurrencyMap } from '../../lib/reference-data';
import { useAlertText, useT } from '../../lib/site';

type Period = (typeof LIMIT_PERIODS)[number];

/**
 * The deposit-limit decision the player's jurisdiction asks before the first deposit (issue 32,
 * `deposit_limit_choice_required`): a deposit limit, or "no limit for now". Either answer
 * reloads the limits and the deposit methods, and the deposit sheet goes on.
 */
export function DepositLimitChoice({ currency }: { currency: string }) {
  const t = useT();
  const alert = useAlertText();
  const client = useQueryClient();
  const change = useEndpointMutation(limitsApi.changeLimit);
  const { data: currencies } = useCurrencyMap();
  const subunit = currencies?.get(currency)?.subunitToUnit ?? 100;
  const [period, setPeriod] = useState<Period>('monthly');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (body: Parameters<typeof change.mutateAsync>[0]['body']) => {
    setError(null);
    try {
      const limits = await change.mutateAsync({ body });
      client.setQueryData(limitsKey, limits);
      await client.invalidateQueries({ queryKey: ['payment', 'methods', 'deposit'] });
    } catch (e) {
      setError(
        e instanceof ApiError && e.status < 500 && e.fields?.amount
          ? t('limits.amountInvalid')
          : alert('global.somethingWrong').text,
      );
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(text, subunit);
    if (amount === null || amount <= 0) {
      setError(t('limits.amountInvalid'));
      return;
    }
    void send({ action: 'set', definition: 3, period, currency, amount });
  };
  return (
    <form className="form" onSubmit={submit} data-testid="deposit-limit-choice">
      <h3>{t('limits.choiceTitle')}</h3>
      <p className="muted">{t('limits.choiceText')}</p>
      <SelectField
        label={t('limits.period')}
        value={period}
        onChange={(e) => setPeriod(e.target.value as Period)}
        options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`limits.${p}`) }))}
      />
      <TextField
        label={`${t('limits.deposit')} (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
        name="amount"
      />
      <Button type="submit" variant="primary" isBlock disabled={change.isPending}>
        {t('limits.choiceSet')}
      </Button>
      <Button
        type="button"
        variant="secondary"
        isBlock
        disabled={change.isPending}
        onClick={() => void send({ action: 'decline', definition: 3 })}
        data-testid="deposit-limit-none"
      >
        {t('limits.choiceNone')}
      </Button>
    </form>
  );
}
