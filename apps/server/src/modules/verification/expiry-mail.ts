import type { DocumentKind } from '@casino/contracts';
import { escapeHtml } from '../../shared/html.ts';
import type { MailMessage } from '../../shared/mailer.ts';

interface ExpiryTexts {
  kinds: Record<DocumentKind, string>;
  subject: (kind: string) => string;
  body: (kind: string, day: string) => string;
  action: string;
}

/** The expiry mail in the site's four locales (the player's language, else English). */
const TEXTS: Record<'en' | 'de' | 'es' | 'pt-br', ExpiryTexts> = {
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
};

const textsFor = (language: string | null) =>
  TEXTS[(language?.toLowerCase() ?? 'en') as keyof typeof TEXTS] ?? TEXTS.en;

/** "Your identity document has expired", with a link to the verification page. */
export function documentExpiredMail(
  to: string,
  language: string | null,
  document: { kind: string; expiresOn: string },
  link: string,
): MailMessage {
  const texts = textsFor(language);
  const kind = texts.kinds[document.kind as DocumentKind] ?? document.kind;
  const line = texts.body(kind, document.expiresOn);
  return {
    to,
    subject: texts.subject(kind),
    text: `${line}\n\n${texts.action}: ${link}\n`,
    html: `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
  };
}
