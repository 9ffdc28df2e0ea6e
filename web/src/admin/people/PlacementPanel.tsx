import type { DepartmentNode, PositionNode } from '@peilian/shared';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { OrgTreePanel } from './OrgTreePanel';
import type { OrgTreeKind } from './orgTrees';

interface Props {
  departments: readonly DepartmentNode[];
  positions: readonly PositionNode[];
  /** The list's department and position filters ('' = all). */
  selected: { department: string; position: string };
  onSelect: (change: { department?: string; position?: string }) => void;
  notify: { success: (text: string) => void; error: (text: string) => void };
}

/**
 * Left of the user list: the department tree or the position tree, one at a time. Switching trees
 * drops the filter of the tree left, so the list never filters by a tree not on screen.
 */
export function PlacementPanel({ departments, positions, selected, onSelect, notify }: Props) {
  const t = useT();
  const [kind, setKind] = useState<OrgTreeKind>(selected.position ? 'position' : 'department');
  const choose = (next: OrgTreeKind) => {
    setKind(next);
    onSelect(next === 'department' ? { position: '' } : { department: '' });
  };
  return (
    <div data-testid="placement-panel" style={{ width: 260, flex: '0 0 260px', borderRight: '1px solid #f0f0f0', paddingRight: 12 }}>
      <Segmented<OrgTreeKind>
        block
        style={{ marginBottom: 8 }}
        value={kind}
        onChange={choose}
        options={[
          { value: 'department', label: <span data-testid="placement-department">{t('people.users.byDepartment')}</span> },
          { value: 'position', label: <span data-testid="placement-position">{t('people.users.byPosition')}</span> },
        ]}
      />
      {kind === 'department' ? (
        <OrgTreePanel kind="department" tree={departments} selected={selected.department} onSelect={(department) => onSelect({ department })} notify={notify} />
      ) : (
        <OrgTreePanel kind="position" tree={positions} selected={selected.position} onSelect={(position) => onSelect({ position })} notify={notify} />
      )}
    </div>
  );
}
