import { expect } from 'vitest';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  links: string[];
}

/** Mails the site captured for `email` (sandbox mailbox, read from loopback), newest first. */
export async function mailsTo(siteUrl: string, email: string): Promise<Mail[]> {
  const response = await fetch(`${siteUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { items: Mail[] };
  return body.items;
}

/** The first mailed link containing `part`, waited for (the outbox sends after the reply). */
export async function mailedLink(siteUrl: string, email: string, part: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(siteUrl, email)).flatMap((m) => m.links).find((l) => l.includes(part));
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/** Confirms the email with the registration mail's link, as the player would. */
export async function confirmEmailByMail(siteUrl: string, email: string) {
  const link = await mailedLink(siteUrl, email, '/verify/');
  const confirmed = await fetch(`${siteUrl}/api/player/profile/confirmations/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ confirmCode: link.split('/verify/')[1] }),
  });
  expect(confirmed.status).toBe(200);
}
