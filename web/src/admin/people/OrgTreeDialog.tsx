import { checkRequiredName } from '@peilian/shared';
import { Form, Input, TreeSelect } from 'antd';
import { useT } from '../../app';
import { issueRule } from './formRules';
import { FormDialog } from '../blocks/FormDialog';
import { ORG_TREES, useTreeWrites, type OrgNode, type OrgTreeKind } from './orgTrees';
import { treeOptions, type TreeOption } from './userFields';

interface Props {
  kind: OrgTreeKind;
  /** The node being edited; undefined creates one under `parentId`. */
  node: OrgNode | undefined;
  parentId: string;
  tree: readonly OrgNode[];
  onClose: () => void;
  onSaved: (node: OrgNode) => void;
}

const TOP_LEVEL = '';

/** Parent choices: every node except the one edited and those below it (the server refuses those too). */
function parentChoices(tree: readonly OrgNode[], excludeId: string | undefined): TreeOption[] {
  const prune = (nodes: readonly OrgNode[]): OrgNode[] =>
    nodes.filter((node) => node.id !== excludeId).map((node) => ({ ...node, children: prune(node.children) }));
  return treeOptions(prune(tree));
}

/** Create, rename or move a department or a position. */
export function OrgTreeDialog({ kind, node, parentId, tree, onClose, onSaved }: Props) {
  const t = useT();
  const { label, nameMax } = ORG_TREES[kind];
  const [form] = Form.useForm<{ name: string; parentid: string }>();
  const writes = useTreeWrites(kind);
  const submit = async ({ name, parentid = TOP_LEVEL }: { name: string; parentid: string }) => {
    onSaved(node ? await writes.update(node.id, { name, parentid }) : await writes.create({ name, parentid }));
  };

  return (
    <FormDialog
      title={t(label(node ? 'edit' : 'add'))}
      form={form}
      initialValues={{ name: node?.name ?? '', parentid: node ? node.parentid : parentId }}
      onSubmit={submit}
      onClose={onClose}
      testIds={{ save: `${kind}-dialog-save`, errors: `${kind}-error` }}
    >
      <Form.Item name="name" htmlFor={`${kind}-name`} label={t(label('name'))} required rules={[issueRule((value) => checkRequiredName(value, nameMax), t)]}>
        <Input id={`${kind}-name`} />
      </Form.Item>
      <Form.Item name="parentid" htmlFor={`${kind}-parent`} label={t(label('parent'))}>
        <TreeSelect
          id={`${kind}-parent`}
          treeDefaultExpandAll
          treeData={[{ title: t(label('topLevel')), value: TOP_LEVEL, children: [] }, ...parentChoices(tree, node?.id)]}
        />
      </Form.Item>
    </FormDialog>
  );
}
