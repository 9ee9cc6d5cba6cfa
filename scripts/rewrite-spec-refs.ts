/**
 * Points comments that cite the external product spec ("spec 7 \"Wallet and payment\"",
 * "spec 5/8", "Spec 9") at the pages of docs/product instead, in *.ts, *.tsx and *.css under
 * apps, packages, e2e and bench. Only comments change; a rewritten comment that gets too wide is
 * re-wrapped. Every anchor it writes must exist in docs/product, or it stops.
 *
 *   npm exec -- node scripts/rewrite-spec-refs.ts [--dry-run]
 *
 * Exit code 1 when a citation could not be mapped (it is then left as it was).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOTS = ['apps', 'packages', 'e2e', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'build', 'dist', 'data', '.react-router', 'coverage']);
const DOCS = 'docs/product';
const WIDTH = 100;

/** The page of each spec section; section 1's rules sit in the index. */
const PAGES: Record<string, string> = {
  1: 'README.md#what-the-site-does',
  2: 'routes-and-modals.md',
  3: 'entities.md',
  4: 'states.md',
  5: 'validation.md',
  6: 'roles.md',
  7: 'api-calls.md',
  8: 'errors.md',
  9: 'constants.md',
};

/** After the text that follows "spec N": blanks, possibly a line break into a JSDoc line. */
const SEP = String.raw`\s+(?:\*\s+)?`;
const after = (pattern: string) => new RegExp(`^${SEP}${pattern}`);

/**
 * Words right after "spec N" that name a part of the page. `consume` replaces them by the
 * link, `swap` keeps the named thing (a call, a route, a channel) and puts the link after it,
 * a template rewords the phrase around the link.
 */
