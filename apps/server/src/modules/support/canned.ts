import { type SiteLocaleCode, siteLocaleOf } from '@casino/contracts/locale';
import { MORE_CANNED } from './canned.more-locales.ts';

/** Canned answers of the agents' composer, per player locale (English when a locale has none). */
type Canned = { id: string; title: string; body: string };

/** Titles stay English (the agents' back office is English); bodies are in the player's language. */
const CANNED: Record<SiteLocaleCode, Canned[]> = {
  en: [
    {
      id: 'greeting',
      title: 'Greeting',
      body: 'Hello! Thanks for contacting Aurora support. How can I help you today?',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'Your withdrawal is being reviewed by our payments team. Most reviews finish within 24 hours; you will get a notification as soon as it is paid.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'Please confirm your email address with the link we sent you. You can ask for a new link from your profile.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: 'Is there anything else I can help you with? Have a great day!',
    },
  ],
  de: [
    {
      id: 'greeting',
      title: 'Greeting',
      body: 'Hallo! Danke, dass Sie den Aurora-Support kontaktieren. Wie kann ich Ihnen helfen?',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'Ihre Auszahlung wird von unserem Zahlungsteam geprüft. Die meisten Prüfungen sind innerhalb von 24 Stunden abgeschlossen; Sie werden benachrichtigt, sobald sie ausgezahlt ist.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben. Einen neuen Link können Sie in Ihrem Profil anfordern.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: 'Kann ich sonst noch etwas für Sie tun? Einen schönen Tag noch!',
    },
  ],
  es: [
    {
      id: 'greeting',
      title: 'Greeting',
      body: '¡Hola! Gracias por contactar con el soporte de Aurora. ¿En qué puedo ayudarte?',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'Nuestro equipo de pagos está revisando tu retiro. La mayoría de las revisiones terminan en 24 horas; recibirás una notificación en cuanto se pague.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'Confirma tu correo electrónico con el enlace que te enviamos. Puedes pedir un enlace nuevo desde tu perfil.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: '¿Puedo ayudarte en algo más? ¡Que tengas un buen día!',
    },
  ],
  'pt-br': [
    {
      id: 'greeting',
      title: 'Greeting',
      body: 'Olá! Obrigado por entrar em contato com o suporte da Aurora. Como posso ajudar?',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'Seu saque está sendo analisado pela nossa equipe de pagamentos. A maioria das análises termina em 24 horas; você será notificado assim que for pago.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'Confirme seu e-mail pelo link que enviamos. Você pode pedir um novo link no seu perfil.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: 'Posso ajudar em mais alguma coisa? Tenha um ótimo dia!',
    },
  ],
  pl: [
    {
      id: 'greeting',
      title: 'Greeting',
      body: 'Dzień dobry! Dziękujemy za kontakt z pomocą Aurora. W czym mogę pomóc?',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'Twoją wypłatę sprawdza nasz zespół płatności. Większość weryfikacji kończy się w ciągu 24 godzin; dostaniesz powiadomienie, gdy tylko pieniądze zostaną wypłacone.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'Potwierdź swój adres e-mail linkiem, który Ci wysłaliśmy. Nowy link możesz zamówić w swoim profilu.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: 'Czy mogę pomóc w czymś jeszcze? Miłego dnia!',
    },
  ],
  ar: [
    {
      id: 'greeting',
      title: 'Greeting',
      body: 'مرحبًا! شكرًا لتواصلك مع دعم Aurora. كيف يمكنني مساعدتك اليوم؟',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'يراجع فريق المدفوعات لدينا عملية السحب الخاصة بك. تنتهي معظم المراجعات خلال 24 ساعة، وسيصلك إشعار فور صرف المبلغ.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'يُرجى تأكيد عنوان بريدك الإلكتروني عبر الرابط الذي أرسلناه إليك. يمكنك طلب رابط جديد من ملفك الشخصي.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: 'هل هناك أي شيء آخر يمكنني مساعدتك فيه؟ أتمنى لك يومًا سعيدًا!',
    },
  ],
  ...MORE_CANNED,
};

export function cannedAnswers(locale: string): Canned[] {
  return CANNED[siteLocaleOf(locale)];
}
