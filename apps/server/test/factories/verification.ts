import type { OperatorRole } from '@casino/contracts/backoffice';
import sharp from 'sharp';
import { expect } from 'vitest';
import { CLI_ACTOR } from '../../src/modules/backoffice/audit.ts';
import { createApiKey } from '../../src/modules/backoffice/operators-service.ts';
import type { TestServer } from '../build-app.ts';
import { backofficeContextOf } from './backoffice.ts';
import { auth, type TestPlayer } from './players.ts';

/** A small photo-like PNG. */
export const pngBytes = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (a camera's, with a marker text) that the upload must strip. */
export const jpegWithExif = (marker: string) =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#aa6633' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: marker, Artist: marker } })
    .toBuffer();

/** The multipart body of an upload (what a browser's FormData sends). */
export async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

export async function uploadDocument(
  app: TestServer,
  player: TestPlayer,
  file: { bytes: Uint8Array; name: string; type?: string },
  fields: Record<string, string> = { kind: 'identity' },
) {
  const body = await multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/player/documents',
    headers: { ...auth(player.accessToken), 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A back-office API key with the given role as its scope (as compliance would call). */
export async function operatorKey(app: TestServer, role: OperatorRole = 'compliance') {
  const ctx = backofficeContextOf(app);
  const created = await createApiKey(ctx, { name: `${role} key`, scopes: [role] }, CLI_ACTOR);
  expect(created.ok).toBe(true);
  if (!created.ok) throw new Error('no key');
  return { authorization: `Bearer ${created.value.key}` };
}

export function review(
  app: TestServer,
  headers: Record<string, string>,
  documentId: string,
  body: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/backoffice/verification/documents/${documentId}/review`,
    headers,
    payload: body,
  });
}
