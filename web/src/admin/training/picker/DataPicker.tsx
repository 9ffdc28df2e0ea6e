import { LoadingDataPicker, type LoaderPickerProps } from './LoadingDataPicker';
import { PickerDialog, type QueriedPickerProps } from './PickerDialog';

export type { PickerQuery } from './pickerQuery';

/**
 * The data picker of admin §2 "Shared dialogs": a catalogue tree, a text search that goes back to
 * page 1, a paged table at most 370 px high, single or multiple selection with a maximum, and
 * "please select at least one row" when confirmed empty. Chosen rows are kept across pages.
 */
export function DataPicker<Row>(props: QueriedPickerProps<Row> | LoaderPickerProps<Row>) {
  return 'load' in props ? <LoadingDataPicker {...props} /> : <PickerDialog {...props} />;
}
