import { getMessages } from '../i18n/messages.server';

/** What the host needs to install the site (docs/decisions/022): its name and offline page. */
export interface InstallTexts {
  name: string;
  description: string;
  offline: { title: string; text: string; retry: string };
}

/** The web app manifest's and the offline page's texts in one language (English fallback). */
export function installTexts(locale: string): InstallTexts {
  const messages = getMessages(locale);
  return {
    name: messages.brand.name,
    description: messages.brand.tagline,
    offline: messages.offline,
  };
}
