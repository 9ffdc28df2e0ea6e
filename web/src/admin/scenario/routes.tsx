import type { MessageKey } from '@peilian/shared';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { AdminPageRoute } from '../adminRouteTypes';
import { ScenarioListPage } from './ScenarioListPage';

/** The flow editor and its drawing library load only when the editor is opened. */
const ScenarioEditorPage = lazy(() => import('./ScenarioEditorPage').then((module) => ({ default: module.ScenarioEditorPage })));

/** The scenario pages, relative to `/admin/` (the route guard has checked their functions). */
export const SCENARIO_ROUTES: readonly AdminPageRoute[] = [
  { path: 'voice/voicescene', element: <ScenarioListPage /> },
  {
    path: 'voice/editscene',
    element: (
      <Suspense fallback={<Spin />}>
        <ScenarioEditorPage />
      </Suspense>
    ),
  },
];

/** Their titles for the breadcrumb. */
export const SCENARIO_TITLES: Record<string, MessageKey> = {
  '/admin/voice/voicescene': 'scenarioWeb.list.title',
  '/admin/voice/editscene': 'scenarioWeb.editor.title',
};
