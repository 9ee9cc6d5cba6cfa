import { escapeHtml } from '../../../../shared/html.ts';
import type { CardForm, CardSession } from './card-host.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;
  font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2230;
  background:linear-gradient(160deg,#eef1f8,#dfe5f2)}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:28px;
  box-shadow:0 12px 40px rgba(28,34,48,.12)}
header{display:flex;justify-content:space-between;align-items:center;margin-bottom:18px}
.merchant{font-weight:600}
.badge{font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;
  color:#8a5a00;background:#fff4d6;border-radius:999px;padding:3px 10px}
.amount{font-size:30px;font-weight:700;margin:4px 0 22px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px;color:#444c5e}
input{width:100%;padding:11px 12px;border:1px solid #c8cfdc;border-radius:8px;font:inherit}
input:focus{outline:2px solid #4b6bfb;border-color:#4b6bfb}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b42318;font-size:13px;margin-top:4px}
.alert{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin-bottom:12px}
button,.button{display:block;width:100%;margin-top:22px;padding:13px;border:0;border-radius:8px;
  background:#4b6bfb;color:#fff;font:600 16px system-ui,sans-serif;cursor:pointer;text-align:center;
  text-decoration:none}
button.secondary,.button.secondary{background:#eef1f8;color:#1c2230;margin-top:10px}
button.danger{background:#b42318}
.cards{margin-top:24px;font-size:13px;color:#5b6478;border-top:1px solid #e6e9f0;padding-top:14px}
.cards code{font-size:13px;color:#1c2230}
.cards li{margin:3px 0}
.status{font-size:20px;font-weight:700;margin:6px 0 4px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title><style>${STYLE}</style></head>
<body><main>
<header><span class="merchant">Aurora Casino</span><span class="badge">Sandbox</span></header>
${body}
</main></body></html>`;
}

/** `5000 USD cents` → `$50.00` (the currency's own number of decimals). */
export function formatAmount(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

const fieldError = (errors: Record<string, string>, name: string) =>
  errors[name] ? `<div class="error" id="${name}-error">${escapeHtml(errors[name])}</div>` : '';

export function checkoutPage(
  session: CardSession,
  form: CardForm = {},
  errors: Record<string, string> = {},
): string {
  const action = `/sandbox/card/checkout/${escapeHtml(session.id)}`;
  const value = (v: string | undefined) => escapeHtml(v ?? '');
  return page(
    'Pay',
    `<div>Pay</div>
<div class="amount">${escapeHtml(formatAmount(session.amount, session.currency))}</div>
${Object.keys(errors).length ? '<div class="alert" role="alert">Please check the card details.</div>' : ''}
<form method="post" action="${action}" novalidate>
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number"
    placeholder="4242 4242 4242 4242" value="${value(form.cardNumber)}" required>
  ${fieldError(errors, 'cardNumber')}
  <div class="row">
    <div><label for="expiry">Expiry</label>
      <input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" value="${value(form.expiry)}" required>
      ${fieldError(errors, 'expiry')}</div>
    <div><label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${value(form.cvc)}" required>
      ${fieldError(errors, 'cvc')}</div>
  </div>
  <label for="name">Name on card</label>
  <input id="name" name="name" autocomplete="cc-name" value="${value(form.name)}">
  <button type="submit">Pay ${escapeHtml(formatAmount(session.amount, session.currency))}</button>
</form>
<form method="post" action="${action}/cancel"><button class="secondary" type="submit">Cancel and return</button></form>
<div class="cards"><strong>Only these test cards are accepted</strong> (any future expiry, any CVC)
<ul>
  <li><code>4242 4242 4242 4242</code> succeeds</li>
  <li><code>4000 0000 0000 0002</code> is declined</li>
  <li><code>4000 0000 0000 3220</code> asks for 3-D Secure authentication</li>
</ul></div>`,
  );
}

export function challengePage(session: CardSession): string {
  const action = `/sandbox/card/checkout/${escapeHtml(session.id)}/challenge`;
  return page(
    'Authenticate',
    `<div class="status">Confirm this payment</div>
<p>Your bank asks you to approve a payment of
<strong>${escapeHtml(formatAmount(session.amount, session.currency))}</strong> to Aurora Casino
with the card ending in ${escapeHtml(session.cardLast4 ?? '')}.</p>
<form method="post" action="${action}">
  <button name="action" value="approve" type="submit">Complete authentication</button>
  <button class="danger" name="action" value="fail" type="submit">Fail authentication</button>
</form>`,
  );
}

const RESULTS: Record<string, [string, string]> = {
  succeeded: ['Payment complete', 'The payment was successful.'],
  declined: ['Card declined', 'Your card was declined. No money was taken.'],
  failed: ['Authentication failed', 'The payment could not be authenticated. No money was taken.'],
  canceled: ['Payment canceled', 'You canceled this payment.'],
  expired: ['Session expired', 'This payment page has expired. Start a new deposit on the site.'],
};

export function resultPage(session: CardSession): string {
  const key = session.isExpired ? 'expired' : session.status;
  const [title, text] = RESULTS[key] ?? ['Payment', ''];
  return page(
    title,
    `<div class="status">${escapeHtml(title)}</div><p>${escapeHtml(text)}</p>
<a class="button" href="${escapeHtml(session.returnUrl)}">Return to Aurora Casino</a>`,
  );
}

export const notFoundPage = () =>
  page(
    'Not found',
    '<div class="status">Unknown payment</div><p>This payment page does not exist.</p>',
  );
