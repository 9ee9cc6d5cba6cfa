import type { DocumentKind } from '@casino/contracts';

/**
 * The document-expiry mail in French, Italian, Dutch and Turkish (issue 35), formal as the German
 * one. Same shape as `ExpiryTexts` in expiry-mail.ts; spread into its TEXTS
 * (`...MORE_EXPIRY_TEXTS`) when the locales are registered.
 */
export interface MoreExpiryTexts {
  kinds: Record<DocumentKind, string>;
  subject: (kind: string) => string;
  body: (kind: string, day: string) => string;
  action: string;
}

/** Turkish names are in the genitive ("kimlik belgenizin süresi"), so the sentence starts with them. */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('tr') + text.slice(1);

export const MORE_EXPIRY_TEXTS: Record<'fr' | 'it' | 'nl' | 'tr', MoreExpiryTexts> = {
  fr: {
    kinds: {
      identity: 'pièce d’identité',
      address: 'justificatif de domicile',
      payment: 'justificatif de moyen de paiement',
      selfie: 'selfie',
    },
    subject: (kind) => `Votre ${kind} a expiré`,
    body: (kind, day) =>
      `Votre ${kind} a expiré le ${day}. Veuillez envoyer un document valide afin que vos retraits ne soient pas bloqués.`,
    action: 'Mettre à jour votre vérification',
  },
  it: {
    kinds: {
      identity: 'documento d’identità',
      address: 'documento di prova della residenza',
      payment: 'documento del metodo di pagamento',
      selfie: 'selfie',
    },
    subject: (kind) => `Il Suo ${kind} è scaduto`,
    body: (kind, day) =>
      `Il Suo ${kind} è scaduto il ${day}. Ci invii un documento valido, così i Suoi prelievi non verranno bloccati.`,
    action: 'Aggiorni la Sua verifica',
  },
  nl: {
    kinds: {
      identity: 'identiteitsbewijs',
      address: 'adresbewijs',
      payment: 'bewijs van uw betaalmethode',
      selfie: 'selfie',
    },
    subject: (kind) => `Uw ${kind} is verlopen`,
    body: (kind, day) =>
      `Uw ${kind} is op ${day} verlopen. Stuur een geldig exemplaar, zodat uw opnames niet worden opgehouden.`,
    action: 'Werk uw verificatie bij',
  },
  tr: {
    kinds: {
      identity: 'kimlik belgenizin',
      address: 'adres belgenizin',
      payment: 'ödeme yöntemi belgenizin',
      selfie: 'selfie fotoğrafınızın',
    },
    subject: (kind) => `${capitalized(kind)} süresi doldu`,
    body: (kind, day) =>
      `${capitalized(kind)} süresi ${day} tarihinde doldu. Çekimlerinizin bekletilmemesi için lütfen geçerli bir belge gönderin.`,
    action: 'Doğrulamanızı güncelleyin',
  },
};
