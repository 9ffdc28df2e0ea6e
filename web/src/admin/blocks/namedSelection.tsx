import type { CheckboxProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useT } from '../../app';

/**
 * The parts of a table's `rowSelection` that name its checkboxes in the user's language: antd names
 * them "Select row 1" and "Select all" in English whatever the locale, and leaves their labels
 * without text. Each box gets its name as `aria-label` and as words only screen readers read.
 */
export function useNamedSelection() {
  const t = useT();
  const named = (name: string): { 'aria-label': string; children: ReactNode } => ({
    'aria-label': name,
    children: <span className="visually-hidden">{name}</span>,
  });
  return {
    getTitleCheckboxProps: () => named(t('common.selectAllRows')),
    renderCell: (_checked: boolean, _row: unknown, index: number, node: ReactNode): ReactNode =>
      isValidElement(node) ? cloneElement(node as ReactElement<CheckboxProps>, named(t('common.selectRow', { index: index + 1 }))) : node,
  };
}
