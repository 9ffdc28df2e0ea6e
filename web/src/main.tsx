import './app/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { i18n, learnerEndpoints, sessionStore } from './app/services';
import { LEARNER_HOME } from './routes/access';
import { prefetchLearnerShell } from './routes/learnerPages';
import { prefetchCentre, preloadKeptBanner } from './training/centreStore';
import 'antd-mobile/es/global';
import './styles/global.css';

async function start(): Promise<void> {
  // Every page's first call needs the endpoint table: fetch its chunk now, beside the first render.
  void learnerEndpoints();
  // A signed-in learner opening the centre: the first banner kept from the last visit starts loading
  // and the centre's call starts now, beside the centre's code (the kept answer shows meanwhile).
  // Its code too: the learner shell's chunk is asked for now rather than when the router first renders.
  if (sessionStore.getState().user && window.location.hash.startsWith(`#${LEARNER_HOME}`)) {
    preloadKeptBanner();
    prefetchCentre();
    void prefetchLearnerShell().catch(() => undefined);
  }
  // Apply the stored language before the first paint so a zh-TW or en user never sees zh-CN flash.
  await i18n.change(sessionStore.getState().language);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD) void import('./pwa/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
}

void start();
