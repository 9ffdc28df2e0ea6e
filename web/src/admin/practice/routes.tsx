import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRoutes';
import { SpeechLibraryPage } from './SpeechLibraryPage';

/** The voice-practice library pages, relative to `/admin/` (the route guard has checked their functions). */
export const PRACTICE_ROUTES: readonly AdminPageRoute[] = [{ path: 'voice/voicespeech', element: <SpeechLibraryPage /> }];

/** Their titles for the breadcrumb. */
export const PRACTICE_TITLES: Record<string, MessageKey> = {
  '/admin/voice/voicespeech': 'practiceWeb.speech.title',
};
