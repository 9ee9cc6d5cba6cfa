import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { type Me, OperatorContext, operatorOf } from '../app/operator.ts';
import { ROUTES } from '../app/routes.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An operator of `role` allowed the named calls. */
export function operator(role: Me['operator']['role'], allowed: string[]): Me {
  return {
    operator: {
      id: 'op-1',
      email: `${role}@aurora.test`,
      name: 'Ops',
      role,
      totpEnrolled: true,
      disabled: false,
      lastLoginAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    allowed,
  };
}

/**
 * Renders the signed-in back office at `path` (under /backoffice) for `me`: the real routes,
 * shell and screens, with a fresh query cache. The API is whatever `mockApi` answers.
 */
export function renderAt(path: string, me: Me) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  const signOut = vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      <OperatorContext value={operatorOf(me, signOut)}>
        <RouterProvider router={router} />
      </OperatorContext>
    </QueryClientProvider>,
  );
  return { ...view, router, signOut };
}
