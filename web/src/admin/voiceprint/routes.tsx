import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { VoiceprintAuditPage } from './VoiceprintAuditPage';

/** The voiceprint audit, relative to `/admin/` (the route guard has checked `check`: a registered voiceprint). */
export const VOICEPRINT_ROUTES: readonly AdminPageRoute[] = [{ path: 'system/check', element: <VoiceprintAuditPage /> }];

export const VOICEPRINT_TITLES: Record<string, MessageKey> = { '/admin/system/check': 'voiceprintAdmin.title' };
