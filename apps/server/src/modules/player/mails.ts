import { DEFAULT_LOCALE, type SiteLocaleCode, textDirection } from '@casino/contracts/locale';
import { escapeHtml } from '../../shared/html.ts';
import type { MailMessage } from '../../shared/mailer.ts';
import { MORE_MAIL_LANGUAGES } from './mails.more-locales.ts';

interface MailTexts {
  subject: string;
  lines: string[];
  action: string;
}
interface Language {
  /** "If the button does not work, open this address:" */
  fallback: string;
  confirm: MailTexts;
  reset: MailTexts;
}

/**
 * The account mails in every site language (`SITE_LOCALES`: a listed language without its
 * mails fails the type check); the player's language, else English.
 */
const LANGUAGES: Record<SiteLocaleCode, Language> = {
  en: {
    fallback: 'If the button does not work, open this address:',
    confirm: {
      subject: 'Confirm your email address',
      lines: [
        'Welcome to Aurora Casino!',
        'Please confirm your email address. The link is valid for 24 hours.',
      ],
      action: 'Confirm email',
    },
    reset: {
      subject: 'Reset your password',
      lines: [
        'Someone asked to reset the password of your Aurora Casino account.',
        'The link is valid for one hour and works once. If it was not you, ignore this mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
  },
  de: {
    fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
    confirm: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      lines: [
        'Willkommen bei Aurora Casino!',
        'Bitte bestätigen Sie Ihre E-Mail-Adresse. Der Link ist 24 Stunden gültig.',
      ],
      action: 'E-Mail bestätigen',
    },
    reset: {
      subject: 'Setzen Sie Ihr Passwort zurück',
      lines: [
        'Jemand möchte das Passwort Ihres Aurora-Casino-Kontos zurücksetzen.',
        'Der Link ist eine Stunde gültig und funktioniert einmal. Waren Sie es nicht, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      ],
      action: 'Neues Passwort wählen',
    },
  },
  es: {
    fallback: 'Si el botón no funciona, abre esta dirección:',
    confirm: {
      subject: 'Confirma tu correo electrónico',
      lines: [
        '¡Bienvenido a Aurora Casino!',
        'Confirma tu correo electrónico. El enlace es válido durante 24 horas.',
      ],
      action: 'Confirmar correo',
    },
    reset: {
      subject: 'Restablece tu contraseña',
      lines: [
        'Alguien pidió restablecer la contraseña de tu cuenta de Aurora Casino.',
        'El enlace es válido durante una hora y funciona una vez. Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
      ],
      action: 'Elegir una contraseña nueva',
    },
  },
  'pt-br': {
    fallback: 'Se o botão não funcionar, abra este endereço:',
    confirm: {
      subject: 'Confirme seu e-mail',
      lines: [
        'Boas-vindas ao Aurora Casino!',
        'Confirme seu endereço de e-mail. O link é válido por 24 horas.',
      ],
      action: 'Confirmar e-mail',
    },
    reset: {
      subject: 'Redefina sua senha',
      lines: [
        'Alguém pediu para redefinir a senha da sua conta no Aurora Casino.',
        'O link é válido por uma hora e funciona uma vez. Se não foi você, ignore este e-mail: sua senha continua a mesma.',
      ],
      action: 'Escolher uma nova senha',
    },
  },
  pl: {
    fallback: 'Jeśli przycisk nie działa, otwórz ten adres:',
    confirm: {
      subject: 'Potwierdź swój adres e-mail',
      lines: [
        'Witamy w Aurora Casino!',
        'Potwierdź swój adres e-mail. Link jest ważny przez 24 godziny.',
      ],
      action: 'Potwierdź e-mail',
    },
    reset: {
      subject: 'Zresetuj hasło',
      lines: [
        'Ktoś poprosił o zresetowanie hasła do Twojego konta w Aurora Casino.',
        'Link jest ważny przez godzinę i działa jeden raz. Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło się nie zmieni.',
      ],
      action: 'Ustaw nowe hasło',
    },
  },
  ar: {
    fallback: 'إن لم يعمل الزر، فافتح هذا العنوان:',
    confirm: {
      subject: 'أكِّد عنوان بريدك الإلكتروني',
      lines: [
        'أهلًا بك في Aurora Casino!',
        'يُرجى تأكيد عنوان بريدك الإلكتروني. الرابط صالح لمدة 24 ساعة.',
      ],
      action: 'تأكيد البريد الإلكتروني',
    },
    reset: {
      subject: 'إعادة تعيين كلمة المرور',
      lines: [
        'طلب أحدهم إعادة تعيين كلمة المرور لحسابك في Aurora Casino.',
        'الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة. إن لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      ],
      action: 'اختر كلمة مرور جديدة',
    },
  },
  ...MORE_MAIL_LANGUAGES,
};

/** The mail language of a player: their language when the mails have it, else English. */
export function mailLanguage(language: string | null | undefined): keyof typeof LANGUAGES {
  const code = language?.toLowerCase() ?? DEFAULT_LOCALE;
  return code in LANGUAGES ? (code as keyof typeof LANGUAGES) : 'en';
}

/**
 * The page a mail links to, opened in the mail's language: the verify and reset pages have no
 * language prefix (spec section 2), so the language rides along as `?lang=`.
 */
export function mailLink(url: string, language: string): string {
  return language === DEFAULT_LOCALE ? url : `${url}?lang=${encodeURIComponent(language)}`;
}

function mail(
  to: string,
  texts: MailTexts,
  fallback: string,
  link: string,
  language: string,
): MailMessage {
  const { subject, lines, action } = texts;
  const text = [...lines, '', `${action}: ${link}`, '', 'Aurora Casino'].join('\n');
  const html = `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family:sans-serif;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:13px">${escapeHtml(fallback)} ${escapeHtml(link)}</p>
<p>Aurora Casino</p>
</body></html>`;
  return { to, subject, text, html };
}

export function confirmEmailMail(to: string, link: string, language?: string | null): MailMessage {
  const code = mailLanguage(language);
  return mail(to, LANGUAGES[code].confirm, LANGUAGES[code].fallback, link, code);
}

export function resetPasswordMail(to: string, link: string, language?: string | null): MailMessage {
  const code = mailLanguage(language);
  return mail(to, LANGUAGES[code].reset, LANGUAGES[code].fallback, link, code);
}
