import { useDraftSave, type DraftSaveOptions } from '../blocks/useDraftSave';
import { issuesOf, type FormIssue } from '../blocks/formIssues';

/** A library edit dialog's `useDraftSave` (issues from the shared request schema), with one field's Form.Item props. */
export function useEditDialog<D>(options: Omit<DraftSaveOptions<D, FormIssue>, 'savedKey'>) {
  const dialog = useDraftSave({ ...options, savedKey: 'practiceWeb.common.saved' });
  const item = (field: string) => dialog.shown(issuesOf(dialog.issues, field));
  return { ...dialog, item };
}
