import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { FaqBankPage } from './FaqBankPage';
import { FaqEditorPage } from './FaqEditorPage';
import { FAQ_BANK_PATH, FAQ_EDITOR_PATH } from './paths';

/** The quick Q&A bank's pages, relative to `/admin/` (function `questionbank`; the editor `editbank` follows it). */
export const FAQ_ROUTES: readonly AdminPageRoute[] = [
  { path: 'voice/questionbank', element: <FaqBankPage /> },
  { path: 'voice/editbank', element: <FaqEditorPage /> },
];

/** Their titles for the breadcrumb. */
export const FAQ_TITLES: Record<string, MessageKey> = {
  [FAQ_BANK_PATH]: 'faqAdmin.bank.title',
  [FAQ_EDITOR_PATH]: 'faqAdmin.editor.editTitle',
};
