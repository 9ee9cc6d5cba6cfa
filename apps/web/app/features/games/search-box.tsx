import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../components/ui/text-field';
import { normaliseSearch, SEARCH_MAX } from './lobby-filters';

/** Typing settles for this long before the lobby searches (and the URL changes). */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Search as you type: after a 250 ms pause a query of 2+ characters (or an emptied box) is
 * handed to `onSearch`; a search changed from outside (header search, back button) shows here.
 */
export function SearchBox({
  value,
  label,
  autoFocus,
  onSearch,
}: {
  value: string | undefined;
  label: string;
  autoFocus?: boolean;
  onSearch: (search: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  // The last search handed out: the URL catching up with it must not reset what is typed since.
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);

  // Typed before the page hydrated (issue 13: no dead taps): the box holds the player's text,
  // which React's state has not seen; it is searched as if typed now.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== (sent.current ?? '')) setText(typed);
  }, []);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value ?? '');
  }, [value]);

  useEffect(() => {
    const next = normaliseSearch(text);
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <TextField
      name="search"
      type="search"
      label={label}
      isLabelHidden
      placeholder={label}
      icon={<Search size={18} />}
      value={text}
      maxLength={SEARCH_MAX}
      autoComplete="off"
      enterKeyHint="search"
      autoFocus={autoFocus}
      data-testid="lobby-search"
      ref={input}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
