import type { AdminQuest, AdminWheel } from '@casino/contracts/api/backoffice';
import { type FormEvent, useState } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { PagedTable, usePagedTable } from '../../components/paged-table.tsx';
import { backofficeApi, call, fieldsText } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { QuestEditor } from './quest-editor.tsx';
import { WheelEditor } from './wheel-editor.tsx';

type Payout = {
  id: string;
  playerEmail: string | null;
  playerId: string;
  name: string;
  detail: string;
  status: string;
  rewardKind: string;
  amount: number;
  currency: string;
  rewardReference: string | null;
  at: string;
};

const goal = (q: AdminQuest) =>
  q.kind === 'rounds'
    ? `Play ${q.target} rounds${q.gameIdentity ? ` of ${q.gameIdentity}` : ''}`
    : `${q.kind === 'deposit' ? 'Deposit' : 'Wager'} ${money(q.target, q.currency)}${q.gameIdentity ? ` on ${q.gameIdentity}` : ''}`;

const payoutColumns = [
  { key: 'at', header: 'When', cell: (p: Payout) => when(p.at) },
  { key: 'player', header: 'Player', cell: (p: Payout) => p.playerEmail ?? p.playerId },
  { key: 'name', header: 'Quest / wheel', cell: (p: Payout) => p.name },
  { key: 'detail', header: 'Detail', cell: (p: Payout) => p.detail },
  { key: 'status', header: 'State', cell: (p: Payout) => p.status },
  {
    key: 'paid',
    header: 'Paid',
    cell: (p: Payout) => (p.amount > 0 ? `${money(p.amount, p.currency)} ${p.rewardKind}` : '—'),
  },
  { key: 'ref', header: 'Ledger / bonus', cell: (p: Payout) => p.rewardReference ?? '—' },
];

/** Give a player spins on a wheel (audited; the same form sent twice gives them once). */
function GrantSpins({ wheel, done }: { wheel: AdminWheel; done: (text: string) => void }) {
  const [requestId] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const body = {
      playerId: String(f.get('playerId') ?? '').trim(),
      spins: Number(f.get('spins')),
      note: String(f.get('note') ?? '').trim(),
      requestId,
    };
    call(backofficeApi.grantWheelSpins, { params: { id: wheel.id }, body })
      .then((r) => done(r.replayed ? 'Already given' : `${r.spins} spins given`))
      .catch((e: unknown) => setFailure(fieldsText(e)));
  };
  return (
    <form className="card editor" onSubmit={submit} aria-label={`Give spins on ${wheel.identity}`}>
      <h3>Give spins on {wheel.title}</h3>
      {failure && <p className="error">{failure}</p>}
      <label>
        Player id
        <input name="playerId" required />
      </label>
      <label>
        Spins
        <input name="spins" type="number" min={1} max={100} defaultValue={1} />
      </label>
      <label>
        Note (audit log)
        <input name="note" required />
      </label>
      <button type="submit" className="primary">
        Give spins
      </button>
    </form>
  );
}

