import { CashbackReportCard, CashbackRunCard, CashbackSettingsCard } from './cashback.tsx';
import { ReferralReportCard, ReferralSettingsCard } from './referrals.tsx';

/**
 * Cashback and referrals (issue 33): the terms, running or replaying a finished period (each
 * player is paid once whatever the runs), what every period paid, and the referrals with their
 * state. Every change and run is audited on the server.
 */
export function RetentionCashback({ canEdit, canRun }: { canEdit: boolean; canRun: boolean }) {
  return (
    <section>
      <h2>Cashback &amp; referrals</h2>
      <CashbackSettingsCard canEdit={canEdit} />
      <CashbackRunCard canRun={canRun} />
      <CashbackReportCard />
      <ReferralSettingsCard canEdit={canEdit} />
      <ReferralReportCard />
    </section>
  );
}
