/**
 * The sandbox checkout's texts in the site's four languages. The checkout stands for an outside
 * card provider, so it keeps its own small catalog (as a vendor's hosted page would) and is told
 * the language through the `locale` query of its address.
 */
const en = {
  pay: 'Pay',
  payAmount: 'Pay {amount}',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  cvc: 'CVC',
  name: 'Name on card',
  checkDetails: 'Please check the card details.',
  cancel: 'Cancel and return',
  testCards: 'Only these test cards are accepted',
  testCardsHint: '(any future expiry, any CVC)',
  succeeds: 'succeeds',
  declines: 'is declined',
  challenges: 'asks for 3-D Secure authentication',
  authenticate: 'Authenticate',
  confirmTitle: 'Confirm this payment',
  confirmText:
    'Your bank asks you to approve a payment of {amount} to Aurora Casino with the card ending in {last4}.',
  approve: 'Complete authentication',
  reject: 'Fail authentication',
  back: 'Return to Aurora Casino',
  notFound: 'Not found',
  unknownTitle: 'Unknown payment',
  unknownText: 'This payment page does not exist.',
  result: 'Payment',
  succeededTitle: 'Payment complete',
  succeededText: 'The payment was successful.',
  declinedTitle: 'Card declined',
  declinedText: 'Your card was declined. No money was taken.',
  failedTitle: 'Authentication failed',
  failedText: 'The payment could not be authenticated. No money was taken.',
  canceledTitle: 'Payment canceled',
  canceledText: 'You canceled this payment.',
  expiredTitle: 'Session expired',
  expiredText: 'This payment page has expired. Start a new deposit on the site.',
  cardInvalid: 'Enter a valid card number',
  cardNotTest: 'Use a test card: 4242 4242 4242 4242, 4000 0000 0000 0002 or 4000 0000 0000 3220',
  expiryFormat: 'Enter the expiry date as MM/YY',
  cardExpired: 'This card has expired',
  cvcFormat: 'Enter the 3 or 4 digit code',
};
export type CardText = keyof typeof en;

const de: typeof en = {
  pay: 'Bezahlen',
  payAmount: '{amount} bezahlen',
  cardNumber: 'Kartennummer',
  expiry: 'Gültig bis',
  cvc: 'CVC',
  name: 'Name auf der Karte',
  checkDetails: 'Bitte prüfen Sie die Kartendaten.',
  cancel: 'Abbrechen und zurück',
  testCards: 'Nur diese Testkarten werden angenommen',
  testCardsHint: '(beliebiges künftiges Ablaufdatum, beliebige CVC)',
  succeeds: 'wird bezahlt',
  declines: 'wird abgelehnt',
  challenges: 'verlangt eine 3-D-Secure-Bestätigung',
  authenticate: 'Bestätigen',
  confirmTitle: 'Zahlung bestätigen',
  confirmText:
    'Ihre Bank bittet Sie, eine Zahlung von {amount} an Aurora Casino mit der Karte mit der Endung {last4} freizugeben.',
  approve: 'Bestätigung abschließen',
  reject: 'Bestätigung ablehnen',
  back: 'Zurück zu Aurora Casino',
  notFound: 'Nicht gefunden',
  unknownTitle: 'Unbekannte Zahlung',
  unknownText: 'Diese Zahlungsseite gibt es nicht.',
  result: 'Zahlung',
  succeededTitle: 'Zahlung abgeschlossen',
  succeededText: 'Die Zahlung war erfolgreich.',
  declinedTitle: 'Karte abgelehnt',
  declinedText: 'Ihre Karte wurde abgelehnt. Es wurde kein Geld abgebucht.',
  failedTitle: 'Bestätigung fehlgeschlagen',
  failedText: 'Die Zahlung konnte nicht bestätigt werden. Es wurde kein Geld abgebucht.',
  canceledTitle: 'Zahlung abgebrochen',
  canceledText: 'Sie haben diese Zahlung abgebrochen.',
  expiredTitle: 'Sitzung abgelaufen',
  expiredText:
    'Diese Zahlungsseite ist abgelaufen. Starten Sie eine neue Einzahlung auf der Website.',
  cardInvalid: 'Geben Sie eine gültige Kartennummer ein',
  cardNotTest:
    'Verwenden Sie eine Testkarte: 4242 4242 4242 4242, 4000 0000 0000 0002 oder 4000 0000 0000 3220',
  expiryFormat: 'Geben Sie das Ablaufdatum als MM/JJ ein',
  cardExpired: 'Diese Karte ist abgelaufen',
  cvcFormat: 'Geben Sie die 3- oder 4-stellige Prüfnummer ein',
};

