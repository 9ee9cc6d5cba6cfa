import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailboxMessage } from '@casino/contracts';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

const ID = /^[0-9]{13}-[0-9]{6}-[0-9a-f]{8}$/;
const LINK = /https?:\/\/[^\s<>"')\]]+/g;
let sequence = 0;

/** Ids sort by creation: milliseconds, then a per-process counter, then a random tail. */
function nextId(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${Date.now()}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

/** The development mailbox: each message is `<id>.eml` (RFC 822) plus `<id>.json` in `dir`. */
export function createMailbox(dir: string, from: string): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'mailbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const id = nextId();
      const info = await composer.sendMail({ from, ...message });
      const record: MailboxMessage = {
        id,
        ...message,
        createdAt: new Date().toISOString(),
        links: message.text.match(LINK) ?? [],
      };
      await writeFile(join(dir, `${id}.eml`), info.message as Buffer);
      // The .json appears last and atomically, so a listed message is always complete.
      await writeFile(join(dir, `${id}.json.tmp`), JSON.stringify(record, null, 2));
      await rename(join(dir, `${id}.json.tmp`), join(dir, `${id}.json`));
    },
  };
}

/** Captured messages, newest first; `to` keeps those sent to that address. */
export async function listMailbox(dir: string, to?: string): Promise<MailboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => ID.test(id))
    .sort()
    .reverse();
  const messages = await Promise.all(ids.map((id) => readMailboxMessage(dir, id)));
  const wanted = to?.trim().toLowerCase();
  return messages.filter(
    (m): m is MailboxMessage => m !== null && (!wanted || m.to.toLowerCase() === wanted),
  );
}

/** One captured message, or null for an unknown (or malformed) id. */
export async function readMailboxMessage(dir: string, id: string): Promise<MailboxMessage | null> {
  if (!ID.test(id)) return null;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as MailboxMessage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
