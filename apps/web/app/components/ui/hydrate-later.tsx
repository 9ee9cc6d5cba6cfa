import { type ReactElement, Suspense } from 'react';
import { nextTask } from '../../lib/next-task';

type HydrationWindow = Window & {
  /** Set by the browser runtime while it hydrates the page in one pass (docs/decisions/033). */
  __hydrating?: boolean;
  /** Slices of the page still waiting for their turn (read by app/lib/early-submit.ts). */
  __pendingSlices?: Set<string>;
};

const resumed = new Set<string>();

function Gate({ id, after, children }: { id: string; after: number; children: ReactElement }) {
  const w = typeof window === 'undefined' ? null : (window as HydrationWindow);
  if (w?.__hydrating && !resumed.has(id)) {
    w.__pendingSlices ??= new Set();
    const pending = w.__pendingSlices;
    pending.add(id);
    // Suspending while hydrating keeps the server's markup on screen; it is adopted in a task
    // of its own once this resolves.
    // At least two hops: after what hydration itself queued (effects, a first update); a later
    // part waits one hop more per step of `after`.
    let turn = nextTask().then(nextTask);
    for (let step = 0; step < after; step += 1) turn = turn.then(nextTask);
    throw turn.then(() => {
      resumed.add(id);
      pending.delete(id);
    });
  }
  return children;
}

/**
 * Hydrates a part of the page in a task after the rest (issue 13: Lighthouse's TBT). Preact
 * hydrates a page in one pass, as one long task; a part wrapped here is left as the server
 * rendered it (visible, its links working) and adopted in a task of its own right after, the
 * header and bottom bar first (before hydration their links and popover button work natively). React, which yields on its own, never suspends here. `children` must be one
 * element: that element's markup is what is kept meanwhile.
 */
export function HydrateLater({
  id,
  after = 0,
  children,
}: {
  id: string;
  /** Its turn among the parts (0 first): what answers taps before what is read or scrolled to. */
  after?: number;
  children: ReactElement;
}) {
  return (
    <Suspense fallback={null}>
      <Gate id={id} after={after}>
        {children}
      </Gate>
    </Suspense>
  );
}
