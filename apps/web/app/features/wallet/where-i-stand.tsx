import { type NetPosition, type NetPositionPeriod, STATEMENT_MAX_DAYS } from '@casino/contracts';
import { walletApi } from '@casino/contracts/api';
import { Download } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { endpointUrl, ensureFreshSession } from '../../lib/api';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';
import { useNetPosition } from './use-net-position';
import { useActiveAccount } from './use-payment-methods';

const DAY = 86_400_000;

/** Today (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `day` moved by `days` (calendar days). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Why a statement range cannot be asked for, or null (the server's own rules, said first here). */
export function rangeProblem(from: string, to: string): 'invalid' | 'tooLong' | null {
  if (!from || !to || from > to) return 'invalid';
  return (Date.parse(to) - Date.parse(from)) / DAY >= STATEMENT_MAX_DAYS ? 'tooLong' : null;
}

/**
 * "Where I stand" (issue 35), in the history area: deposits − withdrawals and wins − stakes for
 * today, this week, this month and since joining in the active account's currency, and an
 * activity statement for any days, downloaded as CSV or PDF in the page's language.
 */
export function WhereIStand() {
  const t = useT();
  const account = useActiveAccount();
  const { data } = useNetPosition(account?.currency, account?.balance);
  if (!account || !data) return <SectionSkeleton title={t('stand.title')} />;
  return (
    <section className="card form stand" aria-labelledby="stand-title" data-testid="where-i-stand">
      <h2 id="stand-title">{t('stand.title')}</h2>
      <NetPeriods position={data} />
      <p className="muted stand__zone" data-testid="stand-zone">
        {data.timeZone === 'UTC' ? t('stand.zoneUtc') : t('stand.zone', { zone: data.timeZone })}
      </p>
      <StatementForm currency={data.currency} timeZone={data.timeZone} />
    </section>
  );
}

function NetPeriods({ position }: { position: NetPosition }) {
  const t = useT();
  const format = useFormatMoney();
  const signed = (minor: number) => `${minor > 0 ? '+' : ''}${format(minor, position.currency)}`;
  return (
    <ul className="stand__periods">
      {position.periods.map((period) => (
        <li key={period.period} className="stand__period" data-testid={`stand-${period.period}`}>
          <h3 className="stand__name">
            {t(`stand.periods.${period.period as NetPositionPeriod}`)}
          </h3>
          <dl className="stand__nets">
            <div>
              <dt>{t('stand.depositNet')}</dt>
              <dd data-testid="stand-deposit-net">{signed(period.depositNet)}</dd>
            </div>
            <div>
              <dt>{t('stand.gamingNet')}</dt>
              <dd
                data-testid="stand-gaming-net"
                data-state={period.gamingNet < 0 ? 'down' : period.gamingNet > 0 ? 'up' : 'even'}
              >
                {signed(period.gamingNet)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** From/to days (the last 7 days at first) and the two downloads. */
function StatementForm({ currency, timeZone }: { currency: string; timeZone: string }) {
  const t = useT();
  const [range, setRange] = useState(() => {
    const today = todayIn(timeZone);
    return { from: addDays(today, -6), to: today };
  });
  const [error, setError] = useState<string | null>(null);
  // The zone may differ from the browser's: today is the statement zone's.
  useEffect(() => {
    const today = todayIn(timeZone);
    setRange({ from: addDays(today, -6), to: today });
  }, [timeZone]);

  const download = async (format: 'csv' | 'pdf') => {
    const problem = rangeProblem(range.from, range.to);
    if (problem) {
      setError(t(problem === 'invalid' ? 'stand.rangeInvalid' : 'stand.rangeTooLong'));
      return;
    }
    setError(null);
    // The download is a plain link: its request carries the session cookie, renewed first.
    if (!(await ensureFreshSession())) {
      setError(t('stand.failed'));
      return;
    }
    const link = document.createElement('a');
    link.href = endpointUrl(walletApi.getStatement, undefined, { ...range, currency, format });
    link.download = `statement-${currency}-${range.from}-to-${range.to}.${format}`;
    document.body.append(link);
    link.click();
    link.remove();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void download('pdf');
  };
  return (
    <form className="stand__statement" onSubmit={onSubmit} noValidate>
      <h3 className="stand__name">{t('stand.statement')}</h3>
      <p className="muted">{t('stand.statementHint')}</p>
      <div className="stand__range">
        <TextField
          label={t('stand.from')}
          type="date"
          value={range.from}
          max={range.to}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          data-testid="statement-from"
        />
        <TextField
          label={t('stand.to')}
          type="date"
          value={range.to}
          min={range.from}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          data-testid="statement-to"
        />
      </div>
      <FormError message={error} />
      <div className="stand__downloads">
        <Button onClick={() => void download('csv')} data-testid="statement-csv">
          <Download size={16} aria-hidden="true" />
          {t('stand.downloadCsv')}
        </Button>
        <Button variant="primary" type="submit" data-testid="statement-pdf">
          <Download size={16} aria-hidden="true" />
          {t('stand.downloadPdf')}
        </Button>
      </div>
    </form>
  );
}
