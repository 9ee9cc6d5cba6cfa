import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { backofficeApi } from '../../lib/api.ts';
import { apiQuery } from '../../lib/query.ts';

/** The Markdown source beside the page as the site renders it (the site's own renderer). */
export function MarkdownField({
  name,
  value,
  locale,
  disabled,
}: {
  name: string;
  value: string;
  locale: string;
  disabled: boolean;
}) {
  const [source, setSource] = useState(value);
  // The first render at once, then 250 ms after the last keystroke.
  const [rendered, setRendered] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRendered(source), 250);
    return () => clearTimeout(timer);
  }, [source]);
  const preview = useQuery({
    ...apiQuery(backofficeApi.renderContentMarkdown, { body: { markdown: rendered, locale } }),
    placeholderData: keepPreviousData,
  });
  const html = preview.isError
    ? '<p>(the preview could not be rendered)</p>'
    : (preview.data?.html ?? null);
  return (
    <div className="markdown-field">
      <label htmlFor={`field-${name}`}>
        {name} (Markdown)
        <textarea
          id={`field-${name}`}
          name={name}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          rows={18}
          disabled={disabled}
        />
      </label>
      <div className="markdown-preview" data-testid="markdown-preview">
        <h4>Live preview</h4>
        {/* Rendered by the server with the site's renderer: raw HTML escaped, script links refused. */}
        <div // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the site's renderer
          dangerouslySetInnerHTML={{ __html: html ?? '<p>Rendering…</p>' }}
        />
      </div>
    </div>
  );
}
