import { type FormEvent, useState } from 'react';
import { call, type EndpointName, errorText } from './api.ts';
import { INVOICE_STATUS_NAMES, money, PLAYER_STATUS_NAMES, when } from './format.ts';
import { PlayerLimits } from './limits.tsx';
import { PlayerBonuses, PlayerChats } from './player-bonuses.tsx';
import { FigureTable, FilterForm, PagedTable, usePagedTable } from './table.tsx';
import { useLoad } from './use-page.ts';
import { PlayerVerification } from './verification.tsx';

export function Players({
  can,
  open,
}: {
  can: (name: string) => boolean;
  open: (id: string) => void;
}) {
  const table = usePagedTable(
    ({ filters, page, perPage, sort }) =>
      call('searchPlayers', {
        query: { ...filters, page, perPage, sort: sort.key as 'createdAt', order: sort.order },
      }),
    { filters: { search: '' }, sort: { key: 'createdAt', order: 'desc' } },
  );
  void can;
  return (
    <section>
      <h2>Players</h2>
      <FilterForm
        filter={table.filter}
        read={(form) => ({ search: String(form.get('search')).trim() })}
      >
        <input
          name="search"
          placeholder="Email, id, nickname, phone or name"
          aria-label="Email, id, nickname, phone or name"
        />
        <button type="submit">Search</button>
      </FilterForm>
      <PagedTable
        table={table}
        sortable
        columns={[
          {
            key: 'email',
            header: 'Email',
            sortable: true,
            cell: (p) => (
              <button type="button" className="link" onClick={() => open(p.id)}>
                {p.email}
              </button>
            ),
          },
          { key: 'nickname', header: 'Nickname', cell: (p) => p.nickname ?? '—' },
          {
            key: 'name',
            header: 'Name',
            cell: (p) => [p.firstName, p.lastName].filter(Boolean).join(' ') || '—',
          },
          { key: 'country', header: 'Country', cell: (p) => p.country ?? '—' },
          { key: 'status', header: 'Status', cell: (p) => PLAYER_STATUS_NAMES[p.status] },
          {
            key: 'createdAt',
            header: 'Registered',
            sortable: true,
            cell: (p) => when(p.createdAt),
          },
        ]}
        rowKey={(p) => p.id}
      />
    </section>
  );
}

/** Loads a call the role may make (null when it may not: the section is then left out). */
function useAllowed<N extends EndpointName>(
  can: (name: string) => boolean,
  name: N,
  input: Parameters<typeof call<N>>[1],
  key: string,
) {
  return useLoad(() => (can(name) ? call(name, input) : Promise.resolve(null)), [key]);
}

