import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { CustomerDetailsPage } from './CustomerDetailsPage';
import { CustomersPage } from './CustomersPage';
import { DigitalHumanEditorPage } from './DigitalHumanEditorPage';
import { DigitalHumansPage } from './DigitalHumansPage';
import { CUSTOMER_DETAILS_PATH, DIGITAL_HUMANS_PATH, HUMAN_EDITOR_PATH } from './humanPaths';
import { DubbingTasksPage } from './DubbingTasksPage';
import { RuleDetailsPage } from './RuleDetailsPage';
import { RULE_DETAILS_PATH, RULES_PATH } from './rulePaths';
import { ScoringRulesPage } from './ScoringRulesPage';
import { SpeechLibraryPage } from './SpeechLibraryPage';
import { WordLibrariesPage } from './WordLibrariesPage';

/** The voice-practice library pages, relative to `/admin/` (the route guard has checked their functions). */
export const PRACTICE_ROUTES: readonly AdminPageRoute[] = [
  { path: 'voice/voicespeech', element: <SpeechLibraryPage /> },
  { path: 'voice/voicecustomer', element: <CustomersPage /> },
  { path: 'voice/voicecustomerdetails', element: <CustomerDetailsPage /> },
  { path: 'voice/voicespeechdub', element: <DigitalHumansPage /> },
  { path: 'voice/editspeechdub', element: <DigitalHumanEditorPage /> },
  { path: 'voice/voicetaskdetails', element: <DubbingTasksPage /> },
  { path: 'voice/voicematerial', element: <WordLibrariesPage /> },
  { path: 'train/trainassessrule', element: <ScoringRulesPage /> },
  { path: 'train/ruledetails', element: <RuleDetailsPage /> },
];

/** Their titles for the breadcrumb. */
export const PRACTICE_TITLES: Record<string, MessageKey> = {
  '/admin/voice/voicespeech': 'practiceWeb.speech.title',
  '/admin/voice/voicecustomer': 'practiceWeb.customer.title',
  [CUSTOMER_DETAILS_PATH]: 'practiceWeb.customerDetails.title',
  [DIGITAL_HUMANS_PATH]: 'practiceWeb.human.title',
  [HUMAN_EDITOR_PATH]: 'practiceWeb.human.editTitle',
  '/admin/voice/voicetaskdetails': 'dubbing.title',
  '/admin/voice/voicematerial': 'practiceWeb.words.title',
  [RULES_PATH]: 'practiceWeb.rule.title',
  [RULE_DETAILS_PATH]: 'practiceWeb.ruleDetails.title',
};
