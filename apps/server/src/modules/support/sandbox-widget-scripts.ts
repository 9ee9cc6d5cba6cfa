/**
 * The browser side of the sandbox twins of Zendesk messaging and Freshchat (docs/decisions/030):
 * the vendors' page APIs as the site uses them, over one small chat panel (a full-screen sheet
 * below 1024 px, a panel docked bottom right above, with its own launcher there as the vendors
 * show theirs). Plain ES2017, no dependencies; every shown value goes in as text.
 */

export type TwinVendor = 'zendesk' | 'freshchat';

const STYLE = `
.sbxc{--sbxc-accent:#1f73b7;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#eef0ff}
.sbxc *{box-sizing:border-box}
.sbxc-launcher{position:fixed;right:24px;bottom:24px;z-index:2147483000;width:60px;height:60px;border:0;border-radius:50%;
 background:var(--sbxc-accent);color:#fff;cursor:pointer;box-shadow:0 10px 30px rgba(0,0,0,.45);display:none;align-items:center;justify-content:center}
.sbxc-launcher:focus-visible,.sbxc button:focus-visible,.sbxc input:focus-visible{outline:2px solid #ffd166;outline-offset:2px}
.sbxc-panel{position:fixed;inset:0;z-index:2147483001;display:none;flex-direction:column;background:#121429;
 padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)}
.sbxc[data-open="true"] .sbxc-panel{display:flex}
@media (min-width:1024px){
 .sbxc-launcher{display:flex}
 .sbxc-panel{inset:auto 24px 100px auto;width:380px;height:min(600px,calc(100vh - 124px));border-radius:18px;overflow:hidden;
  box-shadow:0 24px 60px rgba(0,0,0,.55);border:1px solid rgba(255,255,255,.08);padding:0}
}
.sbxc-head{display:flex;align-items:center;gap:12px;padding:14px 16px;background:var(--sbxc-accent);color:#fff}
.sbxc-mark{flex-shrink:0;width:36px;height:36px;border-radius:10px;background:rgba(255,255,255,.18);display:flex;align-items:center;justify-content:center;font-weight:800}
.sbxc-titles{flex:1;min-width:0}
.sbxc-title{font-weight:700;font-size:16px;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sbxc-sub{font-size:12px;opacity:.85;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sbxc-pill{font-size:10px;margin-right:4px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;background:#ffd166;color:#2a2000;border-radius:999px;padding:1px 7px;vertical-align:1px}
.sbxc-close{flex-shrink:0;width:40px;height:40px;border:0;border-radius:10px;background:rgba(255,255,255,.14);color:#fff;font-size:22px;line-height:1;cursor:pointer}
.sbxc-who{margin:14px 16px 4px;padding:12px 14px;border-radius:14px;background:#1c1f3d;border:1px solid rgba(255,255,255,.07)}
.sbxc-who[data-state="signed-in"]{border-color:rgba(43,182,115,.55)}
.sbxc-who-label{font-size:12px;color:#a9add6;margin:0}
.sbxc-who-name{font-weight:700;font-size:16px;margin:2px 0 0;overflow-wrap:anywhere}
.sbxc-who-detail{font-size:12px;color:#a9add6;margin:4px 0 0;overflow-wrap:anywhere}
.sbxc-list{flex:1;overflow-y:auto;padding:12px 16px;display:flex;flex-direction:column;gap:8px}
.sbxc-msg{max-width:82%;padding:9px 12px;border-radius:14px;background:#23264a;align-self:flex-start;overflow-wrap:anywhere}
.sbxc-msg[data-mine]{align-self:flex-end;background:var(--sbxc-accent);color:#fff}
.sbxc-form{display:flex;gap:8px;padding:12px 16px 16px;border-top:1px solid rgba(255,255,255,.07)}
.sbxc-input{flex:1;min-width:0;font:inherit;color:#eef0ff;background:#0c0e1f;border:1px solid #353a6b;border-radius:12px;padding:10px 12px}
.sbxc-send{font:inherit;font-weight:700;border:0;border-radius:12px;padding:0 16px;background:var(--sbxc-accent);color:#fff;cursor:pointer}
`;

