import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DocumentUploadResponseSchema } from '@casino/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { auth, registerPlayer } from '../../../test/factories/players.ts';
import { operatorKey, pngBytes, uploadDocument } from '../../../test/factories/verification.ts';

const BUCKET = 'kyc-documents';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// The real AWS S3 client against an S3-compatible server (s3rver) the test starts in-process.
describe.each(TEST_DATABASES)('S3-compatible document store on $name', (db) => {
  let s3: S3rver;
  let client: S3Client;
  let t: TestApp;
  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    t = await buildTestApp(db, {
      KYC_ADAPTER: 'builtin',
      KYC_STORAGE: 's3',
      KYC_S3_ENDPOINT: endpoint,
      KYC_S3_BUCKET: BUCKET,
      KYC_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      KYC_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.close();
  });

  const keysOf = async (playerId: string) =>
    (
      (await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${playerId}/` })))
        .Contents ?? []
    ).map((o) => o.Key);

  it('stores, serves and deletes through the bucket', async () => {
    const player = await registerPlayer(t.app);
    const res = await uploadDocument(t.app, player, {
      bytes: await pngBytes(),
      name: 'licence.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { document } = DocumentUploadResponseSchema.parse(res.json());
    expect(await keysOf(player.id)).toEqual([`${player.id}/${document.id}`]);

    const own = await t.app.inject({
      url: `/api/player/documents/${document.id}/file`,
      headers: auth(player.accessToken),
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const compliance = await operatorKey(t.app, 'compliance');
    const operator = await t.app.inject({
      url: `/api/backoffice/verification/documents/${document.id}/file`,
      headers: compliance,
    });
    expect(operator.rawPayload.equals(own.rawPayload)).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/player/documents/${document.id}`,
      headers: auth(player.accessToken),
    });
    expect(del.statusCode).toBe(204);
    expect(await keysOf(player.id)).toEqual([]);
  });
});
