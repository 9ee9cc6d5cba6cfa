import { readFileSync } from 'node:fs';
import { CONTENT_GROUPS, type ContentGroup } from '@casino/contracts';
import { type Db, parsePageFile, readContentDir, seedContent } from '@casino/db';
import type { Result } from '../../shared/result.ts';
import { createContentContext } from './context.ts';
import { type ContentFailure, toAppError } from './failures.ts';
import { deleteEntry } from './operations/delete-entry.ts';
import { listEntries } from './operations/list-entries.ts';
import { publishEntry } from './operations/publish-entry.ts';
import { saveEntry } from './operations/save-entry.ts';
import { unpublishEntry } from './operations/unpublish-entry.ts';
import { resetToSeed } from './repository.ts';

export const CONTENT_USAGE = `  content list [group] [locale]          entries with their status (draft, published, changed)
  content put <group> <key> <locale> <file> [--publish]  save a draft from a .md or .json file
  content publish|unpublish|delete <group> <key> <locale>
  content import [--overwrite]           load content/ (only entries nobody edited; --overwrite: all)`;

class CliError extends Error {}

/** The value, or the failure as the operator API words it. */
function orCliError<T>(result: Result<T, ContentFailure>): T {
  if (result.ok) return result.value;
  const error = toAppError(result.error);
  const fields = error.fields ? ` ${JSON.stringify(error.fields)}` : '';
  throw new CliError(`${error.message}${fields}`);
}

const isGroup = (value: string | undefined): value is ContentGroup =>
  (CONTENT_GROUPS as readonly string[]).includes(value ?? '');

/**
 * `node apps/server/src/cli.ts content ...`: the operator API's actions from a shell. A
 * running server sees the change within CONTENT_CACHE_SECONDS (its cache is per process).
 */
export async function contentCommand(db: Db, [action, ...args]: string[]): Promise<void> {
  const ctx = createContentContext({ db, previewToken: null, cacheTtlMs: 0 });
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const [group, key, locale, file] = args.filter((a) => !a.startsWith('--'));
  const id = () => {
    if (!isGroup(group) || !key || !locale) throw new CliError('need <group> <key> <locale>');
    return { group, key, locale };
  };
  switch (action) {
    case 'list': {
      if (group && !isGroup(group)) throw new CliError(`unknown group ${group}`);
      const { rows, total } = await listEntries(ctx, {
        group,
        locale,
        page: 1,
        perPage: 10_000,
      });
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
      const row = orCliError(
        await saveEntry(ctx, { id: entry, data, publish: flags.has('--publish') }),
      );
      console.log(
        `saved ${row.group}/${row.key}/${row.locale} (${row.published && !row.draft ? 'published' : 'draft'})`,
      );
      return;
    }
    case 'publish':
      orCliError(await publishEntry(ctx, id()));
      console.log('published');
      return;
    case 'unpublish':
      orCliError(await unpublishEntry(ctx, id()));
      console.log('unpublished');
      return;
    case 'delete':
      orCliError(await deleteEntry(ctx, id()));
      console.log('deleted');
      return;
    case 'import': {
      const entries = readContentDir();
      if (flags.has('--overwrite')) await resetToSeed(db, entries);
      await seedContent(db, entries);
      console.log(`imported ${entries.length} entries from content/`);
      return;
    }
    default:
      throw new CliError(`unknown action ${action ?? ''}`);
  }
}

export { CliError as ContentCliError };
