import type { DocumentKind } from '@casino/contracts';
import { type SiteLocaleCode, siteLocaleOf, textDirection } from '@casino/contracts/locale';
import { escapeHtml } from '../../shared/html.ts';
import type { MailMessage } from '../../shared/mailer.ts';
import { MORE_EXPIRY_TEXTS } from './expiry-mail.more-locales.ts';

interface ExpiryTexts {
  kinds: Record<DocumentKind, string>;
  subject: (kind: string) => string;
  body: (kind: string, day: string) => string;
  action: string;
}

/** The expiry mail in every site locale (the player's language, else English). */
const TEXTS: Record<SiteLocaleCode, ExpiryTexts> = {
  en: {
    kinds: {
      identity: 'identity document',
      address: 'proof of address',
      payment: 'payment method proof',
      selfie: 'selfie',
    },
    subject: (kind) => `Your ${kind} has expired`,
    body: (kind, day) =>
      `Your ${kind} expired on ${day}. Please send a valid one so that your withdrawals are not held up.`,
    action: 'Update your verification',
  },
  de: {
    kinds: {
      identity: 'Ausweisdokument',
      address: 'Adressnachweis',
      payment: 'Zahlungsnachweis',
      selfie: 'Selfie',
    },
    subject: (kind) => `Ihr ${kind} ist abgelaufen`,
    body: (kind, day) =>
      `Ihr ${kind} ist am ${day} abgelaufen. Bitte senden Sie ein gültiges, damit Ihre Auszahlungen nicht aufgehalten werden.`,
    action: 'Verifizierung aktualisieren',
  },
  es: {
    kinds: {
      identity: 'documento de identidad',
      address: 'comprobante de domicilio',
      payment: 'comprobante del método de pago',
      selfie: 'selfi',
    },
    subject: (kind) => `Tu ${kind} ha caducado`,
    body: (kind, day) =>
      `Tu ${kind} caducó el ${day}. Envía uno válido para que tus retiros no se retrasen.`,
    action: 'Actualizar tu verificación',
  },
  'pt-br': {
    kinds: {
      identity: 'documento de identidade',
      address: 'comprovante de endereço',
      payment: 'comprovante do meio de pagamento',
      selfie: 'selfie',
    },
    subject: (kind) => `Seu ${kind} expirou`,
    body: (kind, day) =>
      `Seu ${kind} expirou em ${day}. Envie um válido para que seus saques não fiquem retidos.`,
    action: 'Atualizar sua verificação',
  },
  pl: {
    kinds: {
      identity: 'dokument tożsamości',
      address: 'potwierdzenie adresu',
      payment: 'potwierdzenie metody płatności',
      selfie: 'selfie',
    },
    subject: (kind) => `Upłynęła ważność: ${kind}`,
    body: (kind, day) =>
      `Ważność (${kind}) upłynęła ${day}. Prześlij aktualny dokument, aby Twoje wypłaty nie zostały wstrzymane.`,
    action: 'Zaktualizuj weryfikację',
  },
  ar: {
    kinds: {
      identity: 'وثيقة الهوية',
      address: 'إثبات العنوان',
      payment: 'إثبات وسيلة الدفع',
      selfie: 'صورة السيلفي',
    },
    subject: (kind) => `انتهت صلاحية ${kind}`,
    body: (kind, day) =>
      `انتهت صلاحية ${kind} بتاريخ ${day}. يُرجى إرسال مستند ساري المفعول كي لا تتأخّر عمليات السحب.`,
    action: 'حدِّث بيانات التحقّق',
  },
  ...MORE_EXPIRY_TEXTS,
};

/** "Your identity document has expired", with a link to the verification page. */
export function documentExpiredMail(
  to: string,
  language: string | null,
  document: { kind: string; expiresOn: string },
  link: string,
): MailMessage {
  const code = siteLocaleOf(language);
  const texts = TEXTS[code];
  const kind = texts.kinds[document.kind as DocumentKind] ?? document.kind;
  const line = texts.body(kind, document.expiresOn);
  return {
    to,
    subject: texts.subject(kind),
    text: `${line}\n\n${texts.action}: ${link}\n`,
    html: `<div lang="${code}" dir="${textDirection(code)}"><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p></div>`,
  };
}
