import { retentionLoyaltyApi as api } from '@casino/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api';
import { retentionKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session-store';

/**
 * The player's loyalty account; `null` while loyalty is paused (a time-out or self-exclusion:
 * the API answers 422 `retention_unavailable`). Kept current by `retention:accounts` pushes.
 */
export function useLoyaltyAccount() {
  const { status } = useSession();
  return useQuery({
    queryKey: retentionKeys.loyaltyAccount,
    queryFn: async () => {
      try {
        return await call(api.getLoyaltyAccount);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'retention_unavailable') return null;
        throw error;
      }
    },
    enabled: status === 'player',
  });
}

/** The ladder (empty while loyalty is paused). */
export function useLoyaltyLevels() {
  const { status } = useSession();
  return useQuery({
    queryKey: retentionKeys.loyaltyLevels,
    queryFn: () => call(api.listLoyaltyLevels).then((r) => r.items),
    enabled: status === 'player',
  });
}

/** Unread inbox messages: read once, then set by every `messenger:notifications` push. */
export function useInboxUnread() {
  const { status } = useSession();
  return useQuery({
    queryKey: retentionKeys.inboxUnread,
    queryFn: () =>
      call(api.listInboxMessages, { query: { perPage: 1 } }).then((r) => r.totalUnread),
    enabled: status === 'player',
  });
}

const PER_PAGE = 30;

/** The newest inbox messages. */
export function useInbox() {
  const { status } = useSession();
  return useQuery({
    queryKey: [...retentionKeys.inbox, 'list'],
    queryFn: () => call(api.listInboxMessages, { query: { perPage: PER_PAGE } }),
    enabled: status === 'player',
  });
}

/** Read one, read all, delete one: the list and the counter follow the answer. */
export function useInboxActions() {
  const client = useQueryClient();
  const after = ({ totalUnread }: { totalUnread: number }) => {
    client.setQueryData(retentionKeys.inboxUnread, totalUnread);
    void client.invalidateQueries({ queryKey: [...retentionKeys.inbox, 'list'] });
  };
  const read = useMutation({
    mutationFn: (id: string) => call(api.readInboxMessage, { params: { id } }),
    onSuccess: after,
  });
  const readAll = useMutation({
    mutationFn: () => call(api.readAllInboxMessages),
    onSuccess: after,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(api.deleteInboxMessages, { query: { id } }),
    onSuccess: after,
  });
  return { read, readAll, remove };
}
