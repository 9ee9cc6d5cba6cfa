import { backofficeApi } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import { LadderEditor } from './ladder-editor.tsx';
import { SendMessage } from './send-message.tsx';

/**
 * Loyalty and the inbox (issue 33): the ladder with each level's benefits and the points per
 * game kind (marketing edits, others read), and inbox messages to players or a segment.
 */
export function Loyalty({ canEdit, canSend }: { canEdit: boolean; canSend: boolean }) {
  const { data, error, reload } = useApi(backofficeApi.getLoyaltySettings, {});
  return (
    <section>
      <h2>Loyalty & inbox</h2>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <LadderEditor
            key={JSON.stringify(data)}
            settings={data}
            canEdit={canEdit}
            onSaved={() => reload()}
          />
          {canSend && <SendMessage levels={data.levels} />}
        </>
      )}
    </section>
  );
}
