import type { EndpointResponse } from '@casino/contracts/api';
import { SITE_LOCALES } from '@casino/contracts/locale';
import type { ReactNode } from 'react';
import { backofficeApi } from '../../lib/api.ts';

export type Entry = EndpointResponse<typeof backofficeApi.getContentEntry>;

const ContentGroupSchema = backofficeApi.listContentEntries.query.shape.group.unwrap();
export const GROUPS = ContentGroupSchema.options;

/** One entry: its group, key and language. */
export type EntryId = { group: string; key: string; locale: string };

/** The entry's id as the calls take it (its group one of the known groups). */
export const paramsOf = (id: EntryId) => ({ ...id, group: ContentGroupSchema.parse(id.group) });

export const LOCALES = SITE_LOCALES.map((l) => l.code);

/** A link-styled button opening an entry in the editor. */
export function EntryLink({
  entry,
  open,
  children,
}: {
  entry: EntryId;
  open: (id: EntryId) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="link"
      onClick={() => open({ group: entry.group, key: entry.key, locale: entry.locale })}
    >
      {children}
    </button>
  );
}
