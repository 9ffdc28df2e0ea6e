import './app/zodWithoutEval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadLearnerShell } from './shell';
import { i18n, learnerArea, sessionStore } from './app';
import { followBrowserSignIns } from './identity';
import { LEARNER_HOME } from './routes';
import { afterLoad, nextTask } from './lib/idle';
import { watchInstallOffer } from './pwa';
import { prefetchCentre } from './training';
import 'antd-mobile/es/global';
import './styles/global.css';

async function start(): Promise<void> {
  // The smart customer-service dialog's page is addressed as a path (`/aicenter?token=…`, the server's
  // answer): carried into the hash route the app reads (docs/assistant.md "The learner's assistant").
  if (window.location.pathname === '/aicenter' && !window.location.hash) window.history.replaceState(null, '', `/#/aicenter${window.location.search}`);
  // The browser offers installation early, before the app has rendered: listened for at once.
  watchInstallOffer();
  // Every account signed in here (any method) is a recent one a voice sign-in compares with first.
  followBrowserSignIns();
  const signedIn = Boolean(sessionStore.getState().user);
  const onCentre = signedIn && window.location.hash.startsWith(`#${LEARNER_HOME}`);
  // A signed-in learner opening the centre: its call leaves first — taken from the head start
  // (training/headStart.ts), which asked for it and its first banner while this entry downloaded.
  if (onCentre) prefetchCentre();
  // The rest of the start runs in steps, each its own task, so a phone's main thread is never held
  // long enough to count as blocked: the centre's code (asked for now rather than when the router
  // first renders); signed out, the sign-in's schemas. A signed-in page's calls leave at once and
  // their areas' schemas load with them.
  await nextTask();
  if (onCentre) void loadLearnerShell().catch(() => undefined);
  else if (!signedIn) void learnerArea('auth');
  await nextTask();
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
  // The service worker's code waits for the page to have loaded: nothing on screen needs it.
  if (import.meta.env.PROD) afterLoad(() => void import('./pwa/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker()));
}

void start();
