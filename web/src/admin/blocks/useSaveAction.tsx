import { Alert } from 'antd';
import { useRef, useState } from 'react';
import { useT } from '../../app';
import { failureMessages, isFormValidationError } from '../data/errors';

/**
 * The save step every back-office form shares: validate, then persist while `saving`, and keep the
 * server's messages in `errors` (antd already shows the form's own validation messages). A save
 * asked for while one is under way (Enter pressed twice) is ignored, so nothing is created twice.
 */
export function useSaveAction() {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const busy = useRef(false);

  const save = async <V,>(validate: () => Promise<V>, persist: (values: V) => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const values = await validate();
      setSaving(true);
      setErrors([]);
      await persist(values);
    } catch (error) {
      if (!isFormValidationError(error)) setErrors(failureMessages(error, t));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { saving, errors, save };
}

/** The server's messages about a failed save, above the form. */
export function SaveErrors({ errors, testId }: { errors: readonly string[]; testId: string }) {
  if (errors.length === 0) return null;
  return <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errors.join('；')} data-testid={testId} />;
}
