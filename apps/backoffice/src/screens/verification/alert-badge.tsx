import { backofficeApi } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';

/** The open alerts, as the badge and the documents screen ask for them (one cached query). */
export const OPEN_ALERTS = { query: { status: 'open' as const } };

/**
 * The navigation's count of open compliance alerts: every minute, and at once when one is
 * resolved (the documents screen invalidates the same query).
 */
export function AlertBadge() {
  const { data } = useApi(backofficeApi.listVerificationAlerts, OPEN_ALERTS, {
    refetchInterval: 60_000,
  });
  if (!data?.open) return null;
  return (
    <span className="unread-badge" data-testid="alert-badge" title="Open compliance alerts">
      {data.open}
    </span>
  );
}
