import { lazy, Suspense } from 'react';

// The QR drawing and the setting's calls load apart, after the personal centre.
const Card = lazy(() => import('./TaskMessageCard').then((m) => ({ default: m.TaskMessageCard })));

/** The personal centre's task-message card, loaded once the page is up (nothing shown until then). */
export function TaskMessageEntry() {
  return (
    <Suspense fallback={null}>
      <Card />
    </Suspense>
  );
}
