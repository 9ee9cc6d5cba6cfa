import {
  intlLocale,
  type SiteLocaleCode,
  siteLocaleOf,
  textDirection,
} from '@casino/contracts/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { acceptFormPosts, escapeHtml, sendToolPage } from '../../../../shared/html.ts';
import { formatMinor } from '../../../../shared/money.ts';
import type { PixCharge, SandboxPixHost } from './pix-host.ts';
import { PIX_PAGE_PATH } from './pix-host.ts';
import { MORE_PIX_TEXTS } from './pix-routes.more-locales.ts';

interface Texts {
  title: string;
  scan: string;
  copy: string;
  pay: string;
  sandbox: string;
  paid: string;
  expired: string;
  unknown: string;
  back: string;
}

/** The charge page in every site language (`SITE_LOCALES`); the site passes its own. */
const TEXTS: Record<SiteLocaleCode, Texts> = {
  en: {
    title: 'Pay with Pix',
    scan: 'Scan the QR code in your bank app, or copy the Pix code and paste it there.',
    copy: 'Pix copy-paste code',
    pay: 'Pay in my bank app (sandbox)',
    sandbox: 'Sandbox: no bank is involved; the button stands for paying in the bank app.',
    paid: 'Paid. The deposit is credited in a moment.',
    expired: 'This Pix charge has expired. Start a new deposit on the site.',
    unknown: 'This Pix charge does not exist.',
    back: 'Back to Aurora Casino',
  },
  de: {
    title: 'Mit Pix bezahlen',
    scan: 'Scannen Sie den QR-Code in Ihrer Banking-App, oder kopieren Sie den Pix-Code und fügen Sie ihn dort ein.',
    copy: 'Pix-Code zum Kopieren',
    pay: 'In meiner Banking-App bezahlen (Sandbox)',
    sandbox:
      'Sandbox: Keine Bank ist beteiligt; die Schaltfläche steht für die Zahlung in der Banking-App.',
    paid: 'Bezahlt. Die Einzahlung wird gleich gutgeschrieben.',
    expired: 'Diese Pix-Zahlung ist abgelaufen. Starten Sie eine neue Einzahlung auf der Website.',
    unknown: 'Diese Pix-Zahlung gibt es nicht.',
    back: 'Zurück zum Aurora Casino',
  },
  es: {
    title: 'Pagar con Pix',
    scan: 'Escanea el código QR en la app de tu banco, o copia el código Pix y pégalo allí.',
    copy: 'Código Pix para copiar y pegar',
    pay: 'Pagar en la app de mi banco (sandbox)',
    sandbox: 'Sandbox: no interviene ningún banco; el botón hace las veces del pago en la app.',
    paid: 'Pagado. El depósito se acredita en un momento.',
    expired: 'Este cobro Pix ha caducado. Empieza un nuevo depósito en el sitio.',
    unknown: 'Este cobro Pix no existe.',
    back: 'Volver a Aurora Casino',
  },
  'pt-br': {
    title: 'Pagar com Pix',
    scan: 'Escaneie o QR code no app do seu banco, ou copie o código Pix e cole lá.',
    copy: 'Pix copia e cola',
    pay: 'Pagar no app do banco (sandbox)',
    sandbox: 'Sandbox: nenhum banco é envolvido; o botão faz as vezes do pagamento no app.',
    paid: 'Pago. O depósito é creditado em instantes.',
    expired: 'Esta cobrança Pix expirou. Comece um novo depósito no site.',
    unknown: 'Esta cobrança Pix não existe.',
    back: 'Voltar ao Aurora Casino',
  },
  pl: {
    title: 'Zapłać przez Pix',
    scan: 'Zeskanuj kod QR w aplikacji banku albo skopiuj kod Pix i wklej go tam.',
    copy: 'Kod Pix do skopiowania',
    pay: 'Zapłać w aplikacji banku (piaskownica)',
    sandbox:
      'Piaskownica: żaden bank nie bierze udziału; przycisk zastępuje płatność w aplikacji banku.',
    paid: 'Opłacono. Wpłata zostanie zaksięgowana za chwilę.',
    expired: 'To żądanie Pix wygasło. Rozpocznij nową wpłatę w serwisie.',
    unknown: 'To żądanie Pix nie istnieje.',
    back: 'Wróć do Aurora Casino',
  },
  ar: {
    title: 'الدفع عبر Pix',
    scan: 'امسح رمز QR في تطبيق مصرفك، أو انسخ رمز Pix والصقه هناك.',
    copy: 'رمز Pix للنسخ واللصق',
    pay: 'ادفع في تطبيق مصرفي (بيئة تجريبية)',
    sandbox: 'بيئة تجريبية: لا يشارك أي مصرف؛ الزر يقوم مقام الدفع في تطبيق المصرف.',
    paid: 'تمّ الدفع. يُضاف الإيداع إلى رصيدك بعد لحظات.',
    expired: 'انتهت صلاحية طلب الدفع عبر Pix هذا. ابدأ إيداعًا جديدًا على الموقع.',
    unknown: 'طلب الدفع عبر Pix هذا غير موجود.',
    back: 'العودة إلى Aurora Casino',
  },
  ...MORE_PIX_TEXTS,
};

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:16px;background:#0f1020;color:#eef;max-width:480px;margin:auto}
h1{font-size:20px}.qr{background:#fff;border-radius:12px;padding:12px;width:220px;margin:12px auto}.qr svg{display:block;width:100%;height:auto}
textarea{width:100%;box-sizing:border-box;font:13px/1.3 ui-monospace,monospace;padding:8px;border-radius:8px;background:#1b1d36;color:#eef;border:1px solid #445}
button{font:inherit;width:100%;padding:12px;border-radius:8px;border:0;background:#32bcad;color:#04201d;font-weight:600;cursor:pointer;margin-top:12px}
.amount{font-size:24px;font-weight:700}small{color:#aab}a{color:#9cf}`;

async function page(charge: PixCharge | null, locale: string) {
  const lang = siteLocaleOf(locale);
  const t = TEXTS[lang];
  const head = `<!doctype html><html lang="${intlLocale(lang)}" dir="${textDirection(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title><style>${STYLE}</style></head><body><h1>${t.title}</h1>`;
  if (!charge) return `${head}<p>${t.unknown}</p></body></html>`;
  const back = `<p><a href="${escapeHtml(charge.returnUrl)}">${t.back}</a></p>`;
  const amount = `<p class="amount">R$ ${formatMinor(charge.amount, 100).replace('.', ',')}</p>`;
  if (charge.status === 'paid') return `${head}${amount}<p>${t.paid}</p>${back}</body></html>`;
  if (charge.status === 'expired') return `${head}<p>${t.expired}</p>${back}</body></html>`;
  const qr = await QRCode.toString(charge.brCode, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return `${head}${amount}<p>${t.scan}</p><div class="qr">${qr}</div>
<label>${t.copy}<textarea readonly rows="4" aria-label="${t.copy}">${escapeHtml(charge.brCode)}</textarea></label>
<form method="post" action="${PIX_PAGE_PATH}/${charge.txid}/pay"><button>${t.pay}</button></form>
<p><small>${t.sandbox}</small></p>${back}</body></html>`;
}

const Params = z.object({ txid: z.string().max(100) });

/** The sandbox Pix provider's hosted charge page (no script) and its "pay in the bank app" step. */
export function sandboxPixRoutes(host: SandboxPixHost): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFormPosts(app);
    app.get('/:txid', { schema: { hide: true, params: Params } }, async (request, reply) => {
      const charge = host.find(request.params.txid);
      return sendToolPage(reply, await page(charge, charge?.locale ?? 'en'), charge ? 200 : 404);
    });
    app.post('/:txid/pay', { schema: { hide: true, params: Params } }, async (request, reply) => {
      const charge = await host.pay(request.params.txid);
      if (!charge) return sendToolPage(reply, await page(null, 'en'), 404);
      if (charge.status === 'paid') return reply.redirect(charge.returnUrl, 303);
      return sendToolPage(reply, await page(charge, charge.locale), 409);
    });
  };
}