type Form = 'consume' | 'swap' | { template: string };
const QUALIFIERS: Record<string, { match: RegExp; to: string; form: Form }[]> = {
  2: [
    { match: after(String.raw`rule (\d)\b`), to: 'routes-and-modals.md#rule-$1', form: 'consume' },
    { match: after('input kind "providers"'), to: '#form-input-kinds', form: 'consume' },
    { match: after(String.raw`(\/[\w/-]+)`), to: '#routes', form: 'swap' },
  ],
  3: [
    { match: after(String.raw`Winner\b`), to: '#winner', form: 'consume' },
    { match: after(String.raw`client storage\b`), to: '#client-storage', form: 'consume' },
  ],
  4: [
    { match: after(String.raw`Session\b`), to: '#session', form: 'consume' },
    { match: after(String.raw`changeSession\b`), to: '#cross-tab-signal', form: 'consume' },
    { match: after('`?resentVerifyEmail`?'), to: '#verification-email', form: 'consume' },
  ],
  5: [{ match: /^ messages\b/, to: '#messages', form: { template: 'Messages ({link})' } }],
  7: [
    {
      match: after(
        String.raw`((?:GET|POST|PUT|DELETE)(?:\/(?:GET|POST|PUT|DELETE))* \/api\/([a-z]+)[\w/{}.-]*)`,
      ),
      to: 'api-calls.md#$2',
      form: 'swap',
    },
    {
      match: after(String.raw`((?:wallet|payment|bonus|game):[\w-]+)`),
      to: 'realtime.md#channels',
      form: 'swap',
    },
    { match: after('(`data\\.event`)'), to: 'realtime.md#channels', form: 'swap' },
  ],
  8: [{ match: /^'s alerts\b/, to: '#alerts', form: { template: 'Alerts ({link})' } }],
  9: [
    {
      match: after(String.raw`alert throttle\b`),
      to: '#alert-throttle-and-toasts',
      form: 'consume',
    },
  ],
};

/** API path groups of section 7, by the segment after /api/. */
const API_GROUPS: Record<string, string> = {
  wallet: 'wallet-and-payment',
  payment: 'wallet-and-payment',
  player: 'player',
  game: 'game-and-bonus',
  notification: 'notification',
  settings: 'settings',
  content: 'other',
};

/** Quoted titles that are not (or not only) a heading of the section's page. */
const TITLES: Record<string, Record<string, string>> = {
  5: { 'Fields the server marks isRequired': '#required-fields' },
  7: { Realtime: 'realtime.md#channels' },
  9: { 'player.limit': '#responsible-gaming-periods' },
};

/** For a bare "spec N": the first hint whose words appear in the comment picks the heading. */
const HINTS: Record<string, [RegExp, string][]> = {
  2: [
    [/history/i, '#profile-area'],
    [/error page|errorPage/i, '#error-page'],
    [/count as one page/i, '#rule-2-alerts-and-drawer'],
    [/modal/i, '#modals'],
    [/navigation panel/i, '#navigation-panels'],
    [/advanced-mode|limits/i, '#profile-area'],
    [/locale prefix/i, '#locale-prefix'],
    [/client-only/i, '#routes'],
    [/404/, '#not-found-page'],
  ],
  3: [
    [/Country/, '#country'],
    [/Settings constants/, '#settings-constants'],
    [/Currency/, '#currency'],
    [/Player bonus/, '#player-bonus'],
    [/free spins/i, '#player-free-spin'],
    [/offline|missed/i, '#missed-notification'],
    [/nickname|full name|'Unknown'/i, '#profile'],
    [/limit/i, '#limit'],
    [/wallet account/i, '#account'],
    [/method/i, '#payment-method'],
    [/invoice/i, '#invoice'],
    [/form field/i, '#profile-form-fields'],
    [/cookie|storage/i, '#client-storage'],
  ],
  4: [
    [/expire|refresh|renew|connection token/i, '#token-expiry-and-refresh'],
    [/deposit-updated|missed/i, '#signing-in'],
    [/bonus/i, '#bonuses-and-free-spins'],
    [/app start/i, '#mount-sequence'],
    [/refused|restricted bets/i, 'realtime.md#channels'],
    [/session/i, '#session'],
  ],
  5: [
    [/field rules|shared rules/i, '#field-rules'],
    [/messages/i, '#messages'],
    [/wallet|route rule|404/i, '#query-and-route-rules'],
    [/rules|YYYY/, '#field-rules'],
  ],
  6: [[/players only|guest/i, '#guest']],
  7: [
    [/wallet and payment/i, '#wallet-and-payment'],
    [/user agent|country/i, '#request-headers'],
    [/bracket form|no cookies|bearer/i, '#rules-for-every-call'],
    [/bets|settled/i, '#game-and-bonus'],
    [/sportsbook|locale's entry|content/i, '#other'],
  ],
  8: [
    [/13100|deposit limit/i, '#deposit-limit'],
    [/Ray ID|CDN/, '#cdn-challenge'],
    [/alert|toast/i, '#alerts'],
  ],
  9: [
    [/masked|nickname/i, '#masked-nickname'],
    [/winner/i, '#latest-winners'],
    [/z-index/i, '#modals-and-gestures'],
    [/milli|decimals/i, '#money-display'],
    [/locale prefix/i, '#locale-prefix'],
    [/trigger|bonus code/i, '#bonus-constants'],
    [/toast|throttle/i, '#alert-throttle-and-toasts'],
    [/player\.limit|periods/i, '#responsible-gaming-periods'],
  ],
};

/** "spec 7", "spec 5/8", "spec 4, 7", or a bare quoted title: `spec "Account"`. */
const CITATION = /\b([Ss])pec(?: (\d+)((?:\/\d+|, ?[1-9](?![\w.]))*)| (?="))/g;
const QUOTED = new RegExp(`^${SEP}"([^"]+)"`);

/** GitHub's heading anchors: lower case, punctuation dropped, blanks to dashes. */
const slugOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchors = new Map<string, Set<string>>();
for (const name of readdirSync(DOCS).filter((n) => n.endsWith('.md'))) {
  const text = readFileSync(join(DOCS, name), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  anchors.set(name, new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slugOf(m[1]!))));
}

/** `page#anchor` (or `#anchor` on the section's page) as a repo path; unknown anchors stop the run. */
function linkTo(target: string, section: string): string {
  const [page = '', anchor] = (target.startsWith('#') ? pageOf(section) + target : target).split(
    '#',
  );
  const known = anchors.get(page);
  if (!known) throw new Error(`${DOCS}/${page} does not exist`);
  if (!anchor) return `${DOCS}/${page}`;
  const found = known.has(anchor) ? anchor : [...known].find((a) => a.startsWith(`${anchor}-`));
  if (!found) throw new Error(`${DOCS}/${page} has no heading #${anchor}`);
  return `${DOCS}/${page}#${found}`;
}
const pageOf = (section: string) => (PAGES[section] ?? '').split('#')[0]!;

interface Link {
  text: string;
  consumed: number;
}

/** One section's citation, from the words after it, else from the comment's words. */
function linkSection(
  section: string,
  rest: string,
  comment: string,
  isCapital: boolean,
): Link | null {
  if (!PAGES[section]) return null;
  for (const { match, to, form } of QUALIFIERS[section] ?? []) {
    const m = match.exec(rest);
    if (!m) continue;
    const group = m[2] && section === '7' ? API_GROUPS[m[2]] : m[1];
    const link = linkTo(to.replace(/\$\d/, group ?? ''), section);
    if (form === 'consume') return { text: link, consumed: m[0].length };
    if (form === 'swap') return { text: `${m[1]}, ${link}`, consumed: m[0].length };
    const text = form.template.replace('{link}', link);
    return {
      text: isCapital ? text : text[0]!.toLowerCase() + text.slice(1),
      consumed: m[0].length,
    };
  }
  const quoted = QUOTED.exec(rest);
  if (quoted) {
    const title = quoted[1]!.replace(/\s*\n\s*\*?\s*/g, ' ');
    const target = TITLES[section]?.[title] ?? `#${slugOf(title)}`;
    if (!target.includes('.md') && !anchors.get(pageOf(section))?.has(target.slice(1))) return null;
    return { text: linkTo(target, section), consumed: quoted[0].length };
  }
  const hint = HINTS[section]?.find(([words]) => words.test(comment));
  return { text: linkTo(hint?.[1] ?? PAGES[section]!, section), consumed: 0 };
}

/** A quoted title without a section: the one page that has such a heading. */
function linkTitle(rest: string): Link | null {
  const quoted = /^"([^"]+)"/.exec(rest);
  const slug = slugOf(quoted?.[1] ?? '');
  const pages = [...anchors].filter(([, set]) => set.has(slug));
  if (!quoted || pages.length !== 1) return null;
  return { text: `${DOCS}/${pages[0]![0]}#${slug}`, consumed: quoted[0].length };
}

interface Rewrite {
  text: string;
  changes: { offset: number; from: string; to: string }[];
  missed: { offset: number; from: string }[];
}

/** Rewrites every citation in one comment's text. */
function rewriteComment(comment: string): Rewrite {
  const result: Rewrite = { text: '', changes: [], missed: [] };
  let last = 0;
  for (const m of comment.matchAll(CITATION)) {
    if (m.index < last) continue;
    const end = m.index + m[0].length;
    const rest = comment.slice(end);
    const sections = m[2] ? [m[2], ...(m[3]?.match(/\d+/g) ?? [])] : [];
    let link: Link | null;
    if (sections.length > 1) {
      const pages = sections.map((s) => (PAGES[s] ? pageOf(s) : null));
      link = pages.includes(null) ? null : { text: `${DOCS}/${pages.join(', ')}`, consumed: 0 };
    } else {
      link = m[2] ? linkSection(m[2], rest, comment, m[1] === 'S') : linkTitle(rest);
    }
    const from = comment.slice(m.index, end + (link?.consumed ?? 0));
    if (!link) {
      result.missed.push({ offset: m.index, from: `${m[0]}${rest.slice(0, 30)}` });
      continue;
    }
    result.text += comment.slice(last, m.index) + link.text;
    result.changes.push({ offset: m.index, from, to: link.text });
    last = end + link.consumed;
  }
  result.text += comment.slice(last);
  return result;
}

/** Greedy word wrap: the first line after `first`, the others after `next`. */
function wrapWords(all: string[], first: string, next: string, firstColumn: number): string[] {
  // A unit stays with its number ("20 s", "500 ms").
  const words = all.reduce<string[]>((kept, word) => {
    const isUnit = /^(ms|s|%|KiB)\W*$/.test(word) && /\d$/.test(kept.at(-1) ?? '');
    if (isUnit) kept[kept.length - 1] += ` ${word}`;
    else kept.push(word);
    return kept;
  }, []);
  const lines: string[] = [];
  let line = first;
  let column = firstColumn;
  for (const word of words) {
    const isStart = line === first || line === next;
    if (!isStart && column + line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = next;
      column = 0;
    }
    line += (line === first || line === next ? '' : ' ') + word;
  }
  lines.push(line);
  return lines;
}

/**
 * Re-wraps the paragraphs of a comment that now run past WIDTH. `column` is where the comment
 * starts; only a comment that starts its line (nothing but blanks before it) is touched.
 */
function rewrapComment(comment: string, column: number, isOwnLine: boolean): string {
  const lines = comment.split('\n');
  const tooWide = (l: string, i: number) => (i === 0 ? column : 0) + l.length > WIDTH;
  if (!isOwnLine || !lines.some(tooWide)) return comment;
  const indent = ' '.repeat(column);
  if (comment.startsWith('//')) {
    return wrapWords(comment.slice(2).trim().split(/\s+/), '// ', `${indent}// `, column).join(
      '\n',
    );
  }
  if (lines.length === 1) {
    const [, open = '/*', body = ''] = /^(\/\*\*?)\s*([\s\S]*?)\s*\*\/$/.exec(comment) ?? [];
    return [
      open,
      ...wrapWords(body.split(/\s+/), `${indent} * `, `${indent} * `, 0),
      `${indent} */`,
    ].join('\n');
  }
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!tooWide(lines[i]!, i)) {
      out.push(lines[i]!);
      continue;
    }
    let j = i;
    while (
      j + 1 < lines.length &&
      /^\s*\*\s+(?![@|-]|```)[^\s*]/.test(lines[j + 1]!) &&
      !/\*\/\s*$/.test(lines[j]!)
    )
      j++;
    const lead = /^(\s*(?:\/\*\*?|\*)\s?)/.exec(lines[i]!)?.[1] ?? '';
    const body = [
      lines[i]!.slice(lead.length),
      ...lines.slice(i + 1, j + 1).map((l) => l.replace(/^\s*\*\s?/, '')),
    ].join(' ');
    const closes = /\s*\*\/\s*$/.test(body);
    const words = body
      .replace(/\s*\*\/\s*$/, '')
      .trim()
      .split(/\s+/);
    const wrapped = wrapWords(words, lead, `${indent} * `, i === 0 ? column : 0);
    const tail = wrapped.length - 1;
    if (closes && (tail === 0 ? column : 0) + wrapped[tail]!.length + 3 <= WIDTH)
      wrapped[tail] += ' */';
    else if (closes) wrapped.push(`${indent} */`);
    out.push(...wrapped);
    i = j;
  }
  return out.join('\n');
}

/** [start, end) of every comment: the TypeScript parser's view, so strings and JSX text are not. */
function commentRanges(file: string, text: string): [number, number][] {
  if (file.endsWith('.css'))
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m.index + m[0].length]);
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, number>();
  const jsxText: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxText.push([node.pos, node.end]);
      return;
    }
    for (const r of ts.getLeadingCommentRanges(text, node.pos) ?? []) found.set(r.pos, r.end);
    for (const r of ts.getTrailingCommentRanges(text, node.end) ?? []) found.set(r.pos, r.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  const sorted = [...found]
    .filter(([start]) => !jsxText.some(([a, b]) => start >= a && start < b))
    .sort((a, b) => a[0] - b[0]);
  return sorted.filter(([start], i) => i === 0 || start >= sorted[i - 1]![1]);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : listFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

function main() {
  const isDryRun = process.argv.includes('--dry-run');
  const report = {
    files: 0,
    rewritten: 0,
    missed: [] as string[],
    outside: [] as string[],
    wide: [] as string[],
    prose: [] as string[],
  };
  for (const file of ROOTS.flatMap(listFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!/\b[Ss]pec(?: \d| ")/.test(text)) continue;
    const ranges = commentRanges(file, text);
    let output = '';
    let last = 0;
    let changed = 0;
    for (const [start, end] of ranges) {
      const { text: rewritten, changes, missed } = rewriteComment(text.slice(start, end));
      for (const miss of missed)
        report.missed.push(`${file}:${lineOf(text, start + miss.offset)}: ${miss.from}`);
      for (const m of rewritten.matchAll(/\bthe spec(?:'s)?\b.{0,40}/gi)) {
        report.prose.push(`${file}:${lineOf(text, start)}: ${m[0].split('\n')[0]}`);
      }
      if (changes.length === 0) continue;
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      const isOwnLine = text.slice(lineStart, start).trim() === '';
      const wrapped = rewrapComment(rewritten, start - lineStart, isOwnLine);
      for (const [i, line] of wrapped.split('\n').entries()) {
        const width = (i === 0 ? start - lineStart : 0) + line.length;
        if (width > WIDTH) report.wide.push(`${file}: ${line.trim().slice(0, 70)}`);
      }
      if (isDryRun) {
        for (const c of changes)
          console.log(
            `${file}:${lineOf(text, start + c.offset)}  ${c.from.replace(/\s*\n\s*/g, ' ')}  →  ${c.to}`,
          );
      }
      output += text.slice(last, start) + wrapped;
      last = end;
      changed += changes.length;
    }
    const inComments = (offset: number) => ranges.some(([a, b]) => offset >= a && offset < b);
    for (const m of text.matchAll(CITATION)) {
      if (!inComments(m.index))
        report.outside.push(
          `${file}:${lineOf(text, m.index)}: ${m[0]}${text
            .slice(m.index + m[0].length)
            .split('\n')[0]!
            .slice(0, 40)}`,
        );
    }
    if (changed === 0) continue;
    report.files++;
    report.rewritten += changed;
    if (!isDryRun) writeFileSync(file, output + text.slice(last));
  }
  const list = (title: string, items: string[]) => {
    console.log(`${title}: ${items.length}`);
    for (const item of items) console.log(`  ${item}`);
  };
  console.log(
    `\n${isDryRun ? 'dry run, nothing written' : 'written'}: ${report.rewritten} citations in ${report.files} files`,
  );
  list('could not map (left as they were)', report.missed);
  list('not in a comment (left alone: strings, test names)', report.outside);
  list('comment lines still over 100 columns (code before the comment)', report.wide);
  list('comments still naming "the spec" in prose (no section: reword by hand)', report.prose);
  if (report.missed.length > 0) process.exitCode = 1;
}

main();
