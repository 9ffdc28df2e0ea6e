import { APPEAL_LIMITS, appealReasonCount, type AppealRecordStore } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useRef } from 'react';
import { useStore } from 'zustand';
import { useT } from '../app';
import { Checkbox } from '../components/choices';
import { AppealNoticeLine } from './AppealNoticeLine';

interface Props {
  store: AppealRecordStore;
  onCancel: () => void;
}

/**
 * The appeal form (admin-back-office §4, §5): the reason (required, at most 100, with its counter),
 * the record's items to tick (none: the whole record), and submit. Final once the server has it.
 */
export function AppealForm({ store, onCancel }: Props) {
  const t = useT();
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const { reason, items, criteria, submitting, notice, setReason, toggleItem, submit } = useStore(store);
  useEffect(() => reasonRef.current?.focus(), []);
  const invalid = notice?.kind === 'invalid';
  return (
    <form
      className="appeal-form"
      data-testid="appeal-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`}>{t('appeals.learner.formTitle')}</h3>
      <label htmlFor={`${id}-reason`} className="appeal-label">
        {t('appeals.learner.reasonLabel')}
      </label>
      <textarea
        id={`${id}-reason`}
        ref={reasonRef}
        className="appeal-reason"
        data-testid="appeal-reason"
        value={reason}
        maxLength={APPEAL_LIMITS.reasonMax}
        rows={4}
        placeholder={t('appeals.learner.reasonPlaceholder')}
        aria-invalid={invalid}
        aria-describedby={`${id}-count ${id}-notice`}
        onChange={(event) => setReason(event.target.value)}
      />
      <div id={`${id}-count`} className="appeal-count" data-testid="appeal-count">
        {appealReasonCount(reason)}
      </div>
      {criteria.length > 0 && (
        <fieldset className="appeal-items">
          <legend>{t('appeals.learner.itemsLabel')}</legend>
          {criteria.map((criterion) => (
            <Checkbox key={criterion.key} block checked={items.includes(criterion.key)} onChange={() => toggleItem(criterion.key)} data-testid="appeal-item">
              {criterion.label}
            </Checkbox>
          ))}
        </fieldset>
      )}
      <p className="appeal-hint">{t('appeals.learner.finalHint')}</p>
      <AppealNoticeLine id={`${id}-notice`} notice={notice} />
      <div className="appeal-actions">
        <Button type="submit" color="primary" loading={submitting} disabled={submitting} data-testid="appeal-submit">
          {t(submitting ? 'appeals.learner.submitting' : 'appeals.learner.submit')}
        </Button>
        <Button type="button" onClick={onCancel} data-testid="appeal-cancel">
          {t('appeals.learner.cancel')}
        </Button>
      </div>
    </form>
  );
}
