import '@fontsource-variable/inter/wght.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { env } from './config/env';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import { queryClient } from './app/query-client';
import { sessionQueryOptions } from './entities/session/session';
import { initTheme } from './lib/theme';

initTheme();
captureInstallPrompt();
// Start the session request while the first route chunk downloads.
void queryClient.prefetchQuery(sessionQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (env.isProd) void registerServiceWorker();
