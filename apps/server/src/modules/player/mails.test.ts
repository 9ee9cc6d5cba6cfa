import { SITE_LOCALES } from '@casino/contracts/locale';
import { describe, expect, it } from 'vitest';
import { confirmEmailMail, mailLanguage, resetPasswordMail } from './mails.ts';

describe('account mails in every site language', () => {
  it.each(SITE_LOCALES.map((l) => l.code).filter((code) => code !== 'en'))(
    '%s has its own confirm and reset texts',
    (code) => {
      const english = confirmEmailMail('p@example.com', 'https://x/v', 'en');
      const own = confirmEmailMail('p@example.com', 'https://x/v', code);
      expect(mailLanguage(code)).toBe(code);
      expect(own.subject).not.toBe(english.subject);
      expect(resetPasswordMail('p@example.com', 'https://x/r', code).subject).not.toBe(
        resetPasswordMail('p@example.com', 'https://x/r', 'en').subject,
      );
    },
  );

  it('writes Arabic right to left and Polish in Polish', () => {
    const arabic = confirmEmailMail('p@example.com', 'https://x/v', 'ar');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.subject).toBe('أكِّد عنوان بريدك الإلكتروني');
    expect(resetPasswordMail('p@example.com', 'https://x/r', 'pl').subject).toBe('Zresetuj hasło');
    expect(confirmEmailMail('p@example.com', 'https://x/v', 'fr').html).toContain('dir="ltr"');
  });
});
