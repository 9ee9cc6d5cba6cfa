import { randomUUID } from 'node:crypto';
import { DOCUMENT_STATUS, type DocumentKind } from '@casino/contracts';
import { isUuid } from '../../shared/ids.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { todayOf, type VerificationContext } from './context.ts';
import type { VerificationFailure } from './failures.ts';
import { checkDocumentFile } from './file-check.ts';
import * as repo from './repository.ts';
import { mayUpload } from './state-machine.ts';
import { isPending, toPlayerDocument, verificationStatus } from './status.ts';

export { verificationStatus };

export interface Upload {
  bytes: Uint8Array;
  fileName: string;
  kind: DocumentKind;
  referenceId: string | null;
}

/**
 * Takes one document: checked by content (images re-encoded without metadata), stored under a
 * key we make, recorded pending. The file is written before the row, so a row never points at
 * nothing; a failed insert removes the file again.
 */
export async function uploadDocument(ctx: VerificationContext, playerId: string, upload: Upload) {
  const checked = await checkDocumentFile(upload.bytes, upload.fileName);
  if (!checked.ok) {
    return fail<VerificationFailure>({
      kind: 'invalid_file',
      field: 'file',
      message: checked.message,
    });
  }
  const { docs, profile } = await levelOf(ctx, playerId);
  const allowed = mayUpload(docs, upload.kind, profile.rejectedFinal, todayOf(ctx));
  if (!allowed.ok)
    return fail<VerificationFailure>({ kind: 'upload_refused', message: allowed.message });

  const id = randomUUID();
  const storageKey = `${playerId}/${id}`;
  await ctx.store.put(storageKey, checked.bytes, checked.contentType);
  try {
    const row = await repo.insertDocument(ctx.db, {
      id,
      playerId,
      kind: upload.kind,
      referenceId: upload.referenceId,
      fileName: checked.fileName,
      contentType: checked.contentType,
      size: checked.bytes.byteLength,
      storageKey,
      status: DOCUMENT_STATUS.pending,
      createdAt: ctx.clock.now(),
    });
    ctx.log.info({ playerId, documentId: id, kind: upload.kind }, 'verification document received');
    return ok(toPlayerDocument(row));
  } catch (err) {
    await ctx.store.delete(storageKey).catch(() => {});
    throw err;
  }
}

async function levelOf(ctx: VerificationContext, playerId: string) {
  const [rows, profile] = await Promise.all([
    repo.listDocuments(ctx.db, playerId),
    repo.profileOf(ctx.db, playerId),
  ]);
  const docs = rows.map((r) => ({
    kind: r.kind as DocumentKind,
    status: r.status,
    final: r.final,
    expiresOn: r.expiresOn,
    createdAt: r.createdAt,
  }));
  return { docs, profile };
}

/** The player's own document (another player's id is "not found", never "forbidden"). */
async function ownDocument(ctx: VerificationContext, playerId: string, id: string) {
  const row = isUuid(id) ? await repo.findDocument(ctx.db, id) : null;
  return row && row.playerId === playerId ? row : null;
}

/** Removes a document the player sent, while it waits for review; the file goes too. */
export async function deleteDocument(
  ctx: VerificationContext,
  playerId: string,
  id: string,
): Promise<Result<void, VerificationFailure>> {
  const row = await ownDocument(ctx, playerId, id);
  if (!row) return fail({ kind: 'document_not_found' });
  if (!isPending(row)) return fail({ kind: 'document_not_pending' });
  await repo.deleteDocument(ctx.db, row.id);
  await ctx.store.delete(row.storageKey);
  return ok(undefined);
}

/** A document's bytes for its owner (`playerId`) or, with `playerId` null, for compliance. */
export async function readDocumentFile(
  ctx: VerificationContext,
  playerId: string | null,
  id: string,
): Promise<
  Result<{ bytes: Uint8Array; contentType: string; fileName: string }, VerificationFailure>
> {
  const row = playerId ? await ownDocument(ctx, playerId, id) : await repo.findDocument(ctx.db, id);
  if (!row) return fail({ kind: 'document_not_found' });
  const bytes = await ctx.store.get(row.storageKey);
  if (!bytes) return fail({ kind: 'document_not_found' });
  return ok({ bytes, contentType: row.contentType, fileName: row.fileName });
}
