// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import type { PlayerDocument, VerificationStatus } from '@casino/contracts';
import { verificationApi } from '@casino/contracts/api';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAYER, renderScreen } from '../../test/render';
import { VerificationPanel } from './verification-panel';

/** Verification asked before the first withdrawal: identity and address missing. */
const STATUS: VerificationStatus = {
  adapter: 'builtin',
  level: 'none',
  requiredLevel: 'basic',
  required: true,
  trigger: 'first_withdrawal',
  withdrawalsFrozen: false,
  rejectedFinal: false,
  needed: [
    { kind: 'identity', state: 'missing' },
    { kind: 'address', state: 'missing' },
  ],
};

const passport: PlayerDocument = {
  id: 'd-1',
  referenceId: null,
  fileName: 'passport.jpg',
  kind: 'identity',
  status: 1,
  final: false,
  reason: null,
  contentType: 'image/jpeg',
  size: 2048,
  createdAt: '2026-11-28T10:00:00.000Z',
  reviewedAt: null,
};

const open = () => renderScreen(() => <VerificationPanel />, { player: PLAYER });

/** Chooses a photo of a document in the file picker. */
async function choosePhoto() {
  const input = await screen.findByTestId('document-file');
  const file = new File([new Uint8Array(64)], 'passport.jpg', { type: 'image/jpeg' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe('the verification panel', () => {
  it('says why verification is asked and what is needed', async () => {
    mockApi(on(verificationApi.listDocuments, { items: [], verification: STATUS }));
    open();
    expect(
      await screen.findByText('Verify your identity before your first withdrawal.'),
    ).toBeTruthy();
    expect(screen.getByTestId('needed-identity')).toBeTruthy();
    expect(screen.getByText('You have not sent any document yet.')).toBeTruthy();
  });

  it('uploads a document, which then shows in review', async () => {
    let items: PlayerDocument[] = [];
    const api = mockApi(
      on(verificationApi.listDocuments, () => ({ items, verification: STATUS })),
      on(verificationApi.uploadDocument, () => {
        items = [passport];
        return { document: passport };
      }),
    );
    open();
    await choosePhoto();
    const row = await screen.findByTestId('document');
    expect(row.textContent).toContain('passport.jpg');
    expect(screen.getByTestId('document-status').textContent).toBe('In review');
    const form = api.to(verificationApi.uploadDocument)[0]?.form;
    expect(form?.get('kind')).toBe('identity');
    expect((form?.get('file') as File | undefined)?.name).toBe('passport.jpg');
  });

  it("says the server's refusal of a file", async () => {
    mockApi(
      on(verificationApi.listDocuments, { items: [], verification: STATUS }),
      on(
        verificationApi.uploadDocument,
        new Refusal(415, 'unsupported_file', 'This file is not an image or a PDF'),
      ),
    );
    open();
    await choosePhoto();
    expect(await screen.findByText('This file is not an image or a PDF')).toBeTruthy();
    expect(screen.queryByTestId('document')).toBeNull();
  });
});
