import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { signSumsubRequest } from '../../src/modules/verification/sumsub/client.ts';

/**
 * A local stand-in for Sumsub's API that the tests start: it checks every request's
 * X-App-Token / X-App-Access-Ts / X-App-Access-Sig as Sumsub does (401 otherwise) and keeps
 * applicants by externalUserId.
 */
export async function startFakeSumsub(appToken: string, secretKey: string) {
  const applicants = new Map<string, { id: string; email: string }>();
  const seen: Array<{ method: string; path: string; signed: boolean }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const ts = Number(req.headers['x-app-access-ts']);
      const expected = signSumsubRequest(secretKey, ts, req.method ?? 'GET', path, body);
      const signed =
        req.headers['x-app-token'] === appToken &&
        req.headers['x-app-access-sig'] === expected &&
        Math.abs(Date.now() / 1000 - ts) < 300;
      seen.push({ method: req.method ?? '', path, signed });
      const reply = (status: number, data: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (!signed) return reply(401, { code: 401, description: 'Request signature mismatch' });
      if (req.method === 'POST' && path.startsWith('/resources/applicants?levelName=')) {
        const { externalUserId, email } = JSON.parse(body) as {
          externalUserId: string;
          email: string;
        };
        if (applicants.has(externalUserId)) return reply(409, { code: 409, description: 'exists' });
        const applicant = { id: randomUUID().replace(/-/g, '').slice(0, 24), email };
        applicants.set(externalUserId, applicant);
        return reply(201, { id: applicant.id, externalUserId });
      }
      const byExternal = path.match(/^\/resources\/applicants\/-;externalUserId=([^/]+)\/one$/);
      if (req.method === 'GET' && byExternal) {
        const applicant = applicants.get(decodeURIComponent(byExternal[1]!));
        return applicant ? reply(200, { id: applicant.id }) : reply(404, { code: 404 });
      }
      if (req.method === 'POST' && path === '/resources/accessTokens/sdk') {
        const { userId } = JSON.parse(body) as { userId: string };
        return reply(200, { token: `_act-sbx-${randomUUID()}`, userId });
      }
      return reply(404, { code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    applicants,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
