import { useState } from 'react';
import { useSaveAction } from '../blocks/useSaveAction';
import { useAdminMutation } from '../data/queries';
import type { AdminArea, AdminArgs, AdminBody, AdminWriteName } from '../data/types';

/**
 * A settings card's save: checks and sends its values with `area.write`, then shows 已保存 until the card
 * changes again (`changed`). Errors are the refusal's messages in the admin's language.
 */
export function useSettingSave<A extends AdminArea, W extends AdminWriteName<A>>(area: A, write: W) {
  const setValue = useAdminMutation(area, write);
  const { saving, errors, save } = useSaveAction();
  const [saved, setSaved] = useState(false);
  const submit = (validate: () => Promise<AdminBody<A, W>>, after?: () => Promise<void>) =>
    save(validate, async (values) => {
      await setValue.run({} as AdminArgs<A, W>, values);
      await after?.();
      setSaved(true);
    });
  return { saving, errors, saved, changed: () => setSaved(false), submit };
}
