import { intlLocale, textDirection } from '@casino/contracts/locale';
import { escapeHtml } from '../../../../shared/html.ts';
import type { CardForm, CardSession } from './card-host.ts';
import { type CardText, cardText } from './card-texts.ts';

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
input:focus{outline:2px solid #4766f6;border-color:#4766f6}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b42318;font-size:13px;margin-top:4px}
.alert{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin-bottom:12px}
button,.button{display:block;width:100%;margin-top:22px;padding:13px;border:0;border-radius:8px;
  background:#4766f6;color:#fff;font:600 16px system-ui,sans-serif;cursor:pointer;text-align:center;
  text-decoration:none}
button.secondary,.button.secondary{background:#eef1f8;color:#1c2230;margin-top:10px}
button.danger{background:#b42318}
.cards{margin-top:24px;font-size:13px;color:#5b6478;border-top:1px solid #e6e9f0;padding-top:14px}
.cards code{font-size:13px;color:#1c2230}
.cards li{margin:3px 0}
.status{font-size:20px;font-weight:700;margin:6px 0 4px}
`;

function page(locale: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(intlLocale(locale))}" dir="${textDirection(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title><style>${STYLE}</style></head>
<body><main>
<header><span class="merchant">Aurora Casino</span><span class="badge">Sandbox</span></header>
${body}
</main></body></html>`;
}

/** `5000 USD cents` → `$50.00` (the currency's own number of decimals), in the page's language. */
export function formatAmount(amount: number, currency: string, locale = 'en'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** The `locale` query the page's own forms keep (en has none). */
export const localeQuery = (locale: string) => (locale === 'en' ? '' : `?locale=${locale}`);

export function checkoutPage(
  session: CardSession,
  locale: string,
  form: CardForm = {},
  errors: Record<string, CardText> = {},
): string {
  const t = (key: CardText, params?: Record<string, string>) =>
    escapeHtml(cardText(locale, key, params));
  const base = `/sandbox/card/checkout/${escapeHtml(session.id)}`;
  const query = escapeHtml(localeQuery(locale));
  const value = (v: string | undefined) => escapeHtml(v ?? '');
  const fieldError = (name: string) =>
    errors[name] ? `<div class="error" id="${name}-error">${t(errors[name])}</div>` : '';
  const amount = formatAmount(session.amount, session.currency, locale);
  return page(
    locale,
    cardText(locale, 'pay'),
    `<div>${t('pay')}</div>
<div class="amount">${escapeHtml(amount)}</div>
${Object.keys(errors).length ? `<div class="alert" role="alert">${t('checkDetails')}</div>` : ''}
<form method="post" action="${base}${query}" novalidate>
  <label for="cardNumber">${t('cardNumber')}</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number"
    placeholder="4242 4242 4242 4242" value="${value(form.cardNumber)}" required>
  ${fieldError('cardNumber')}
  <div class="row">
    <div><label for="expiry">${t('expiry')}</label>
      <input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" value="${value(form.expiry)}" required>
      ${fieldError('expiry')}</div>
    <div><label for="cvc">${t('cvc')}</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${value(form.cvc)}" required>
      ${fieldError('cvc')}</div>
  </div>
  <label for="name">${t('name')}</label>
  <input id="name" name="name" autocomplete="cc-name" value="${value(form.name)}">
  <button type="submit">${t('payAmount', { amount })}</button>
</form>
<form method="post" action="${base}/cancel${query}"><button class="secondary" type="submit">${t('cancel')}</button></form>
<div class="cards"><strong>${t('testCards')}</strong> ${t('testCardsHint')}
<ul>
  <li><code>4242 4242 4242 4242</code> ${t('succeeds')}</li>
  <li><code>4000 0000 0000 0002</code> ${t('declines')}</li>
  <li><code>4000 0000 0000 3220</code> ${t('challenges')}</li>
</ul></div>`,
  );
}

export function challengePage(session: CardSession, locale: string): string {
  const t = (key: CardText, params?: Record<string, string>) =>
    escapeHtml(cardText(locale, key, params));
  const action = `/sandbox/card/checkout/${escapeHtml(session.id)}/challenge${escapeHtml(localeQuery(locale))}`;
  return page(
    locale,
    cardText(locale, 'authenticate'),
    `<div class="status">${t('confirmTitle')}</div>
<p>${t('confirmText', {
      amount: formatAmount(session.amount, session.currency, locale),
      last4: session.cardLast4 ?? '',
    })}</p>
<form method="post" action="${action}">
  <button name="action" value="approve" type="submit">${t('approve')}</button>
  <button class="danger" name="action" value="fail" type="submit">${t('reject')}</button>
</form>`,
  );
}

const RESULTS: Record<string, [CardText, CardText]> = {
  succeeded: ['succeededTitle', 'succeededText'],
  declined: ['declinedTitle', 'declinedText'],
  failed: ['failedTitle', 'failedText'],
  canceled: ['canceledTitle', 'canceledText'],
  expired: ['expiredTitle', 'expiredText'],
};

export function resultPage(session: CardSession, locale: string): string {
  const key = session.isExpired ? 'expired' : session.status;
  const found = RESULTS[key];
  const title = found ? cardText(locale, found[0]) : cardText(locale, 'result');
  const text = found ? cardText(locale, found[1]) : '';
  return page(
    locale,
    title,
    `<div class="status">${escapeHtml(title)}</div><p>${escapeHtml(text)}</p>
<a class="button" href="${escapeHtml(session.returnUrl)}">${escapeHtml(cardText(locale, 'back'))}</a>`,
  );
}

export const notFoundPage = (locale: string) =>
  page(
    locale,
    cardText(locale, 'notFound'),
    `<div class="status">${escapeHtml(cardText(locale, 'unknownTitle'))}</div><p>${escapeHtml(cardText(locale, 'unknownText'))}</p>`,
  );
