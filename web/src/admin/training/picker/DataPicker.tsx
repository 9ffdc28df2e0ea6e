import { PickerDialog, type QueriedPickerProps } from './PickerDialog';

export type { PickerQuery } from './pickerQuery';

/**
 * The data picker of admin §2 "Shared dialogs": a catalogue tree, a text search that goes back to
 * page 1, a paged table at most 370 px high, single or multiple selection with a maximum, and
 * "please select at least one row" when confirmed empty. Chosen rows are kept across pages; each
 * picker reads its page through the data layer (`usePickerQuery` and `useAdminQuery`).
 */
export function DataPicker<Row>(props: QueriedPickerProps<Row>) {
  return <PickerDialog {...props} />;
}
