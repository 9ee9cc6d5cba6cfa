import { createServer, type Server } from 'node:http';

/**
 * Zendesk messaging's page API as the site uses it: `zE('messenger', 'loginUser', jwtCallback)`,
 * `zE('messenger', 'logoutUser')`, `zE('messenger', 'open')`. Each call lands in
 * `window.__zendeskCalls`; loginUser hands the site's JWT back as `['jwt', token]`.
 */
const ZENDESK = `(function () {
  var calls = (window.__zendeskCalls = []);
  window.zE = function () {
    var args = Array.prototype.slice.call(arguments);
    var names = args.filter(function (a) { return typeof a === 'string'; });
    calls.push(names);
    var callback = args[args.length - 1];
    if (args[1] === 'loginUser' && typeof callback === 'function') {
      callback(function (jwt) { calls.push(['jwt', jwt]); });
    }
  };
})();
`;

/**
 * Freshchat's widget API as the site uses it: init (kept with its user fields), destroy, open,
 * on('user:created' | 'user:restored'), user.clear(). After an init with a user it answers the
 * way Freshchat does once the user exists: with its restore id (a new one when none was given).
 */
const FRESHCHAT = `(function () {
  var calls = (window.__freshchatCalls = []);
  var handlers = {};
  var ready = false;
  window.fcWidget = {
    init: function (o) {
      ready = true;
      calls.push(['init', { externalId: o.externalId || null, restoreId: o.restoreId || null, token: o.token, host: o.host }]);
      if (!o.externalId) return;
      setTimeout(function () {
        var event = o.restoreId ? 'user:restored' : 'user:created';
        var handler = handlers[event];
        calls.push(['emit', event]);
        if (handler) handler({ status: 200, data: { restoreId: o.restoreId || 'fc-restore-1' } });
      }, 50);
    },
    isInitialized: function () { return ready; },
    destroy: function () { ready = false; handlers = {}; calls.push(['destroy']); },
    open: function () { calls.push(['open']); },
    on: function (event, handler) { handlers[event] = handler; },
    user: { clear: function () { calls.push(['clear']); return Promise.resolve(); } },
  };
})();
`;

/** Serves the fake widget scripts and records each request's URL (the test reads `requests`). */
export async function startFakeWidgets() {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const path = (req.url ?? '').split('?')[0];
    const body = path === '/zendesk.js' ? ZENDESK : path === '/freshchat.js' ? FRESHCHAT : null;
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    zendeskUrl: `${url}/zendesk.js`,
    freshchatUrl: `${url}/freshchat.js`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWidgets = Awaited<ReturnType<typeof startFakeWidgets>>;
