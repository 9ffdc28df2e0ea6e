import './app/zodWithoutEval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { i18n, learnerArea, sessionStore } from './app/services';
import { LEARNER_HOME } from './routes/access';
import { loadLearnerShell } from './routes/learnerPages';
import { prefetchCentre, preloadKeptBanner } from './training/centreStore';
import 'antd-mobile/es/global';
import './styles/global.css';

async function start(): Promise<void> {
  // The first calls of a page need their areas of the endpoint table: fetch those chunks now, beside
  // the first render — sign-in's when signed out; the session's and the system's (heartbeat,
  // watermark, licence) when signed in. Other areas load with their first call.
  const signedIn = Boolean(sessionStore.getState().user);
  for (const area of signedIn ? (['session', 'system'] as const) : (['auth'] as const)) void learnerArea(area);
  // A signed-in learner opening the centre: the first banner kept from the last visit starts loading
  // and the centre's call starts now, beside the centre's code (the kept answer shows meanwhile).
  // Its code too: the learner shell's chunk is asked for now rather than when the router first renders.
  if (signedIn && window.location.hash.startsWith(`#${LEARNER_HOME}`)) {
    preloadKeptBanner();
    prefetchCentre();
    void loadLearnerShell().catch(() => undefined);
  }
  // Apply the stored language before the first paint so a zh-TW or en user never sees zh-CN flash.
  await i18n.change(sessionStore.getState().language);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The first render is a transition, so React renders it in slices and yields to the browser
  // between them instead of holding the main thread for the whole tree (a phone's long task).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  if (import.meta.env.PROD) void import('./pwa/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
}

void start();
