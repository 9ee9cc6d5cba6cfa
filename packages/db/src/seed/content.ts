import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONTENT_TEXT_GROUPS,
  type ContentGroup,
  contentDataSchema,
  PAGE_TYPES,
  type PageType,
  pageGroup,
} from '@casino/contracts';
import { parse as parseYaml } from 'yaml';

/** The repository's content/ folder: one folder per locale (docs/decisions/005). */
export const CONTENT_DIR = fileURLToPath(new URL('../../../../content/', import.meta.url));

export interface ContentFileEntry {
  group: ContentGroup;
  key: string;
  locale: string;
  data: unknown;
  /** Where it came from, for error messages. */
  file: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * A page file: YAML front matter between `---` lines, then the Markdown body. A `.json`
 * page file is the page's data as it is.
 */
export function parsePageFile(source: string, file = 'page'): Record<string, unknown> {
  if (file.endsWith('.json')) return JSON.parse(source) as Record<string, unknown>;
  const match = FRONT_MATTER.exec(source);
  const meta = match ? (parseYaml(match[1]!) ?? {}) : {};
  if (typeof meta !== 'object' || Array.isArray(meta)) {
    throw new Error(`${file}: front matter must be a YAML mapping`);
  }
  const body = (match ? source.slice(match[0].length) : source).trim();
  return { ...(meta as Record<string, unknown>), ...(body ? { body } : {}) };
}

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory();
const list = (dir: string) => (isDir(dir) ? readdirSync(dir).sort() : []);

/**
 * Reads every entry under `dir` (default content/): `{locale}/groups/{group}.json` holds
 * key → data for a text group; `{locale}/pages/{type}/{identity}.md|json` is one page.
 * Each entry is checked against its group's schema; a bad file stops with its name.
 */
export function readContentDir(dir = CONTENT_DIR): ContentFileEntry[] {
  const entries: ContentFileEntry[] = [];
  for (const locale of list(dir)) {
    if (!isDir(join(dir, locale))) continue;
    for (const name of list(join(dir, locale, 'groups'))) {
      const group = basename(name, '.json') as ContentGroup;
      const file = join(locale, 'groups', name);
      if (!(CONTENT_TEXT_GROUPS as readonly string[]).includes(group)) {
        throw new Error(`content/${file}: unknown group "${group}"`);
      }
      const items = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      for (const [key, data] of Object.entries(items)) {
        entries.push({ group, key, locale, data, file });
      }
    }
    for (const type of list(join(dir, locale, 'pages'))) {
      if (!(PAGE_TYPES as readonly string[]).includes(type)) {
        throw new Error(`content/${locale}/pages/${type}: unknown page type`);
      }
      for (const name of list(join(dir, locale, 'pages', type))) {
        const file = join(locale, 'pages', type, name);
        const data = parsePageFile(readFileSync(join(dir, file), 'utf8'), file);
        const key = basename(name, extname(name));
        entries.push({ group: pageGroup(type as PageType), key, locale, data, file });
      }
    }
  }
  for (const entry of entries) {
    const parsed = contentDataSchema(entry.group).safeParse(entry.data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
      );
      throw new Error(`content/${entry.file} (${entry.key}): ${issues.join('; ')}`);
    }
    entry.data = parsed.data;
  }
  return entries;
}

/** The files of `dir` (default content/) as they are: names and bytes, nothing parsed. */
export function contentFilesHash(dir = CONTENT_DIR): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of list(folder)) {
      const path = join(folder, name);
      if (isDir(path)) walk(path);
      else hash.update(`${path.slice(dir.length)}\0`).update(readFileSync(path));
    }
  };
  walk(dir);
  return `files:${hash.digest('hex').slice(0, 16)}`;
}

/** Changes whenever any shipped entry changes, so the seed refreshes untouched entries. */
export function contentHash(entries: ContentFileEntry[]): string {
  const hash = createHash('sha256');
  for (const e of entries)
    hash.update(`${e.group}\0${e.key}\0${e.locale}\0${JSON.stringify(e.data)}\n`);
  return hash.digest('hex').slice(0, 16);
}
