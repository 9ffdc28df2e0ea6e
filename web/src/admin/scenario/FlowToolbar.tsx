import { DisconnectOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { dialogue, type Translate } from '@peilian/shared';
import { Button, Space, Tooltip, Typography } from 'antd';
import { canAddAtZoom, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './flowModel';

interface Props {
  flow: dialogue.Flow;
  zoom: number;
  /** A line is picked on the canvas. */
  picked: boolean;
  t: Translate;
  onAdd: (type: dialogue.NodeType) => void;
  onDeleteLine: () => void;
  onZoom: (zoom: number) => void;
}

const ADDABLE: readonly dialogue.NodeType[] = ['customer', 'student', 'question', 'end'];

/** The canvas toolbar: add a node (only at 100 %), delete the picked line, zoom. */
export function FlowToolbar({ flow, zoom, picked, t, onAdd, onDeleteLine, onZoom }: Props) {
  const addable = canAddAtZoom(zoom);
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      {ADDABLE.map((type) => (
        <Tooltip key={type} title={addable ? undefined : t('scenarioWeb.editor.addOnlyAt100')}>
          <Button
            icon={<PlusOutlined />}
            disabled={!addable || dialogue.canAddNode(flow, type).length > 0}
            onClick={() => onAdd(type)}
            data-testid={`flow-add-${type}`}
          >
            {t('scenarioWeb.editor.addNode', { type: t(`scenarioWeb.nodeTypes.${type}`) })}
          </Button>
        </Tooltip>
      ))}
      <Button icon={<DisconnectOutlined />} disabled={!picked} onClick={onDeleteLine} data-testid="flow-delete-line">
        {t('scenarioWeb.editor.deleteLine')}
      </Button>
      <Typography.Text type="secondary">{t('scenarioWeb.editor.zoom')}</Typography.Text>
      <Button
        icon={<MinusOutlined />}
        aria-label={t('scenarioWeb.editor.zoomOut')}
        disabled={zoom <= ZOOM_MIN}
        onClick={() => onZoom(zoom - ZOOM_STEP)}
        data-testid="flow-zoom-out"
      />
      <span data-testid="flow-zoom">{Math.round(zoom * 100)}%</span>
      <Button
        icon={<PlusOutlined />}
        aria-label={t('scenarioWeb.editor.zoomIn')}
        disabled={zoom >= ZOOM_MAX}
        onClick={() => onZoom(zoom + ZOOM_STEP)}
        data-testid="flow-zoom-in"
      />
      <Button onClick={() => onZoom(1)} data-testid="flow-zoom-reset">
        {t('scenarioWeb.editor.zoomReset')}
      </Button>
    </Space>
  );
}
