import { Trophy } from 'lucide-react';

/**
 * The latest-winners slot of the home page (a `winners` section in content). The games
 * feature fills it from GET /api/game/spins/winners and the winners channel; until then it
 * keeps its place with an empty state.
 */
export function WinnersStrip({ title, emptyText }: { title: string; emptyText: string }) {
  return (
    <section className="row winners-strip" aria-label={title} data-slot="winners">
      <div className="row__head">
        <h2>{title}</h2>
      </div>
      <p className="winners-strip__empty">
        <Trophy size={18} aria-hidden="true" /> {emptyText}
      </p>
    </section>
  );
}
