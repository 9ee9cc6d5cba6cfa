import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** A paragraph that is only `{{name}}`: where a live block goes. */
const BLOCK = /<p>\{\{([a-z][a-z-]*)\}\}<\/p>\n?/g;

/**
 * HTML rendered by the content store from Markdown (raw HTML escaped there). Site links are
 * followed in-app, without a full page load; http links already open in a new window.
 */
export function ContentHtml({
  html,
  className = 'prose__body',
  blocks = {},
}: {
  html: string;
  className?: string;
  /** Live parts an entry places on a line of its own as `{{name}}` (e.g. payment limits). */
  blocks?: Record<string, ReactNode>;
}) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest('a');
      const href = link?.getAttribute('href');
      if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      navigate(href);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);
  const parts = html.split(BLOCK);
  if (parts.length === 1) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered by the server with raw HTML escaped
    return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  // split() with a capture group: text, block name, text, block name, ..., text.
  return (
    <div ref={ref} className={className}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Fragment key={`${part}-${i}`}>{blocks[part] ?? null}</Fragment>
        ) : (
          <HtmlPart key={`html-${i}`} html={part} />
        ),
      )}
    </div>
  );
}

function HtmlPart({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered by the server with raw HTML escaped
  return <div className="prose__part" dangerouslySetInnerHTML={{ __html: html }} />;
}
