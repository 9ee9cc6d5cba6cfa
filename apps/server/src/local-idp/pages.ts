/** The embedded identity provider's own pages (docs/decisions/029): plain HTML, no script. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;
font:16px/1.5 system-ui,sans-serif;background:#0f1220;color:#e8eaf6;padding:16px}
main{width:100%;max-width:380px;background:#181c31;border:1px solid #2a2f4d;border-radius:16px;
padding:28px 24px}h1{font-size:1.4rem;margin:0 0 4px}.brand{color:#8c93c9;font-size:.85rem;
margin:0 0 20px}label{display:block;font-size:.85rem;color:#b7bce0;margin:14px 0 6px}
input{width:100%;padding:12px 14px;border-radius:10px;border:1px solid #343a5e;background:#0f1220;
color:#fff;font-size:1rem}button{width:100%;margin-top:22px;padding:13px;border:0;border-radius:10px;
background:#6846f5;color:#fff;font-weight:600;font-size:1rem;cursor:pointer}
.error{background:#3b1730;border:1px solid #a33d6b;color:#ffc2d9;padding:10px 12px;border-radius:10px;
font-size:.9rem}.switch{margin-top:18px;text-align:center;font-size:.9rem;color:#b7bce0}
a{color:#b7a6ff}.cancel{display:block;text-align:center;margin-top:12px;font-size:.85rem}`;

export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Aurora ID</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface FormPage {
  uid: string;
  mode: 'sign-in' | 'sign-up';
  email?: string;
  error?: string;
}

/** Sign-in or sign-up at Aurora ID (the sandbox's identity provider). */
export function accountPage({ uid, mode, email = '', error }: FormPage): string {
  const base = `/idp/interaction/${encodeURIComponent(uid)}`;
  const isSignUp = mode === 'sign-up';
  const title = isSignUp ? 'Create your Aurora ID' : 'Sign in with Aurora ID';
  return page(
    title,
    `<h1>${title}</h1><p class="brand">Aurora ID · sandbox identity provider</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${base}/${isSignUp ? 'signup' : 'login'}">
${isSignUp ? '<label for="name">Name</label><input id="name" name="name" autocomplete="name" maxlength="80">' : ''}
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email" maxlength="250" value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" required minlength="6" maxlength="128" autocomplete="${isSignUp ? 'new-password' : 'current-password'}">
<button type="submit">${isSignUp ? 'Create account' : 'Sign in'}</button></form>
<p class="switch">${
      isSignUp
        ? `Have an Aurora ID? <a href="${base}?mode=sign-in">Sign in</a>`
        : `New here? <a href="${base}?mode=sign-up">Create an Aurora ID</a>`
    }</p><a class="cancel" href="${base}/abort">Cancel and go back</a>`,
  );
}

export function errorPage(message: string): string {
  return page('Error', `<h1>Something went wrong</h1><p class="error">${escapeHtml(message)}</p>`);
}

/** The provider's logout step: the form it gives is sent at once (no question asked). */
export function logoutPage(form: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Signing out · Aurora ID</title>
<style>${STYLE}</style></head><body><main><h1>Signing out…</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Continue</button></main>
<script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');
i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script></body></html>`;
}
