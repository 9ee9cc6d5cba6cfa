import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
// The styles in cascade order (later files override earlier ones).
import './styles/base.css';
import './styles/tables.css';
import './styles/games-settings.css';
import './styles/reports-content.css';
import './styles/support.css';
import './styles/player-phone.css';
import './styles/loyalty.css';

// An operator's screens refetch when they open again; a failed load is said at once, not retried
// three times (the old screens showed the error of the first try).
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App createRouter={(routes) => createBrowserRouter(routes, { basename: '/backoffice' })} />
    </QueryClientProvider>
  </StrictMode>,
);
