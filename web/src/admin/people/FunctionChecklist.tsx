import { functionLabelKey, roleFunctionGroups, type MenuGroup, type MessageKey } from '@peilian/shared';
import { Checkbox } from 'antd';
import { useT } from '../../app';

/** The menu-group labels the sidebar uses (admin.menu.*). */
const GROUP_LABELS: Record<MenuGroup, MessageKey> = {
  homePage: 'admin.menu.home',
  view: 'admin.menu.dataCentre',
  train: 'admin.menu.training',
  voice: 'admin.menu.questionBank',
  smart: 'admin.menu.assistant',
  system: 'admin.menu.system',
  log: 'admin.menu.logs',
  expenses: 'admin.menu.cost',
};

interface Props {
  /** Keys the organisation is licensed for (only these are offered). */
  licensed: readonly string[];
  value?: string[];
  onChange?: (keys: string[]) => void;
  disabled?: boolean;
}

/**
 * The role's permission editor: the shared function tree by menu group, a select-all per group.
 * Hidden detail routes are not listed — they follow the permission of their parent entry.
 */
export function FunctionChecklist({ licensed, value = [], onChange, disabled }: Props) {
  const t = useT();
  const chosen = new Set(value);
  const update = (keys: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange?.([...next]);
  };
  return (
    <div data-testid="function-checklist">
      {roleFunctionGroups(licensed).map(({ group, keys }) => {
        const count = keys.filter((key) => chosen.has(key)).length;
        return (
          <div key={group} style={{ display: 'flex', gap: 16, padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
            <div style={{ width: 140, flex: '0 0 140px' }}>
              <Checkbox
                disabled={disabled}
                checked={count === keys.length}
                indeterminate={count > 0 && count < keys.length}
                onChange={(event) => update(keys, event.target.checked)}
                data-testid={`function-group-${group}`}
              >
                <strong>{t(GROUP_LABELS[group])}</strong>
              </Checkbox>
            </div>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px' }}>
              {keys.map((key) => (
                <Checkbox
                  key={key}
                  disabled={disabled}
                  checked={chosen.has(key)}
                  onChange={(event) => update([key], event.target.checked)}
                  data-testid={`function-${key}`}
                >
                  {t(functionLabelKey(key))}
                </Checkbox>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
