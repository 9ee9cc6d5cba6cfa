import type { ReferralSettings } from '@casino/contracts';
import { useState } from 'react';
import { backofficeApi, call } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { BASE, MoneyField, TermsForm, toMinor } from './terms-form.tsx';

const PER_PAGE = 20;

export function ReferralSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { data, error, reload } = useApi(backofficeApi.getReferralSettings, {});
  if (!data) return error ? <p className="error">{error}</p> : null;
  const save = async (form: FormData) => {
    const body: ReferralSettings = {
      isEnabled: form.get('isEnabled') === 'on',
      rewardAmount: toMinor(form.get('rewardAmount')),
      minDeposit: toMinor(form.get('minDeposit')),
      wagerThreshold: toMinor(form.get('wagerThreshold')),
    };
    await call(backofficeApi.putReferralSettings, { body });
    reload();
  };
  return (
    <TermsForm
      title="Referral terms"
      about="The referrer is paid (real money) once the friend has deposited and wagered the amounts below in real money; a sign-up alone pays nothing. Self-referrals are refused: the same sign-in address or device, or the referrer's own payment method."
      switchLabel="Referrals on"
      isEnabled={data.isEnabled}
      canEdit={canEdit}
      save={save}
    >
      <MoneyField
        name="rewardAmount"
        label={`Reward (${BASE})`}
        minor={data.rewardAmount}
        min="0.01"
        canEdit={canEdit}
      />
      <MoneyField
        name="minDeposit"
        label={`Friend's deposits at least (${BASE})`}
        minor={data.minDeposit}
        canEdit={canEdit}
      />
      <MoneyField
        name="wagerThreshold"
        label={`Friend's real-money stakes at least (${BASE})`}
        minor={data.wagerThreshold}
        canEdit={canEdit}
      />
    </TermsForm>
  );
}

export function ReferralReportCard() {
  const [page, setPage] = useState(1);
  const { data, error } = useApi(backofficeApi.getReferralReport, {
    query: { page, perPage: PER_PAGE },
  });
  return (
    <div className="card">
      <h3>Referrals</h3>
      {error && <p className="error">{error}</p>}
      {data && data.items.length === 0 && <p className="muted">No referrals yet.</p>}
      {data && data.items.length > 0 && (
        <>
          <table>
            <thead>
              <tr>
                <th>Joined</th>
                <th>Referrer</th>
                <th>Friend</th>
                <th>State</th>
                <th>Reward</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((r) => (
                <tr key={r.id}>
                  <td>{when(r.createdAt)}</td>
                  <td>{r.referrerEmail ?? r.referrerId}</td>
                  <td>{r.friendEmail ?? r.friendId}</td>
                  <td>
                    {r.status}
                    {r.reason ? ` (${r.reason.replaceAll('_', ' ')})` : ''}
                  </td>
                  <td>
                    {r.rewardAmount !== null && r.rewardCurrency
                      ? `${money(r.rewardAmount, r.rewardCurrency)} · ${when(r.rewardedAt)}`
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="filters">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span className="muted">
              Page {page} of {Math.max(1, Math.ceil(data.total / PER_PAGE))}
            </span>
            <button
              type="button"
              disabled={page * PER_PAGE >= data.total}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </p>
        </>
      )}
    </div>
  );
}