/** The panel, shared by both twins: window.__sandboxChat (mount, open, close, identity, remove). */
const PANEL = `
function sandboxChat(options) {
  var root = null, panel, who, list, input;
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function say(text, mine) {
    var msg = el('div', 'sbxc-msg', text);
    if (mine) msg.setAttribute('data-mine', '');
    list.appendChild(msg);
    list.scrollTop = list.scrollHeight;
  }
  function mount() {
    if (root) return;
    root = el('div', 'sbxc');
    root.style.setProperty('--sbxc-accent', options.accent);
    root.setAttribute('data-testid', 'sandbox-chat');
    root.setAttribute('data-vendor', options.vendor);
    var style = el('style', '', ${JSON.stringify(STYLE)});
    var launcher = el('button', 'sbxc-launcher');
    launcher.type = 'button';
    launcher.setAttribute('aria-label', 'Open ' + options.title);
    launcher.innerHTML = '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/></svg>';
    launcher.onclick = function () { root.getAttribute('data-open') === 'true' ? close() : open(); };
    panel = el('section', 'sbxc-panel');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', options.title);
    var head = el('header', 'sbxc-head');
    head.appendChild(el('div', 'sbxc-mark', options.mark));
    var titles = el('div', 'sbxc-titles');
    titles.appendChild(el('p', 'sbxc-title', options.title));
    var sub = el('p', 'sbxc-sub');
    sub.appendChild(el('span', 'sbxc-pill', 'Sandbox'));
    sub.appendChild(document.createTextNode(' Test twin \\u00b7 no real agent'));
    titles.appendChild(sub);
    head.appendChild(titles);
    var shut = el('button', 'sbxc-close', '\\u00d7');
    shut.type = 'button';
    shut.setAttribute('aria-label', 'Close chat');
    shut.onclick = close;
    head.appendChild(shut);
    who = el('div', 'sbxc-who');
    who.setAttribute('data-testid', 'sandbox-chat-identity');
    list = el('div', 'sbxc-list');
    list.setAttribute('aria-live', 'polite');
    var form = el('form', 'sbxc-form');
    form.setAttribute('method', 'post');
    input = el('input', 'sbxc-input');
    input.setAttribute('aria-label', 'Message');
    input.placeholder = 'Write a message';
    input.maxLength = 500;
    var send = el('button', 'sbxc-send', 'Send');
    send.type = 'submit';
    form.appendChild(input);
    form.appendChild(send);
    form.onsubmit = function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      input.value = '';
      say(text, true);
      setTimeout(function () { say(options.reply); }, 400);
    };
    panel.appendChild(head);
    panel.appendChild(who);
    panel.appendChild(list);
    panel.appendChild(form);
    root.appendChild(style);
    root.appendChild(launcher);
    root.appendChild(panel);
    document.body.appendChild(root);
    say(options.welcome);
    identity(null);
  }
  function open() { mount(); root.setAttribute('data-open', 'true'); }
  function close() { if (root) root.setAttribute('data-open', 'false'); }
  /** who: null (signed out) or { label, name, detail }. */
  function identity(person) {
    mount();
    var shown = person || { label: 'Not signed in', name: 'Visitor', detail: 'Sign in on the site to chat as yourself.' };
    who.setAttribute('data-state', person ? 'signed-in' : 'signed-out');
    who.textContent = '';
    who.appendChild(el('p', 'sbxc-who-label', shown.label));
    who.appendChild(el('p', 'sbxc-who-name', shown.name));
    if (shown.detail) who.appendChild(el('p', 'sbxc-who-detail', shown.detail));
  }
  function remove() { if (root) root.remove(); root = null; }
  return { mount: mount, open: open, close: close, identity: identity, remove: remove };
}
`;

