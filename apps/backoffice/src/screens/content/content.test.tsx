// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../test/fixtures.ts';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const ENTRY = {
  group: 'pages.questions',
  key: 'withdrawals',
  locale: 'de',
  status: 'published' as 'draft' | 'published' | 'changed',
  draft: null,
  published: { question: 'Wie lange?', answer: 'Einen Tag.' },
  publishedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  origin: 'seed' as const,
};
const editor = operator('content', ['listContentEntries', 'saveContentEntry']);

/** The API of one entry: listing, reading, preview link, and saving (`save` answers). */
function contentApi(save: () => typeof ENTRY | Refusal) {
  return mockApi(
    on(backofficeApi.listContentEntries, pageOf([ENTRY], 50)),
    on(backofficeApi.getContentEntry, ENTRY),
    on(backofficeApi.getContentPreviewLink, { url: 'http://site.test/de/questions?preview=t' }),
    on(backofficeApi.saveContentEntry, save),
  );
}

describe('content screen', () => {
  it('lists the German questions first and opens one in the editor', async () => {
    const api = contentApi(() => ENTRY);
    renderAt('/content', editor);
    fireEvent.click(await screen.findByRole('button', { name: 'withdrawals' }));
    expect(
      await screen.findByRole('heading', { name: 'pages.questions / withdrawals / de' }),
    ).toBeTruthy();
    expect(
      ((await screen.findByRole('textbox', { name: 'question' })) as HTMLInputElement).value,
    ).toBe('Wie lange?');
    const [list] = api.to(backofficeApi.listContentEntries);
    expect([list?.query.get('group'), list?.query.get('locale')]).toEqual([
      'pages.questions',
      'de',
    ]);
  });

  it('saves a draft of the edited text', async () => {
    const api = contentApi(() => ({ ...ENTRY, status: 'changed' }));
    renderAt('/content', editor);
    fireEvent.click(await screen.findByRole('button', { name: 'withdrawals' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'answer' }), {
      target: { value: 'Zwei Tage.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved/)).toBeTruthy();
    const [saved] = api.to(backofficeApi.saveContentEntry);
    expect(saved?.params).toEqual({ group: 'pages.questions', key: 'withdrawals', locale: 'de' });
    expect(saved?.body).toEqual({
      data: { question: 'Wie lange?', answer: 'Zwei Tage.' },
      publish: false,
    });
  });

  it("shows the refusal of a publish and keeps the operator's text", async () => {
    contentApi(() => new Refusal(400, 'validation_error', 'answer: too long'));
    renderAt('/content', editor);
    fireEvent.click(await screen.findByRole('button', { name: 'withdrawals' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'answer' }), {
      target: { value: 'Sehr lang' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('answer: too long');
    expect((screen.getByRole('textbox', { name: 'answer' }) as HTMLTextAreaElement).value).toBe(
      'Sehr lang',
    );
  });
});