/** Quests and fortune wheels (marketing): lists, editors, spins, and what each paid. */
export function RetentionQuests({ canEdit }: { canEdit: boolean }) {
  const quests = useApi(backofficeApi.listRetentionQuests, {});
  const wheels = useApi(backofficeApi.listRetentionWheels, {});
  const questPayouts = usePagedTable(
    backofficeApi.listQuestPayouts,
    ({ page, perPage }) => ({ query: { page, perPage } }),
    { filters: {}, perPage: 10 },
  );
  const wheelSpins = usePagedTable(
    backofficeApi.listWheelSpins,
    ({ page, perPage }) => ({ query: { page, perPage } }),
    { filters: {}, perPage: 10 },
  );
  const [open, setOpen] = useState<
    { quest: AdminQuest | null } | { wheel: AdminWheel | null } | { grant: AdminWheel } | null
  >(null);
  const [message, setMessage] = useState<string | null>(null);
  const back = () => {
    setOpen(null);
    quests.reload();
    wheels.reload();
  };
  if (open && 'quest' in open) return <QuestEditor row={open.quest} back={back} />;
  if (open && 'wheel' in open) return <WheelEditor row={open.wheel} back={back} />;
  return (
    <section>
      <h2>Quests</h2>
      <p className="muted">
        Players take a quest; deposits and settled real-money rounds in its currency count from
        then. The reward is paid once, as real money or as a bonus under the player's jurisdiction
        rules. Players in a time-out or self-exclusion see none of it.
      </p>
      {canEdit && (
        <button type="button" className="primary" onClick={() => setOpen({ quest: null })}>
          New quest
        </button>
      )}
      {message && <p className="notice">{message}</p>}
      {quests.error && <p className="error">{quests.error}</p>}
      {quests.data && (
        <DataTable
          columns={[
            {
              key: 'identity',
              header: 'Quest',
              cell: (q) =>
                canEdit ? (
                  <button type="button" className="link" onClick={() => setOpen({ quest: q })}>
                    {q.identity}
                  </button>
                ) : (
                  q.identity
                ),
            },
            { key: 'title', header: 'Title', cell: (q) => q.title },
            { key: 'goal', header: 'Task', cell: goal },
            {
              key: 'reward',
              header: 'Reward',
              cell: (q) => `${money(q.rewardAmount, q.currency)} ${q.rewardKind}`,
            },
            { key: 'runs', header: 'Active / done', cell: (q) => `${q.active} / ${q.completed}` },
            { key: 'paid', header: 'Paid', cell: (q) => money(q.paid, q.currency) },
            { key: 'on', header: 'Offered', cell: (q) => (q.isActive ? 'yes' : 'no') },
          ]}
          rows={quests.data.items}
          rowKey={(q) => q.id}
          total={quests.data.items.length}
          page={1}
          perPage={Math.max(1, quests.data.items.length)}
          onPage={() => {}}
        />
      )}
      <h2>Fortune wheels</h2>
      {canEdit && (
        <button type="button" className="primary" onClick={() => setOpen({ wheel: null })}>
          New wheel
        </button>
      )}
      {wheels.error && <p className="error">{wheels.error}</p>}
      {wheels.data && (
        <DataTable
          columns={[
            {
              key: 'identity',
              header: 'Wheel',
              cell: (w) =>
                canEdit ? (
                  <button type="button" className="link" onClick={() => setOpen({ wheel: w })}>
                    {w.identity}
                  </button>
                ) : (
                  w.identity
                ),
            },
            { key: 'title', header: 'Title', cell: (w) => w.title },
            {
              key: 'segments',
              header: 'Segments (weight)',
              cell: (w) => w.segments.map((s) => `${s.label} (${s.weight})`).join(', '),
            },
            {
              key: 'rule',
              header: 'Deposit rule',
              cell: (w) =>
                w.depositMin === null
                  ? '—'
                  : `${w.depositSpins} per deposit ≥ ${money(w.depositMin, w.currency)}`,
            },
            { key: 'spins', header: 'Spins', cell: (w) => w.spins },
            { key: 'paid', header: 'Paid', cell: (w) => money(w.paid, w.currency) },
            {
              key: 'actions',
              header: '',
              cell: (w) =>
                canEdit ? (
                  <button type="button" className="small" onClick={() => setOpen({ grant: w })}>
                    Give spins
                  </button>
                ) : null,
            },
          ]}
          rows={wheels.data.items}
          rowKey={(w) => w.id}
          total={wheels.data.items.length}
          page={1}
          perPage={Math.max(1, wheels.data.items.length)}
          onPage={() => {}}
        />
      )}
      {open && 'grant' in open && (
        <GrantSpins
          wheel={open.grant}
          done={(text) => {
            setMessage(text);
            back();
          }}
        />
      )}
      <h2>Quest payouts</h2>
      <PagedTable
        table={questPayouts}
        columns={payoutColumns}
        rowKey={(p) => p.id}
        empty="No quest taken yet"
      />
      <h2>Wheel spins</h2>
      <PagedTable
        table={wheelSpins}
        columns={payoutColumns}
        rowKey={(p) => p.id}
        empty="No spin yet"
      />
    </section>
  );
}
