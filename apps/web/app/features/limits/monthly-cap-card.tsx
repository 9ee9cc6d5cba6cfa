import {
  INCOME_SOURCES,
  type IncomeSource,
  type PlayerLimitList,
  parseAmount,
} from '@casino/contracts';
import { limitsApi } from '@casino/contracts/api';
import { CircleCheck, CircleX, Clock, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { LimitMeter } from '../../components/ui/limit-meter';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { MessageKey } from '../../i18n/translate';
import { ApiError, useEndpointMutation } from '../../lib/api';
import { useFieldErrorText } from '../../lib/forms/field-error-text';
import { useFormatMoney } from '../../lib/money/use-money';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';

type Cap = NonNullable<PlayerLimitList['monthlyDepositCap']>;

/**
 * The jurisdiction's monthly deposit cap on the limits screen (NL, DE; issue 32): what this
 * month's deposits used of it and, where the profile allows it (NL), the affordability route:
 * the player asks for a higher cap with their income and outgoings, compliance decides, and the
 * decision with its reason is shown here.
 */
export function MonthlyCapCard({ cap, onChanged }: { cap: Cap; onChanged: () => void }) {
  const t = useT();
  const { locale } = useSite();
  const money = useFormatMoney();
  const [isAsking, setAsking] = useState(false);
  const request = cap.affordability;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className="card limits__item limits__cap" data-testid="monthly-cap">
      <LimitMeter
        label={t('limits.capTitle')}
        period="monthly"
        periodLabel={t('limits.capPeriod')}
        used={cap.used}
        amount={cap.amount}
        currency={cap.currency}
      />
      <p className="muted">
        {cap.amount > cap.baseAmount
          ? t('limits.capRaised', { base: money(cap.baseAmount, cap.currency) })
          : t('limits.capByLaw')}
      </p>
      {request?.status === 'pending' ? (
        <p className="limits__pending" data-testid="affordability-status">
          <Clock size={16} aria-hidden="true" />
          {t('limits.capPending', {
            amount: money(request.monthlyAmount, request.currency),
            date: day(request.createdAt),
          })}
        </p>
      ) : null}
      {request?.status === 'approved' ? (
        <p className="limits__decision" data-state="approved" data-testid="affordability-status">
          <CircleCheck size={16} aria-hidden="true" />
          <span>
            {t('limits.capApproved', {
              amount: money(request.approvedAmount ?? 0, request.currency),
              date: day(request.decidedAt ?? request.createdAt),
            })}
            {request.decisionNote ? <q>{request.decisionNote}</q> : null}
          </span>
        </p>
      ) : null}
      {request?.status === 'refused' ? (
        <p className="limits__decision" data-state="refused" data-testid="affordability-status">
          <CircleX size={16} aria-hidden="true" />
          <span>
            {t('limits.capRefused', { date: day(request.decidedAt ?? request.createdAt) })}
            {request.decisionNote ? <q>{request.decisionNote}</q> : null}
          </span>
        </p>
      ) : null}
      {cap.mayAskRaise ? (
        <div className="limits__actions">
          <Button size="sm" onClick={() => setAsking(true)} data-testid="ask-cap-raise">
            <TrendingUp size={16} aria-hidden="true" />
            {t('limits.capAsk')}
          </Button>
        </div>
      ) : null}
      {isAsking ? (
        <AffordabilityModal
          cap={cap}
          onClose={() => setAsking(false)}
          onSent={() => {
            setAsking(false);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}

const SOURCE_KEYS: Record<IncomeSource, MessageKey> = {
  employment: 'limits.incomeEmployment',
  self_employment: 'limits.incomeSelfEmployment',
  pension: 'limits.incomePension',
  benefits: 'limits.incomeBenefits',
  savings: 'limits.incomeSavings',
  other: 'limits.incomeOther',
};

type FieldName = 'monthlyAmount' | 'monthlyIncome' | 'monthlyOutgoings' | 'confirmed';

/** The catalog text of each field the form shows, for the server's refusal of it. */
const FIELD_TEXT: Record<FieldName, MessageKey> = {
  monthlyAmount: 'limits.capAmountAbove',
  monthlyIncome: 'limits.capAmountInvalid',
  monthlyOutgoings: 'limits.capAmountInvalid',
  confirmed: 'limits.capConfirmRequired',
};

function AffordabilityModal({
  cap,
  onClose,
  onSent,
}: {
  cap: Cap;
  onClose: () => void;
  onSent: () => void;
}) {
  const t = useT();
  const alert = useAlertText();
  const money = useFormatMoney();
  const serverText = useFieldErrorText(useSite().content.validation);
  const send = useEndpointMutation(limitsApi.requestAffordabilityRaise);
  const [text, setText] = useState({ monthlyAmount: '', monthlyIncome: '', monthlyOutgoings: '' });
  const [source, setSource] = useState<IncomeSource>('employment');
  const [note, setNote] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(text.monthlyAmount, 100);
    const income = parseAmount(text.monthlyIncome, 100);
    const outgoings = parseAmount(text.monthlyOutgoings, 100);
    const found: Partial<Record<FieldName, string>> = {};
    if (amount === null || amount <= cap.amount) {
      found.monthlyAmount = t('limits.capAmountAbove', { amount: money(cap.amount, cap.currency) });
    }
    if (income === null || income < 0) found.monthlyIncome = t('limits.capAmountInvalid');
    if (outgoings === null || outgoings < 0) found.monthlyOutgoings = t('limits.capAmountInvalid');
    if (!confirmed) found.confirmed = t('limits.capConfirmRequired');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await send.mutateAsync({
        body: {
          monthlyAmount: amount ?? 0,
          monthlyIncome: income ?? 0,
          monthlyOutgoings: outgoings ?? 0,
          incomeSource: source,
          ...(note.trim() ? { note: note.trim() } : {}),
          confirmed: true,
        },
      });
      ui.toast({ kind: 'success', title: t('limits.capSent') });
      onSent();
    } catch (e) {
      if (e instanceof ApiError && e.status < 500) {
        const fields = Object.entries(e.fields);
        const byField: Partial<Record<FieldName, string>> = {};
        const elsewhere: string[] = [];
        for (const [field, messages] of fields) {
          if (field in FIELD_TEXT) byField[field as FieldName] = fieldText(field as FieldName);
          else elsewhere.push(serverText.fromServer(field, messages[0]));
        }
        setErrors(byField);
        if (elsewhere.length > 0) setFormError(elsewhere.join(' '));
        else if (fields.length === 0) setFormError(refusalText(String(e.code)));
      } else ui.toast({ kind: 'error', title: alert('global.somethingWrong').text });
    }
  };
  /** The site's own words for a field the server refused (never the server's English). */
  const fieldText = (field: FieldName) =>
    field === 'monthlyAmount'
      ? t('limits.capAmountAbove', { amount: money(cap.amount, cap.currency) })
      : t(FIELD_TEXT[field]);
  const refusalText = (code: string) =>
    code === 'affordability_request_pending'
      ? t('limits.capAlreadyPending')
      : code === 'affordability_raise_not_offered'
        ? t('limits.capNotOffered')
        : alert('global.somethingWrong').text;

  const amountLabel = (key: MessageKey) => `${t(key)} (${cap.currency})`;
  return (
    <Modal title={t('limits.capAskTitle')} onClose={onClose} closeLabel={t('common.close')}>
      <form className="form" onSubmit={submit} data-testid="affordability-form" noValidate>
        <p className="muted">
          {t('limits.capAskIntro', { amount: money(cap.amount, cap.currency) })}
        </p>
        <TextField
          label={amountLabel('limits.capAskAmount')}
          name="monthlyAmount"
          inputMode="decimal"
          autoComplete="off"
          value={text.monthlyAmount}
          onChange={(e) => {
            setText({ ...text, monthlyAmount: e.target.value });
            setErrors({ ...errors, monthlyAmount: undefined });
          }}
          error={errors.monthlyAmount}
        />
        <TextField
          label={amountLabel('limits.capIncome')}
          name="monthlyIncome"
          inputMode="decimal"
          autoComplete="off"
          value={text.monthlyIncome}
          onChange={(e) => {
            setText({ ...text, monthlyIncome: e.target.value });
            setErrors({ ...errors, monthlyIncome: undefined });
          }}
          error={errors.monthlyIncome}
        />
        <TextField
          label={amountLabel('limits.capOutgoings')}
          name="monthlyOutgoings"
          inputMode="decimal"
          autoComplete="off"
          value={text.monthlyOutgoings}
          onChange={(e) => {
            setText({ ...text, monthlyOutgoings: e.target.value });
            setErrors({ ...errors, monthlyOutgoings: undefined });
          }}
          error={errors.monthlyOutgoings}
        />
        <SelectField
          label={t('limits.capIncomeSource')}
          name="incomeSource"
          value={source}
          onChange={(e) => setSource(e.target.value as IncomeSource)}
          options={INCOME_SOURCES.map((s) => ({ value: s, label: t(SOURCE_KEYS[s]) }))}
        />
        <div className="field">
          <label htmlFor="affordability-note" className="field__label">
            {t('limits.capNote')}
          </label>
          <textarea
            id="affordability-note"
            name="note"
            className="input input--textarea"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <CheckboxField
          label={t('limits.capConfirm')}
          name="confirmed"
          checked={confirmed}
          onChange={(e) => setConfirmed(e.target.checked)}
          error={errors.confirmed}
        />
        {formError ? (
          <p className="field__error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={send.isPending}>
          {t('limits.capSend')}
        </Button>
      </form>
    </Modal>
  );
}
