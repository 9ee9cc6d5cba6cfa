import { useState } from 'react';
import { errorText } from '../../lib/api.ts';

/** A change with its outcome shown beside the section; reloads after. */
export function useSave(reload: () => void) {
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const save = async (work: () => Promise<unknown>, done = 'Saved') => {
    setMessage(null);
    try {
      await work();
      setMessage({ error: false, text: done });
    } catch (e) {
      setMessage({ error: true, text: errorText(e) });
    }
    reload();
  };
  const shown = message && (
    <p className={message.error ? 'error' : 'saved'} role="status">
      {message.text}
    </p>
  );
  return { save, shown };
}
