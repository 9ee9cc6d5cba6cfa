import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { signSumsubRequest } from '../../src/modules/verification/sumsub/client.ts';

/**
 * A small WebSDK with the launch interface of Sumsub's builder (`snsWebSdk.init(token,
 * onExpired).withConf().withOptions().on().build().launch(selector)`): it shows the token it
 * holds, a button that plays the token's expiry (calls the page's handler and keeps the new
 * token) and one that submits the applicant (fires `idCheck.onApplicantSubmitted`). Every call
 * is kept in `window.__fakeSumsub.calls` for the journey to read.
 */
export const FAKE_WEBSDK_SCRIPT = `(function () {
  var calls = [];
  window.__fakeSumsub = { calls: calls };
  window.snsWebSdk = {
    init: function (token, onExpired) {
      calls.push(['init', token]);
      var handlers = {};
      var conf = {};
      var builder = {
        withConf: function (c) { conf = c; return builder; },
        withOptions: function () { return builder; },
        on: function (name, handler) { handlers[name] = handler; return builder; },
        onMessage: function () { return builder; },
        build: function () {
          return {
            launch: function (selector) {
              calls.push(['launch', token, conf.lang]);
              var box = document.createElement('div');
              box.setAttribute('data-testid', 'fake-websdk');
              box.setAttribute('data-token', token);
              box.textContent = 'Fake Sumsub WebSDK';
              var expire = document.createElement('button');
              expire.type = 'button';
              expire.textContent = 'Expire token';
              expire.onclick = function () {
                Promise.resolve(onExpired()).then(function (next) {
                  token = next;
                  calls.push(['refreshed', next]);
                  box.setAttribute('data-token', next);
                });
              };
              var submit = document.createElement('button');
              submit.type = 'button';
              submit.textContent = 'Submit documents';
              submit.onclick = function () {
                calls.push(['submitted']);
                var handler = handlers['idCheck.onApplicantSubmitted'];
                if (handler) handler({ reviewStatus: 'pending' });
              };
              box.appendChild(expire);
              box.appendChild(submit);
              document.querySelector(selector).appendChild(box);
            },
          };
        },
      };
      return builder;
    },
  };
})();
`;

/**
 * A local stand-in for Sumsub's API that the tests start: it checks every request's
 * X-App-Token / X-App-Access-Ts / X-App-Access-Sig as Sumsub does (401 otherwise) and keeps
 * applicants by externalUserId. It also serves the fake WebSDK at `/websdk.js` (`websdkUrl`).
 */
export async function startFakeSumsub(appToken: string, secretKey: string) {
  const applicants = new Map<string, { id: string; email: string }>();
  const seen: Array<{ method: string; path: string; signed: boolean }> = [];
  const tokens: string[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/websdk.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(FAKE_WEBSDK_SCRIPT);
      return;
    }
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
        const token = `_act-sbx-${randomUUID()}`;
        tokens.push(token);
        return reply(200, { token, userId });
      }
      return reply(404, { code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    websdkUrl: `http://127.0.0.1:${port}/websdk.js`,
    applicants,
    seen,
    tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
