import { escapeHtml } from '../../shared/html.ts';
import type { MailMessage } from '../../shared/mailer.ts';

function mail(
  to: string,
  subject: string,
  lines: string[],
  action: string,
  link: string,
): MailMessage {
  const text = [...lines, '', `${action}: ${link}`, '', 'Aurora Casino'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:13px">If the button does not work, open this address: ${escapeHtml(link)}</p>
<p>Aurora Casino</p>
</body></html>`;
  return { to, subject, text, html };
}

export function confirmEmailMail(to: string, link: string): MailMessage {
  return mail(
    to,
    'Confirm your email address',
    [
      'Welcome to Aurora Casino!',
      'Please confirm your email address. The link is valid for 24 hours.',
    ],
    'Confirm email',
    link,
  );
}

export function resetPasswordMail(to: string, link: string): MailMessage {
  return mail(
    to,
    'Reset your password',
    [
      'Someone asked to reset the password of your Aurora Casino account.',
      'The link is valid for one hour and works once. If it was not you, ignore this mail: your password stays as it is.',
    ],
    'Choose a new password',
    link,
  );
}
