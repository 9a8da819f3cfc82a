import './fonts.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { env } from './config/env';
import { sessionQueryOptions } from './entities/session/session';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import { initTheme } from './lib/theme';

initTheme();
captureInstallPrompt();
// Start the session request while the first route chunk downloads.
void queryClient.prefetchQuery(sessionQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);

if (env.isProd) void registerServiceWorker();
