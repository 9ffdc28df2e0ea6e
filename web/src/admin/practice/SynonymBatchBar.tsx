import { Button } from 'antd';
import { BatchBar } from '../blocks/BatchBar';
import type { useSelection } from '../blocks/useSelection';
import { useAdminMutation } from '../data/queries';
import type { useLibraryActions } from './useLibraryActions';

interface Props {
  selection: ReturnType<typeof useSelection>;
  actions: Pick<ReturnType<typeof useLibraryActions>, 't' | 'notice' | 'failed'>;
}

/** The synonym list's batch: turn the chosen groups on or off at once (`PUT synonyms/batchset`, all or none). */
export function SynonymBatchBar({ selection, actions: { t, notice, failed } }: Props) {
  const batch = useAdminMutation('synonyms', 'batchSet');
  const ids = selection.keys.map(String);
  // Done: said and the choice cleared; refused: said, the choice kept.
  const apply = (status: 0 | 1) =>
    batch.run({}, { synonymids: ids, status }).then(({ updated }) => {
      selection.clear();
      void notice.success(t('practiceWeb.words.synonymBatchDone', { count: updated }));
    }, failed);
  return (
    <BatchBar count={ids.length} onClear={selection.clear}>
      <Button loading={batch.pending} onClick={() => void apply(0)} data-testid="synonym-batch-enable">
        {t('practiceWeb.words.synonymBatchEnable')}
      </Button>
      <Button loading={batch.pending} onClick={() => void apply(1)} data-testid="synonym-batch-disable">
        {t('practiceWeb.words.synonymBatchDisable')}
      </Button>
    </BatchBar>
  );
}
