/** What the back office uses of the content store (docs/decisions/023): the editor's calls. */
export type { ContentContext } from './context.ts';
export { toAdminEntry } from './entries.ts';
export { unwrap as unwrapContent } from './failures.ts';
export { renderMarkdown } from './markdown.ts';
export { deleteEntry } from './operations/delete-entry.ts';
export { entryOverview } from './operations/entry-overview.ts';
export { getEntry } from './operations/get-entry.ts';
export { listEntries } from './operations/list-entries.ts';
export { previewLink } from './operations/preview-link.ts';
export { publishEntry } from './operations/publish-entry.ts';
export { saveEntry } from './operations/save-entry.ts';
export { unpublishEntry } from './operations/unpublish-entry.ts';
