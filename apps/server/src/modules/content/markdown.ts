import { localizePath } from '@casino/contracts';
import MarkdownIt from 'markdown-it';

/**
 * Markdown of content pages to HTML. Raw HTML in the source is escaped (`html: false`) and
 * markdown-it refuses javascript:/data: links, so an entry cannot inject script. Site paths
 * get the page's locale prefix; http(s) links open in a new window
 * (docs/product/routes-and-modals.md#links).
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  const locale = (env as { locale?: string } | undefined)?.locale;
  if (/^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  } else if (href.startsWith('/') && !href.startsWith('//') && locale) {
    token.attrSet('href', localizePath(href, locale));
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// Tables scroll sideways on phones instead of breaking the layout.
md.renderer.rules.table_open = () => '<div class="prose__table"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

export function renderMarkdown(source: string, locale: string): string {
  return md.render(source, { locale });
}
