import { OPEN_TYPES } from '@peilian/shared';
import { Alert, Checkbox, Form, Radio, Typography } from 'antd';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';
import { AppointedFields } from './AppointedFields';
import { inheritedNote, OPEN_TYPE_CHOICES, type AccessFormValues, type AccessLabels, type CatalogAccess } from './accessForm';

interface Props {
  /** The list as read when the dialog opened. */
  access: CatalogAccess;
  /** The catalogue's parent ('' at the top level), or a record's catalogue: whose list it follows once "follow" is ticked. */
  parentid: string;
  /** A record's words (default: a catalogue's). */
  labels?: AccessLabels | undefined;
}

/**
 * The access dialog's fields: "follow the parent's setting", and otherwise the open type (each with
 * what it means) and, for an appointed list, whom it names. Read-only when the caller may not edit
 * the catalogue.
 */
export function AccessFields({ access, parentid, labels = CATALOGUE_LABELS }: Props) {
  const t = useT();
  const form = Form.useFormInstance<AccessFormValues>();
  const inherit = Form.useWatch('inherit', form) ?? access.inherit === 1;
  const editable = access.editable === 1;
  return (
    <>
      {!editable && <Alert type="info" showIcon title={t(labels.readOnly)} style={{ marginBottom: 16 }} data-testid="catalog-access-readonly" />}
      <Form.Item name="inherit" valuePropName="checked">
        <Checkbox id="catalog-access-inherit" data-testid="catalog-access-inherit">
          {t(labels.inherit)}
        </Checkbox>
      </Form.Item>
      {inherit ? <InheritedFrom access={access} parentid={parentid} /> : <OpenTypeFields editable={editable} />}
    </>
  );
}

const CATALOGUE_LABELS: AccessLabels = { inherit: 'library.access.inherit', readOnly: 'library.access.readOnly' };

/** Where a followed list comes from: as read, or (ticked just now) whatever the parent follows. */
function InheritedFrom({ access, parentid }: Props) {
  const t = useT();
  const ownList = access.inherit === 0;
  const parent = useAdminQuery('catalogs', 'access', ownList && parentid ? { id: parentid } : null);
  if (ownList && parentid && !parent.data) return parent.error ? <Alert type="warning" title={parent.error} /> : null;
  const note = inheritedNote(ownList ? parent.data?.access : access);
  return <Alert type="info" title={t(note.key, { name: note.name })} data-testid="catalog-access-from" />;
}

/** The open type as radio buttons, each with its meaning, and whom an appointed list names. */
function OpenTypeFields({ editable }: { editable: boolean }) {
  const t = useT();
  const form = Form.useFormInstance<AccessFormValues>();
  // Watching answers only after the first render; the form already holds its starting value then.
  const opentype = Form.useWatch('opentype', form) ?? form.getFieldValue('opentype');
  const options = OPEN_TYPE_CHOICES.map((choice) => ({
    value: choice.value,
    label: (
      <span data-testid={`catalog-access-type-${choice.value}`}>
        {t(choice.label)}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t(choice.help)}
        </Typography.Text>
      </span>
    ),
  }));
  return (
    <>
      <Form.Item name="opentype" label={t('library.access.openType')} rules={[{ required: true, message: t('library.access.openTypeInvalid') }]}>
        <Radio.Group vertical options={options} aria-label={t('library.access.openType')} data-testid="catalog-access-opentype" />
      </Form.Item>
      {opentype === OPEN_TYPES.appointed && <AppointedFields editable={editable} />}
    </>
  );
}