export function PlayerCard({
  id,
  can,
  canUnblock,
  back,
}: {
  id: string;
  can: (name: string) => boolean;
  /** Lifting a block is compliance's (PLAYER_UNBLOCK_ROLES); support may only block. */
  canUnblock: boolean;
  back: () => void;
}) {
  const card = useLoad(() => call('getPlayer', { params: { id } }), [id]);
  const latest = { page: 1, perPage: 10 };
  const sessions = useAllowed(can, 'listPlayerSessions', { params: { id }, query: latest }, id);
  const ledger = useAllowed(can, 'listPlayerLedger', { params: { id }, query: latest }, id);
  const bets = useAllowed(can, 'listPlayerBets', { params: { id }, query: latest }, id);
  const invoices = useAllowed(can, 'listInvoices', { query: { playerId: id, ...latest } }, id);
  const notes = useAllowed(can, 'listPlayerNotes', { params: { id } }, id);
  const [error, setError] = useState<string | null>(null);
  const player = card.data?.player;
  const changeStatus = async (status: 'active' | 'blocked') => {
    const reason = window.prompt(status === 'blocked' ? 'Why block this player?' : 'Why unblock?');
    if (!reason) return;
    try {
      await call('setPlayerStatus', { params: { id }, body: { status, reason } });
      card.reload();
      sessions.reload();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <section>
      <button type="button" className="link" onClick={back}>
        ← Players
      </button>
      {card.error && <p className="error">{card.error}</p>}
      {error && <p className="error">{error}</p>}
      {player && (
        <>
          <h2>{player.email}</h2>
          <div className="grid">
            <div className="card">
              <h3>Profile</h3>
              <dl>
                <dt>Id</dt>
                <dd>
                  <code>{player.id}</code>
                </dd>
                <dt>Name</dt>
                <dd>{[player.firstName, player.lastName].filter(Boolean).join(' ') || '—'}</dd>
                <dt>Nickname</dt>
                <dd>{player.nickname ?? '—'}</dd>
                <dt>Phone</dt>
                <dd>{player.phone ?? '—'}</dd>
                <dt>Country</dt>
                <dd>{player.country ?? '—'}</dd>
                <dt>Email confirmed</dt>
                <dd>{player.emailConfirmed ? 'yes' : 'no'}</dd>
                <dt>Registered</dt>
                <dd>{when(player.createdAt)}</dd>
              </dl>
            </div>
            <div className="card">
              <h3>Status: {PLAYER_STATUS_NAMES[player.status]}</h3>
              {can('setPlayerStatus') &&
                (player.status === 2 ? (
                  canUnblock && (
                    <button type="button" onClick={() => void changeStatus('active')}>
                      Unblock
                    </button>
                  )
                ) : (
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void changeStatus('blocked')}
                  >
                    Block
                  </button>
                ))}
              <h3>Accounts</h3>
              <ul className="plain">
                {card.data?.accounts.map((a) => (
                  <li key={a.id}>
                    {money(a.realBalance, a.currency)} real · {money(a.bonusBalance, a.currency)}{' '}
                    bonus · {money(a.lockedBalance, a.currency)} reserved
                  </li>
                ))}
              </ul>
            </div>
          </div>
          {can('listPlayerBonuses') && (
            <PlayerBonuses
              id={id}
              canCancel={can('cancelPlayerBonus')}
              canGrant={can('grantPlayerBonus') && can('listBonusDefinitions')}
              currencies={card.data?.accounts.map((a) => a.currency) ?? []}
              onChanged={card.reload}
            />
          )}
          {can('listPlayerConversations') && <PlayerChats id={id} />}
          {can('getPlayerVerification') && (
            <PlayerVerification id={id} canReview={can('reviewDocument')} />
          )}
          {can('getPlayerLimits') && (
            <PlayerLimits
              id={id}
              canChange={can('changePlayerLimit')}
              onChanged={sessions.reload}
            />
          )}
          {sessions.data && (
            <div className="card" data-testid="player-sessions">
              <h3>Sessions</h3>
              <ul className="plain">
                {sessions.data.items.map((s) => (
                  <li key={s.id}>
                    {when(s.createdAt)} · {s.ip ?? '?'} ·{' '}
                    {s.closedAt ? `closed (${s.closeReason ?? ''})` : 'open'}
                    {!s.closedAt && can('closePlayerSession') && (
                      <button
                        type="button"
                        className="small"
                        onClick={() =>
                          void call('closePlayerSession', { params: { id, sessionId: s.id } })
                            .then(sessions.reload)
                            .catch((e: unknown) => setError(errorText(e)))
                        }
                      >
                        Close
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {ledger.data && (
            <div className="card">
              <h3>Ledger (latest)</h3>
              <ul className="plain">
                {ledger.data.items.map((e) => (
                  <li key={e.id}>
                    {when(e.createdAt)} · {e.kind} · {e.book} · {money(e.amount, e.currency)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {invoices.data && (
            <div className="card">
              <h3>Invoices (latest)</h3>
              <ul className="plain">
                {invoices.data.items.map((i) => (
                  <li key={i.id}>
                    {when(i.createdAt)} · {i.number} · {i.type} · {money(i.amount, i.currency)} ·{' '}
                    {INVOICE_STATUS_NAMES[i.status] ?? i.status}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {bets.data && (
            <div className="card">
              <h3>Bets (latest)</h3>
              <ul className="plain">
                {bets.data.items.map((b) => (
                  <li key={b.id}>
                    {when(b.createdAt)} · {b.game} · stake {money(b.stake, b.currency)} · win{' '}
                    {money(b.win, b.currency)}
                  </li>
                ))}
                {bets.data.items.length === 0 && <li className="muted">No bets yet</li>}
              </ul>
            </div>
          )}
          {notes.data && (
            <div className="card">
              <h3>Notes</h3>
              {can('addPlayerNote') && (
                <form
                  className="filters"
                  onSubmit={(event: FormEvent<HTMLFormElement>) => {
                    event.preventDefault();
                    const form = event.currentTarget;
                    const body = String(new FormData(form).get('body')).trim();
                    if (!body) return;
                    void call('addPlayerNote', { params: { id }, body: { body } })
                      .then(() => {
                        form.reset();
                        notes.reload();
                      })
                      .catch((e: unknown) => setError(errorText(e)));
                  }}
                >
                  <input name="body" placeholder="Add a note" aria-label="Add a note" />
                  <button type="submit">Add</button>
                </form>
              )}
              <ul className="plain">
                {notes.data.items.map((n) => (
                  <li key={n.id}>
                    {when(n.createdAt)} · {n.operatorEmail ?? 'key'}: {n.body}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}

type Withdrawal = Awaited<ReturnType<typeof call<'listWithdrawals'>>>['items'][number];

export function Withdrawals({ can }: { can: (name: string) => boolean }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const table = usePagedTable(
    ({ page, perPage }) => call('listWithdrawals', { query: { status: 'pending', page, perPage } }),
    { filters: null },
  );
  const { reload } = table;
  const canDecide = can('approveWithdrawal');
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      setSelected(new Set());
      reload();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <section>
      <h2>Withdrawals queue</h2>
      {(error || table.error) && <p className="error">{error ?? table.error}</p>}
      {canDecide && selected.size > 0 && (
        <button
          type="button"
          className="primary"
          onClick={() =>
            void act(() => call('bulkApproveWithdrawals', { body: { ids: [...selected] } }))
          }
        >
          Approve {selected.size} selected
        </button>
      )}
      <PagedTable
        table={table}
        error={null}
        columns={[
          ...(canDecide
            ? [
                {
                  key: 'select',
                  header: '',
                  cell: (w: Withdrawal) => (
                    <input
                      type="checkbox"
                      aria-label={`Select ${w.number}`}
                      checked={selected.has(w.id)}
                      onChange={(event) => {
                        const next = new Set(selected);
                        if (event.target.checked) next.add(w.id);
                        else next.delete(w.id);
                        setSelected(next);
                      }}
                    />
                  ),
                },
              ]
            : []),
          { key: 'createdAt', header: 'Requested', cell: (w) => when(w.createdAt) },
          { key: 'number', header: 'Number', cell: (w) => w.number },
          { key: 'player', header: 'Player', cell: (w) => w.playerEmail },
          { key: 'amount', header: 'Amount', cell: (w) => money(w.amount, w.currency) },
          {
            key: 'method',
            header: 'Method',
            cell: (w) => `${w.method} → ${w.destination ?? '?'}`,
          },
          {
            key: 'turnover',
            header: 'Turnover',
            cell: (w) =>
              w.turnoverRemaining > 0
                ? `${money(w.turnoverRemaining, w.currency)} to wager`
                : 'done',
          },
          {
            key: 'warning',
            header: 'Warning',
            cell: (w) => (w.warning ? <span className="warning">{w.warning}</span> : ''),
          },
          ...(canDecide
            ? [
                {
                  key: 'actions',
                  header: 'Decision',
                  cell: (w: Withdrawal) => (
                    <span className="actions">
                      <button
                        type="button"
                        className="primary small"
                        onClick={() =>
                          void act(() => call('approveWithdrawal', { params: { id: w.id } }))
                        }
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        className="danger small"
                        onClick={() => {
                          const reason = window.prompt(`Why reject ${w.number}?`);
                          if (reason) {
                            void act(() =>
                              call('rejectWithdrawal', {
                                params: { id: w.id },
                                body: { reason },
                              }),
                            );
                          }
                        }}
                      >
                        Reject
                      </button>
                    </span>
                  ),
                },
              ]
            : []),
        ]}
        rowKey={(w) => w.id}
        empty="No withdrawal is waiting"
      />
    </section>
  );
}

export function Audit() {
  const table = usePagedTable(
    ({ filters, page, perPage }) => call('listAudit', { query: { ...filters, page, perPage } }),
    { filters: { actor: '', action: '', targetId: '' } },
  );
  return (
    <section>
      <h2>Audit log</h2>
      <FilterForm
        filter={table.filter}
        read={(form) => ({
          actor: String(form.get('actor')).trim(),
          action: String(form.get('action')).trim(),
          targetId: String(form.get('targetId')).trim(),
        })}
      >
        <input name="actor" placeholder="Who (email or key)" aria-label="Who (email or key)" />
        <input
          name="action"
          placeholder="Action, e.g. withdrawal.approve"
          aria-label="Action, e.g. withdrawal.approve"
        />
        <input name="targetId" placeholder="Target id" aria-label="Target id" />
        <button type="submit">Filter</button>
      </FilterForm>
      <PagedTable
        table={table}
        columns={[
          { key: 'at', header: 'When', cell: (e) => when(e.at) },
          { key: 'actor', header: 'Who', cell: (e) => e.actorLabel },
          { key: 'ip', header: 'From', cell: (e) => e.ip ?? '—' },
          { key: 'action', header: 'Action', cell: (e) => e.action },
          {
            key: 'target',
            header: 'Target',
            cell: (e) => (e.targetId ? `${e.targetType} ${e.targetId}` : '—'),
          },
          {
            key: 'change',
            header: 'Before → after',
            cell: (e) => (
              <code className="json">
                {JSON.stringify(e.before ?? null)} → {JSON.stringify(e.after ?? null)}
              </code>
            ),
          },
        ]}
        rowKey={(e) => String(e.id)}
      />
    </section>
  );
}

const ROLES = ['admin', 'payments', 'compliance', 'support', 'marketing', 'content'] as const;

export function Operators() {
  const operators = useLoad(() => call('listOperators'), []);
  const keys = useLoad(() => call('listApiKeys'), []);
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      operators.reload();
      keys.reload();
    } catch (e) {
      setError(errorText(e));
    }
  };
  /** A create form: its answer's secret is shown once, the form cleared. */
  const submitShowingOnce =
    (create: (form: FormData) => Promise<string>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      void act(async () => {
        setShown(await create(new FormData(element)));
        element.reset();
      });
    };
  return (
    <section>
      <h2>Operators</h2>
      {error && <p className="error">{error}</p>}
      {shown && (
        <p className="notice" data-testid="shown-once">
          Shown once: <code>{shown}</code>
        </p>
      )}
      <form
        className="filters"
        onSubmit={submitShowingOnce(async (form) => {
          const created = await call('createOperator', {
            body: {
              email: String(form.get('email')),
              name: String(form.get('name')),
              role: String(form.get('role')) as (typeof ROLES)[number],
            },
          });
          return `${created.operator.email} · password ${created.password}`;
        })}
      >
        <input name="email" type="email" placeholder="Email" aria-label="Email" required />
        <input name="name" placeholder="Name" aria-label="Name" required />
        <select name="role" aria-label="Role">
          {ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <button type="submit">Add operator</button>
      </form>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Email</th>
              <th>Role</th>
              <th>2FA</th>
              <th>Last login</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {operators.data?.items.map((o) => (
              <tr key={o.id}>
                <td>{o.email}</td>
                <td>
                  <select
                    aria-label={`Role of ${o.email}`}
                    value={o.role}
                    onChange={(event) =>
                      void act(() =>
                        call('updateOperator', {
                          params: { id: o.id },
                          body: { role: event.target.value as (typeof ROLES)[number] },
                        }),
                      )
                    }
                  >
                    {ROLES.map((r) => (
                      <option key={r}>{r}</option>
                    ))}
                  </select>
                </td>
                <td>{o.totpEnrolled ? 'enrolled' : 'at first login'}</td>
                <td>{when(o.lastLoginAt)}</td>
                <td>
                  <button
                    type="button"
                    className="small"
                    onClick={() =>
                      void act(() =>
                        call('updateOperator', {
                          params: { id: o.id },
                          body: { disabled: !o.disabled },
                        }),
                      )
                    }
                  >
                    {o.disabled ? 'Enable' : 'Disable'}
                  </button>{' '}
                  {o.totpEnrolled && (
                    <button
                      type="button"
                      className="small"
                      onClick={() => {
                        const sure = window.confirm(
                          `Reset the authenticator of ${o.email}? Their password stops working too: ` +
                            'they get a one-time link by mail to choose a new one, then enrol again.',
                        );
                        if (sure) {
                          void act(() =>
                            call('updateOperator', {
                              params: { id: o.id },
                              body: { resetTotp: true },
                            }),
                          );
                        }
                      }}
                    >
                      Reset 2FA
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>API keys</h2>
      <form
        className="filters"
        onSubmit={submitShowingOnce(async (form) => {
          const created = await call('createApiKey', {
            body: {
              name: String(form.get('name')),
              scopes: [String(form.get('scope')) as (typeof ROLES)[number]],
            },
          });
          return `${created.apiKey.name} · ${created.key}`;
        })}
      >
        <input name="name" placeholder="Key name" aria-label="Key name" required />
        <select name="scope" aria-label="Scope">
          {ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <button type="submit">Create key</button>
      </form>
      <ul className="plain">
        {keys.data?.items.map((k) => (
          <li key={k.id}>
            {k.name} · <code>{k.prefix}…</code> · {k.scopes.join(', ')} · last used{' '}
            {when(k.lastUsedAt)}
            {k.revokedAt ? (
              ' · revoked'
            ) : (
              <button
                type="button"
                className="small danger"
                onClick={() => void act(() => call('revokeApiKey', { params: { id: k.id } }))}
              >
                Revoke
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

type DashboardData = Awaited<ReturnType<typeof call<'getDashboard'>>>;
type Period = DashboardData['periods'][number];

const FIGURE_COLUMNS = [
  ['registrations', 'Registrations', false],
  ['firstDeposits', 'First deposits', false],
  ['deposits', 'Deposits', true],
  ['withdrawals', 'Withdrawals', true],
  ['ggr', 'GGR', true],
  ['bonusCosts', '− Bonus costs', true],
  ['fees', '− Fees', true],
  ['ngr', 'NGR', true],
  ['activePlayers', 'Active players', false],
] as const;

function PeriodTable({ period, base }: { period: Period; base: string }) {
  return (
    <FigureTable
      head="Currency"
      columns={FIGURE_COLUMNS}
      rows={[...period.rows, { ...period.total, currency: `Total (${base})` }]}
      name={(row) => row.currency}
      currency={(row, isTotal) => (isTotal ? base : row.currency)}
    />
  );
}

/** Daily deposits and GGR of the last 30 days as bars (plain SVG, no chart library). */
function DailyChart({ daily, base }: { daily: DashboardData['daily']; base: string }) {
  const width = 900;
  const height = 200;
  const max = Math.max(1, ...daily.flatMap((d) => [d.deposits, Math.abs(d.ggr)]));
  const slot = width / daily.length;
  const bar = (value: number) => (Math.max(0, value) / max) * (height - 30);
  return (
    <figure className="card chart">
      <figcaption>
        Last 30 days in {base}: <span className="key deposits">deposits</span>{' '}
        <span className="key ggr">GGR</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label="Daily deposits and GGR">
        <text className="axis" x={0} y={12}>
          {money(max, base)}
        </text>
        <line className="axis" x1={0} x2={width} y1={height} y2={height} />
        <text className="axis" x={0} y={height + 16}>
          {daily[0]?.date}
        </text>
        <text className="axis" x={width} y={height + 16} textAnchor="end">
          {daily.at(-1)?.date}
        </text>
        {daily.map((d, i) => (
          <g key={d.date}>
            <title>{`${d.date}: deposits ${money(d.deposits, base)}, GGR ${money(d.ggr, base)}`}</title>
            <rect
              className="deposits"
              x={i * slot + 2}
              y={height - bar(d.deposits)}
              width={slot / 2 - 3}
              height={bar(d.deposits)}
            />
            <rect
              className="ggr"
              x={i * slot + slot / 2}
              y={height - bar(d.ggr)}
              width={slot / 2 - 3}
              height={bar(d.ggr)}
            />
          </g>
        ))}
      </svg>
    </figure>
  );
}

export function Dashboard() {
  const { data, error } = useLoad(() => call('getDashboard'), []);
  return (
    <section>
      <h2>Dashboard</h2>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          {data.periods.map((period) => (
            <div key={period.name}>
              <h3>{period.name === 'today' ? 'Today (UTC)' : 'Last 30 days'}</h3>
              <PeriodTable period={period} base={data.baseCurrency} />
            </div>
          ))}
          <DailyChart daily={data.daily} base={data.baseCurrency} />
          <p className="muted">
            GGR = stakes − wins; NGR = GGR − bonus costs (stakes paid with bonus money) − payment
            fees (none reported by today's providers). Totals convert at today's rates.
          </p>
        </>
      )}
    </section>
  );
}

const INVOICE_STATUSES = [
  'created',
  'success',
  'pending',
  'declined',
  'failed',
  'expired',
] as const;

export function Invoices() {
  const table = usePagedTable(
    ({ filters, page, perPage, sort }) =>
      call('listInvoices', { query: { ...filters, order: sort.order, page, perPage } }),
    {
      filters: {} as {
        type?: 'deposit' | 'withdrawal';
        status?: (typeof INVOICE_STATUSES)[number];
        currency?: string;
      },
      sort: { key: 'createdAt', order: 'desc' },
    },
  );
  return (
    <section>
      <h2>Invoices</h2>
      <FilterForm
        filter={table.filter}
        read={(form) => {
          const pick = (name: string) => String(form.get(name) ?? '') || undefined;
          return {
            type: pick('type') as 'deposit' | undefined,
            status: pick('status') as 'pending' | undefined,
            currency: pick('currency')?.toUpperCase(),
          };
        }}
      >
        <select name="type" aria-label="Type">
          <option value="">Any type</option>
          <option value="deposit">deposit</option>
          <option value="withdrawal">withdrawal</option>
        </select>
        <select name="status" aria-label="Status">
          <option value="">Any status</option>
          {INVOICE_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
        <input name="currency" placeholder="Currency, e.g. USD" aria-label="Currency" />
        <button type="submit">Filter</button>
      </FilterForm>
      <PagedTable
        table={table}
        sortable
        columns={[
          { key: 'createdAt', header: 'Created', sortable: true, cell: (i) => when(i.createdAt) },
          { key: 'number', header: 'Number', cell: (i) => i.number },
          { key: 'player', header: 'Player', cell: (i) => i.playerEmail },
          { key: 'type', header: 'Type', cell: (i) => i.type },
          { key: 'amount', header: 'Amount', cell: (i) => money(i.amount, i.currency) },
          { key: 'method', header: 'Method', cell: (i) => i.method },
          {
            key: 'status',
            header: 'Status',
            cell: (i) => INVOICE_STATUS_NAMES[i.status] ?? i.status,
          },
        ]}
        rowKey={(i) => i.id}
      />
    </section>
  );
}