const es: typeof en = {
  pay: 'Pagar',
  payAmount: 'Pagar {amount}',
  cardNumber: 'Número de tarjeta',
  expiry: 'Caducidad',
  cvc: 'CVC',
  name: 'Titular de la tarjeta',
  checkDetails: 'Revisa los datos de la tarjeta.',
  cancel: 'Cancelar y volver',
  testCards: 'Solo se aceptan estas tarjetas de prueba',
  testCardsHint: '(cualquier caducidad futura, cualquier CVC)',
  succeeds: 'se aprueba',
  declines: 'se rechaza',
  challenges: 'pide autenticación 3-D Secure',
  authenticate: 'Autenticar',
  confirmTitle: 'Confirma este pago',
  confirmText:
    'Tu banco te pide aprobar un pago de {amount} a Aurora Casino con la tarjeta terminada en {last4}.',
  approve: 'Completar la autenticación',
  reject: 'Rechazar la autenticación',
  back: 'Volver a Aurora Casino',
  notFound: 'No encontrado',
  unknownTitle: 'Pago desconocido',
  unknownText: 'Esta página de pago no existe.',
  result: 'Pago',
  succeededTitle: 'Pago completado',
  succeededText: 'El pago se ha realizado correctamente.',
  declinedTitle: 'Tarjeta rechazada',
  declinedText: 'Tu tarjeta fue rechazada. No se ha cobrado nada.',
  failedTitle: 'Autenticación fallida',
  failedText: 'No se pudo autenticar el pago. No se ha cobrado nada.',
  canceledTitle: 'Pago cancelado',
  canceledText: 'Has cancelado este pago.',
  expiredTitle: 'Sesión caducada',
  expiredText: 'Esta página de pago ha caducado. Inicia un nuevo depósito en el sitio.',
  cardInvalid: 'Introduce un número de tarjeta válido',
  cardNotTest:
    'Usa una tarjeta de prueba: 4242 4242 4242 4242, 4000 0000 0000 0002 o 4000 0000 0000 3220',
  expiryFormat: 'Introduce la caducidad como MM/AA',
  cardExpired: 'Esta tarjeta ha caducado',
  cvcFormat: 'Introduce el código de 3 o 4 dígitos',
};

const ptBr: typeof en = {
  pay: 'Pagar',
  payAmount: 'Pagar {amount}',
  cardNumber: 'Número do cartão',
  expiry: 'Validade',
  cvc: 'CVC',
  name: 'Nome no cartão',
  checkDetails: 'Confira os dados do cartão.',
  cancel: 'Cancelar e voltar',
  testCards: 'Só estes cartões de teste são aceitos',
  testCardsHint: '(qualquer validade futura, qualquer CVC)',
  succeeds: 'é aprovado',
  declines: 'é recusado',
  challenges: 'pede autenticação 3-D Secure',
  authenticate: 'Autenticar',
  confirmTitle: 'Confirme este pagamento',
  confirmText:
    'Seu banco pede que você aprove um pagamento de {amount} para o Aurora Casino com o cartão final {last4}.',
  approve: 'Concluir autenticação',
  reject: 'Recusar autenticação',
  back: 'Voltar ao Aurora Casino',
  notFound: 'Não encontrado',
  unknownTitle: 'Pagamento desconhecido',
  unknownText: 'Esta página de pagamento não existe.',
  result: 'Pagamento',
  succeededTitle: 'Pagamento concluído',
  succeededText: 'O pagamento foi aprovado.',
  declinedTitle: 'Cartão recusado',
  declinedText: 'Seu cartão foi recusado. Nenhum valor foi cobrado.',
  failedTitle: 'Falha na autenticação',
  failedText: 'Não foi possível autenticar o pagamento. Nenhum valor foi cobrado.',
  canceledTitle: 'Pagamento cancelado',
  canceledText: 'Você cancelou este pagamento.',
  expiredTitle: 'Sessão expirada',
  expiredText: 'Esta página de pagamento expirou. Comece um novo depósito no site.',
  cardInvalid: 'Digite um número de cartão válido',
  cardNotTest:
    'Use um cartão de teste: 4242 4242 4242 4242, 4000 0000 0000 0002 ou 4000 0000 0000 3220',
  expiryFormat: 'Digite a validade como MM/AA',
  cardExpired: 'Este cartão está vencido',
  cvcFormat: 'Digite o código de 3 ou 4 dígitos',
};

const CATALOGS: Record<string, typeof en> = { en, de, es, 'pt-br': ptBr };

/** The checkout's language for a `locale` query value: one of its four, else en. */
export function checkoutLocale(value: unknown): string {
  return typeof value === 'string' && value in CATALOGS ? value : 'en';
}

/** The text of `key` in `locale`, with `{name}` placeholders filled. */
export function cardText(locale: string, key: CardText, params: Record<string, string> = {}) {
  const text = (CATALOGS[locale] ?? en)[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
