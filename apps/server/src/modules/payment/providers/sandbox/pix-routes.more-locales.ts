/**
 * The sandbox Pix page's texts in French, Italian, Dutch and Turkish (issue 35), formal as the
 * German ones. Same shape as `Texts` in pix-routes.ts; spread into its TEXTS
 * (`...MORE_PIX_TEXTS`) when the locales are registered.
 */
export interface MorePixTexts {
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

export const MORE_PIX_TEXTS: Record<'fr' | 'it' | 'nl' | 'tr', MorePixTexts> = {
  fr: {
    title: 'Payer avec Pix',
    scan: 'Scannez le code QR dans l’application de votre banque, ou copiez le code Pix et collez-le dans l’application.',
    copy: 'Code Pix copier-coller',
    pay: 'Payer dans mon application bancaire (bac à sable)',
    sandbox:
      'Bac à sable : aucune banque n’intervient ; le bouton remplace le paiement dans l’application bancaire.',
    paid: 'Payé. Le dépôt sera crédité dans un instant.',
    expired: 'Ce paiement Pix a expiré. Lancez un nouveau dépôt sur le site.',
    unknown: 'Ce paiement Pix n’existe pas.',
    back: 'Revenir sur Aurora Casino',
  },
  it: {
    title: 'Paga con Pix',
    scan: 'Scansioni il codice QR nell’app della Sua banca, oppure copi il codice Pix e lo incolli lì.',
    copy: 'Codice Pix copia e incolla',
    pay: 'Paga nella mia app bancaria (sandbox)',
    sandbox:
      'Sandbox: non è coinvolta nessuna banca; il pulsante sostituisce il pagamento nell’app bancaria.',
    paid: 'Pagato. Il deposito verrà accreditato tra un momento.',
    expired: 'Questo addebito Pix è scaduto. Avvii un nuovo deposito sul sito.',
    unknown: 'Questo addebito Pix non esiste.',
    back: 'Torna ad Aurora Casino',
  },
  nl: {
    title: 'Betalen met Pix',
    scan: 'Scan de QR-code in uw bankapp, of kopieer de Pix-code en plak die daar.',
    copy: 'Pix-code om te kopiëren',
    pay: 'Betalen in mijn bankapp (sandbox)',
    sandbox:
      'Sandbox: er is geen bank bij betrokken; de knop staat voor de betaling in de bankapp.',
    paid: 'Betaald. De storting wordt zo bijgeschreven.',
    expired: 'Deze Pix-betaling is verlopen. Start een nieuwe storting op de site.',
    unknown: 'Deze Pix-betaling bestaat niet.',
    back: 'Terug naar Aurora Casino',
  },
  tr: {
    title: 'Pix ile öde',
    scan: 'QR kodunu banka uygulamanızda tarayın ya da Pix kodunu kopyalayıp oraya yapıştırın.',
    copy: 'Kopyala-yapıştır Pix kodu',
    pay: 'Banka uygulamamda öde (test ortamı)',
    sandbox:
      'Test ortamı: hiçbir banka işin içinde değil; düğme, banka uygulamasındaki ödemenin yerini tutar.',
    paid: 'Ödendi. Yatırım birazdan hesabınıza geçecek.',
    expired: 'Bu Pix ödemesinin süresi doldu. Sitede yeni bir para yatırma işlemi başlatın.',
    unknown: 'Bu Pix ödemesi mevcut değil.',
    back: 'Aurora Casino’ya dön',
  },
};
