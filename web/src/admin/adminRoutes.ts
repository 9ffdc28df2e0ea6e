import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute, AdminRouteModule } from './adminRouteTypes';
import { HOME_ROUTES, HOME_TITLES } from './homeRoutes';
import { EXAM_ROUTES, EXAM_TITLES } from './exam/routes';
import { FAQ_ROUTES, FAQ_TITLES } from './faq/routes';
import { LIBRARY_ROUTES, LIBRARY_TITLES } from './library/routes';
import { PEOPLE_ROUTES, PEOPLE_TITLES } from './people/routes';
import { TRAINING_ROUTES, TRAINING_TITLES } from './training/routes';
import { PRACTICE_ROUTES, PRACTICE_TITLES } from './practice/routes';
import { SCENARIO_ROUTES, SCENARIO_TITLES } from './scenario/routes';
import { RECYCLE_ROUTES, RECYCLE_TITLES } from './recycle/routes';
import { REGISTRATION_ROUTES, REGISTRATION_TITLES } from './registrations/routes';
import { REPORT_ROUTES, REPORT_TITLES } from './reports/routes';
import { SETTINGS_ROUTES, SETTINGS_TITLES } from './settings/routes';
import { LEVEL_ROUTES, LEVEL_TITLES } from './levels/routes';
import { LOG_ROUTES, LOG_TITLES } from './logs/routes';
import { VOICEPRINT_ROUTES, VOICEPRINT_TITLES } from './voiceprint/routes';
import { APPEAL_ROUTES, APPEAL_TITLES } from './appeals/routes';
import { NOTIFY_ROUTES, NOTIFY_TITLES } from './notifications/routes';
import { COLLECT_ROUTES, COLLECT_TITLES } from './dialogcollect/routes';
import { KNOWLEDGE_ROUTES, KNOWLEDGE_TITLES } from './knowledge/routes';
import { AIGC_ROUTES, AIGC_TITLES } from './aigc/routes';
import { COST_ROUTES, COST_TITLES } from './cost/routes';

/**
 * The admin route table, one line per feature's route module (`<feature>/routes.tsx`). A new
 * admin feature adds its module here; a permitted function without a page shows the empty
 * function page.
 */
export const ADMIN_ROUTE_MODULES: readonly AdminRouteModule[] = [
  { routes: HOME_ROUTES, titles: HOME_TITLES },
  { routes: PEOPLE_ROUTES, titles: PEOPLE_TITLES },
  { routes: TRAINING_ROUTES, titles: TRAINING_TITLES },
  { routes: LIBRARY_ROUTES, titles: LIBRARY_TITLES },
  { routes: EXAM_ROUTES, titles: EXAM_TITLES },
  { routes: FAQ_ROUTES, titles: FAQ_TITLES },
  { routes: PRACTICE_ROUTES, titles: PRACTICE_TITLES },
  { routes: SCENARIO_ROUTES, titles: SCENARIO_TITLES },
  { routes: RECYCLE_ROUTES, titles: RECYCLE_TITLES },
  { routes: REGISTRATION_ROUTES, titles: REGISTRATION_TITLES },
  { routes: REPORT_ROUTES, titles: REPORT_TITLES },
  { routes: SETTINGS_ROUTES, titles: SETTINGS_TITLES },
  { routes: LEVEL_ROUTES, titles: LEVEL_TITLES },
  { routes: LOG_ROUTES, titles: LOG_TITLES },
  { routes: VOICEPRINT_ROUTES, titles: VOICEPRINT_TITLES },
  { routes: APPEAL_ROUTES, titles: APPEAL_TITLES },
  { routes: NOTIFY_ROUTES, titles: NOTIFY_TITLES },
  { routes: COLLECT_ROUTES, titles: COLLECT_TITLES },
  { routes: KNOWLEDGE_ROUTES, titles: KNOWLEDGE_TITLES },
  { routes: AIGC_ROUTES, titles: AIGC_TITLES },
  { routes: COST_ROUTES, titles: COST_TITLES },
];

export const ADMIN_ROUTES: readonly AdminPageRoute[] = ADMIN_ROUTE_MODULES.flatMap((module) => module.routes);

export const ADMIN_TITLES: Readonly<Record<string, MessageKey>> = Object.assign({}, ...ADMIN_ROUTE_MODULES.map((module) => module.titles));
