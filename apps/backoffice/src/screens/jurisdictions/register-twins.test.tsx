// @vitest-environment happy-dom
import { backofficeApi, type RegisterTwinEntry } from '@casino/contracts/api/backoffice';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const SEEDED: RegisterTwinEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  register: 'sigap',
  entry: '11144477735',
  listing: 'excluded',
  createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const ADDED: RegisterTwinEntry = {
  id: '00000000-0000-4000-8000-000000000002',
  register: 'oasis',
  entry: 'spieler@example.de',
  listing: 'excluded',
  createdBy: 'Compliance',
  createdAt: '2026-11-02T10:00:00.000Z',
};
const compliance = operator('compliance', [
  'listRegisterTwinEntries',
  'addRegisterTwinEntry',
  'removeRegisterTwinEntry',
]);

describe('register twins screen', () => {
  it('lists the entries and adds one to the chosen register', async () => {
    let items = [SEEDED];
    const api = mockApi(
      on(backofficeApi.listRegisterTwinEntries, () => ({ items })),
      on(backofficeApi.addRegisterTwinEntry, () => {
        items = [ADDED, SEEDED];
        return ADDED;
      }),
    );
    renderAt('/register-twins', compliance);
    const table = await screen.findByTestId('register-twins-table');
    await within(table).findByText('11144477735');
    expect(within(table).getByText('sandbox seed')).toBeTruthy();
    const form = screen.getByTestId('register-twin-form');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Register' }), {
      target: { value: 'oasis' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Email' }), {
      target: { value: 'spieler@example.de' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to list' }));
    await within(table).findByText('spieler@example.de');
    expect(api.to(backofficeApi.addRegisterTwinEntry)[0]?.body).toEqual({
      register: 'oasis',
      entry: 'spieler@example.de',
      listing: 'excluded',
    });
  });

  it("removes an entry and shows the server's refusal", async () => {
    const api = mockApi(
      on(backofficeApi.listRegisterTwinEntries, { items: [ADDED] }),
      on(
        backofficeApi.removeRegisterTwinEntry,
        new Refusal(404, 'not_found', "This entry is not on the register twin's list"),
      ),
    );
    renderAt('/register-twins', compliance);
    const table = await screen.findByTestId('register-twins-table');
    fireEvent.click(await within(table).findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText("This entry is not on the register twin's list")).toBeTruthy();
    expect(api.to(backofficeApi.removeRegisterTwinEntry)[0]?.path).toContain(ADDED.id);
  });

  it('offers SIGAP a CPF field and the welfare listing', async () => {
    mockApi(on(backofficeApi.listRegisterTwinEntries, { items: [] }));
    renderAt('/register-twins', compliance);
    const form = await screen.findByTestId('register-twin-form');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Register' }), {
      target: { value: 'sigap' },
    });
    expect(within(form).getByRole('textbox', { name: 'CPF' })).toBeTruthy();
    const listing = within(form).getByRole('combobox', { name: 'Listed as' }) as HTMLSelectElement;
    expect([...listing.options].map((o) => o.value)).toEqual(['excluded', 'welfare']);
  });

  it('is not in the navigation of a role without it', async () => {
    mockApi(on(backofficeApi.getReport, new Refusal(403, 'forbidden', 'no')));
    renderAt('/register-twins', operator('marketing', ['getReport']));
    expect(screen.queryByRole('link', { name: 'Register twins' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Register twins' })).toBeNull();
  });
});
