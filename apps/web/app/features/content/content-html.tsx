import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML rendered by the content store from Markdown (raw HTML escaped there). Site links are
 * followed in-app, without a full page load; http links already open in a new window.
 */
export function ContentHtml({
  html,
  className = 'prose__body',
}: {
  html: string;
  className?: string;
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
  // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered by the server with raw HTML escaped
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