/** zE('messenger', …): loginUser (the JWT checked by our sandbox endpoint), logoutUser, open, close. */
const ZENDESK = `
var chat = sandboxChat({
  vendor: 'zendesk', title: 'Sandbox Zendesk', mark: 'Z', accent: '#17494d',
  welcome: 'Hi! This is the sandbox twin of Zendesk messaging. It checks the sign-in token as Zendesk would.',
  reply: 'Thanks! In sandbox mode no agent reads this: set ZENDESK_WIDGET_KEY to reach real Zendesk.'
});
var sessionUrl = ${JSON.stringify('/sandbox/widgets/zendesk/session')};
function loginUser(getToken) {
  chat.identity({ label: 'Signing in', name: '\\u2026', detail: 'Checking the token' });
  getToken(function (jwt) {
    fetch(sessionUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jwt: jwt }) })
      .then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body }; }); })
      .then(function (answer) {
        if (!answer.ok) throw new Error(answer.body.error ? answer.body.error.message : 'refused');
        var user = answer.body;
        chat.identity({
          label: 'Signed in with a verified token',
          name: user.name || user.email,
          detail: user.email + (user.emailVerified ? ' \\u00b7 email verified' : ' \\u00b7 email not verified')
        });
      })
      .catch(function (error) {
        chat.identity({ label: 'Token refused', name: 'Not signed in', detail: String(error.message || error) });
      });
  });
}
chat.mount();
window.zE = function (scope, command, arg) {
  if (scope !== 'messenger') return;
  if (command === 'loginUser' && typeof arg === 'function') loginUser(arg);
  else if (command === 'logoutUser') chat.identity(null);
  else if (command === 'open') chat.open();
  else if (command === 'close') chat.close();
};
`;

/**
 * window.fcWidget: init (a user by externalId gets a new restore id once, and keeps the one it is
 * given), on('user:created' | 'user:restored'), open, close, user.clear, destroy, isInitialized.
 */
const FRESHCHAT = `
var chat = null, handlers = {}, user = null;
function twin() {
  return sandboxChat({
    vendor: 'freshchat', title: 'Sandbox Freshchat', mark: 'F', accent: '#2c5cc5',
    welcome: 'Hello! This is the sandbox twin of Freshchat. Your conversation is kept by its restore id.',
    reply: 'Got it. In sandbox mode no agent reads this: set FRESHCHAT_TOKEN to reach real Freshchat.'
  });
}
function newRestoreId() {
  var bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return 'sbx-' + Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
}
function show() {
  if (!chat) return;
  if (!user) return chat.identity(null);
  chat.identity({
    label: 'Signed in',
    name: user.name,
    detail: (user.restored ? 'Conversation restored: ' : 'New conversation: ') + user.restoreId
  });
}
window.fcWidget = {
  init: function (options) {
    if (chat) chat.remove();
    chat = twin();
    handlers = {};
    user = null;
    if (options && options.externalId) {
      var restored = Boolean(options.restoreId);
      user = {
        name: [options.firstName, options.lastName].filter(Boolean).join(' ') || options.email || options.externalId,
        restoreId: options.restoreId || newRestoreId(),
        restored: restored
      };
      var event = restored ? 'user:restored' : 'user:created';
      var reply = { status: 200, data: { restoreId: user.restoreId } };
      setTimeout(function () { if (handlers[event]) handlers[event](reply); }, 0);
    }
    chat.mount();
    show();
  },
  isInitialized: function () { return chat !== null; },
  on: function (event, handler) { handlers[event] = handler; },
  open: function () { if (chat) chat.open(); },
  close: function () { if (chat) chat.close(); },
  destroy: function () { if (chat) chat.remove(); chat = null; handlers = {}; user = null; },
  user: { clear: function () { user = null; show(); return Promise.resolve(); } }
};
`;

/** The twin's script as served at /sandbox/widgets/{vendor}.js. */
export function twinScript(vendor: TwinVendor): string {
  return `(function () {\n'use strict';\n${PANEL}\n${vendor === 'zendesk' ? ZENDESK : FRESHCHAT}\n})();\n`;
}
