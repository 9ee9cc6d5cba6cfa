import { readFileSync } from 'node:fs';
import { CONTENT_GROUPS, type ContentGroup } from '@casino/contracts';
import { contentEntries, type Db, parsePageFile, readContentDir, seedContent } from '@casino/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors.ts';
import { createContentService } from './service.ts';

export const CONTENT_USAGE = `  content list [group] [locale]          entries with their status (draft, published, changed)
  content put <group> <key> <locale> <file> [--publish]  save a draft from a .md or .json file
  content publish|unpublish|delete <group> <key> <locale>
  content import [--overwrite]           load content/ (only entries nobody edited; --overwrite: all)`;

class CliError extends Error {}

const isGroup = (value: string | undefined): value is ContentGroup =>
  (CONTENT_GROUPS as readonly string[]).includes(value ?? '');

/**
 * `node apps/server/src/cli.ts content ...`: the operator API's actions from a shell. A
 * running server sees the change within CONTENT_CACHE_SECONDS (its cache is per process).
 */
export async function contentCommand(db: Db, [action, ...args]: string[]): Promise<void> {
  const content = createContentService({ db, previewToken: null, cacheTtlMs: 0 });
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const [group, key, locale, file] = args.filter((a) => !a.startsWith('--'));
  const id = () => {
    if (!isGroup(group) || !key || !locale) throw new CliError('need <group> <key> <locale>');
    return { group, key, locale };
  };
  try {
    switch (action) {
      case 'list': {
        if (group && !isGroup(group)) throw new CliError(`unknown group ${group}`);
        const { rows, total } = await content.list({ group, locale, page: 1, perPage: 10_000 });
        for (const row of rows) {
          const status =
            row.published === null ? 'draft' : row.draft === null ? 'published' : 'changed';
          console.log(`${row.group}\t${row.key}\t${row.locale}\t${status}\t${row.origin}`);
        }
        console.log(`${total} entries`);
        return;
      }
      case 'put': {
        if (!file) throw new CliError('need a file');
        const source = readFileSync(file, 'utf8');
        const entry = id();
        const data = entry.group.startsWith('pages.')
          ? parsePageFile(source, file)
          : JSON.parse(source);
        const row = await content.save(entry, data, flags.has('--publish'));
        console.log(
          `saved ${row.group}/${row.key}/${row.locale} (${row.published && !row.draft ? 'published' : 'draft'})`,
        );
        return;
      }
      case 'publish':
        await content.publish(id());
        console.log('published');
        return;
      case 'unpublish':
        await content.unpublish(id());
        console.log('unpublished');
        return;
      case 'delete':
        await content.remove(id());
        console.log('deleted');
        return;
      case 'import': {
        const entries = readContentDir();
        if (flags.has('--overwrite')) {
          for (const e of entries) {
            await db
              .update(contentEntries)
              .set({ origin: 'seed', deletedAt: null, draft: null, published: sql`null` })
              .where(
                and(
                  eq(contentEntries.group, e.group),
                  eq(contentEntries.key, e.key),
                  eq(contentEntries.locale, e.locale),
                ),
              );
          }
        }
        await seedContent(db, entries);
        console.log(`imported ${entries.length} entries from content/`);
        return;
      }
      default:
        throw new CliError(`unknown action ${action ?? ''}`);
    }
  } catch (error) {
    if (error instanceof AppError) {
      const fields = error.fields ? ` ${JSON.stringify(error.fields)}` : '';
      throw new CliError(`${error.message}${fields}`);
    }
    throw error;
  }
}

export { CliError as ContentCliError };
