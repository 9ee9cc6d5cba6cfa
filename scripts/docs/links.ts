import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * Broken references to the repository's documents: a Markdown link (`[text](path#anchor)`) in a
 * `.md` file, or a `docs/….md#anchor` named in a code comment, whose file or heading does not
 * exist. Anchors follow GitHub's heading slugs (lower case, punctuation dropped, spaces to
 * hyphens, `-1`, `-2`… for repeats) and `<a id>`/`<a name>` tags.
 */
export function brokenLinks(root: string, files: string[]): string[] {
  const headings = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    let set = headings.get(file);
    if (!set) {
      set = headingAnchors(readFileSync(join(root, file), 'utf8'));
      headings.set(file, set);
    }
    return set;
  };
  const broken: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const isMarkdown = file.endsWith('.md');
    const pattern = isMarkdown
      ? /\]\(([^)\s]+)\)/g
      : /((?:\.\.\/)*docs\/[\w/.-]+\.md(?:#[\w-]+)?)/g;
    for (const match of text.matchAll(pattern)) {
      const target = match[1] ?? '';
      // Site paths (content pages link `/static/terms`) and other sites are not files here.
      if (/^(https?:|mailto:|\/)/.test(target)) continue;
      const [path = '', hash] = target.split('#');
      const resolved = !path
        ? file
        : isMarkdown
          ? normalize(join(dirname(file), path))
          : normalize(path.replace(/^(\.\.\/)+/, ''));
      if (!existsSync(join(root, resolved))) broken.push(`${file}: no file ${target}`);
      else if (hash && resolved.endsWith('.md') && !anchorsOf(resolved).has(hash)) {
        broken.push(`${file}: no heading #${hash} in ${resolved}`);
      }
    }
  }
  return broken;
}

/** GitHub's anchor of each heading of a Markdown text (code fences skipped). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? null : line.match(/^#{1,6}\s+(.*)$/);
    if (heading) {
      const slug = (heading[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/<[^>]+>/g, '')
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const repeats = seen.get(slug) ?? 0;
      seen.set(slug, repeats + 1);
      anchors.add(repeats ? `${slug}-${repeats}` : slug);
    }
    for (const tag of line.matchAll(/<a (?:name|id)="([^"]+)"/g)) anchors.add(tag[1] ?? '');
  }
  return anchors;
}
