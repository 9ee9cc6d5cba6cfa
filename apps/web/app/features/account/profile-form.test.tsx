// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { playerApi, settingsApi } from '@casino/contracts/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { GERMANY } from '../../test/fixtures';
import { PLAYER, renderScreen } from '../../test/render';
import { ProfileForm } from './profile-form';

const SETTINGS = {
  firstName: { isRequired: false, rules: [] },
  phone: { isRequired: false, rules: [] },
};

const open = () =>
  renderScreen(() => <ProfileForm profile={PLAYER} settings={SETTINGS} />, { player: PLAYER });

const countries = on(settingsApi.listCountries, { items: [GERMANY] });
/**
 * Sends the form as Enter in a field does. (Under happy-dom react-hook-form's dirty state does
 * not re-render the Save button enabled; the browser journeys click it.)
 */
const send = (field: HTMLElement) => fireEvent.submit((field as HTMLInputElement).form!);

describe('the profile form', () => {
  it("shows the player's details, nothing to save until one changes", async () => {
    mockApi(countries);
    open();
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Berlin');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a changed name and shows it as the player', async () => {
    const api = mockApi(
      countries,
      on(playerApi.updateProfile, (r) => ({
        ...PLAYER,
        firstName: String((r.body as { firstName: string }).firstName),
      })),
    );
    open();
    const first = (await screen.findByLabelText('First name')) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'Anna' } });
    send(first);
    await expect.poll(() => session.get().player?.firstName).toBe('Anna');
    expect(api.to(playerApi.updateProfile)[0]?.body).toMatchObject({
      firstName: 'Anna',
      lastName: 'Silva',
      phone: null,
    });
  });

  it("names the field the server refused, in the page's words", async () => {
    mockApi(
      countries,
      on(
        playerApi.updateProfile,
        new Refusal(422, 'validation_failed', 'Invalid data', {
          phone: ['Value is not a valid phone number'],
        }),
      ),
    );
    open();
    const phone = await screen.findByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: '12' } });
    send(phone);
    expect(await screen.findByText('Phone: Value is not a valid phone number')).toBeTruthy();
    expect(session.get().player?.phone).toBeNull();
  });
});
