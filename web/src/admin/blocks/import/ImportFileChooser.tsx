import { InboxOutlined } from '@ant-design/icons';
import { Typography, Upload } from 'antd';
import { useT } from '../../../app';

interface Props {
  file: File | null;
  /** A file chosen (never uploaded by antd itself) or, with null, removed. */
  onChoose: (file: File | null) => void;
  /** What the picker offers and says, when the import takes other files than one Excel workbook (a scenario file). */
  accept?: string;
  choose?: string;
  hint?: string;
}

/** The wizard's first step: one .xlsx or .xls dropped or chosen; it is sent only when the admin goes on. */
export function ImportFileChooser({ file, onChoose, accept = '.xlsx,.xls', choose, hint }: Props) {
  const t = useT();
  return (
    <Upload.Dragger
      accept={accept}
      maxCount={1}
      fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
      beforeUpload={(chosen) => {
        onChoose(chosen);
        return false;
      }}
      onRemove={() => onChoose(null)}
      data-testid="import-file"
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>{choose ?? t('admin.import.choose')}</p>
      <Typography.Text type="secondary">{hint ?? t('admin.import.chooseHint')}</Typography.Text>
    </Upload.Dragger>
  );
}
