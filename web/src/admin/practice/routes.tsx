import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { CustomersPage } from './CustomersPage';
import { DubbingTasksPage } from './DubbingTasksPage';
import { ScoringRulesPage } from './ScoringRulesPage';
import { SpeechLibraryPage } from './SpeechLibraryPage';
import { WordLibrariesPage } from './WordLibrariesPage';

/** The voice-practice library pages, relative to `/admin/` (the route guard has checked their functions). */
export const PRACTICE_ROUTES: readonly AdminPageRoute[] = [
  { path: 'voice/voicespeech', element: <SpeechLibraryPage /> },
  { path: 'voice/voicecustomer', element: <CustomersPage /> },
  { path: 'voice/voicetaskdetails', element: <DubbingTasksPage /> },
  { path: 'voice/voicematerial', element: <WordLibrariesPage /> },
  { path: 'train/trainassessrule', element: <ScoringRulesPage /> },
];

/** Their titles for the breadcrumb. */
export const PRACTICE_TITLES: Record<string, MessageKey> = {
  '/admin/voice/voicespeech': 'practiceWeb.speech.title',
  '/admin/voice/voicecustomer': 'practiceWeb.customer.title',
  '/admin/voice/voicetaskdetails': 'dubbing.title',
  '/admin/voice/voicematerial': 'practiceWeb.words.title',
  '/admin/train/trainassessrule': 'practiceWeb.rule.title',
};
