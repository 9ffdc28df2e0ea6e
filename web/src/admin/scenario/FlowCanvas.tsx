import { DisconnectOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { dialogue, type Translate } from '@peilian/shared';
import { Background, ReactFlow, ReactFlowProvider, useReactFlow, type Connection, type Edge, type NodeChange, type NodeTypes } from '@xyflow/react';
import flowStyles from '@xyflow/react/dist/style.css?inline';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { FlowNodeView, type FlowCanvasNode } from './FlowNodeView';
import { addNode, canAddAtZoom, disconnect, freeSpot, clampZoom, connect, moveNode, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, type FlowChange } from './flowModel';

interface Props {
  flow: dialogue.Flow;
  selected: string;
  onSelect: (nodeId: string) => void;
  onChange: (change: FlowChange) => void;
  t: Translate;
}

const NODE_TYPES: NodeTypes = { flowNode: FlowNodeView };
const ADDABLE: readonly dialogue.NodeType[] = ['customer', 'student', 'question', 'end'];
type Size = { width: number; height: number };

/** The drawn flow with its toolbar (add nodes, zoom); the canvas styles travel with the admin chunk. */
export function FlowCanvas(props: Props) {
  return (
    <ReactFlowProvider>
      <style>{flowStyles}</style>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

function Canvas({ flow, selected, onSelect, onChange, t }: Props) {
  const reactFlow = useReactFlow();
  const wrapper = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const [line, setLine] = useState<{ from: string; transitionId: string } | null>(null);

  const nodes = useMemo<FlowCanvasNode[]>(
    () =>
      flow.nodes.map((node) => ({
        id: node.id,
        type: 'flowNode',
        position: { x: node.left, y: node.top },
        data: { node, typeLabel: t(`scenarioWeb.nodeTypes.${node.type}`) },
        selected: node.id === selected,
        deletable: false,
        ...(sizes[node.id] ? { measured: sizes[node.id] } : {}),
      })),
    [flow, selected, sizes, t],
  );
  const edges = useMemo<Edge[]>(
    () =>
      dialogue.flowEdges(flow).map((edge) => {
        const intent = flow.nodes.find((node) => node.id === edge.from)?.transitions.find((line) => line.id === edge.transitionId);
        const chosen = line?.from === edge.from && line.transitionId === edge.transitionId;
        return {
          id: `${edge.from}:${edge.transitionId}`,
          source: edge.from,
          sourceHandle: edge.transitionId,
          target: edge.to,
          targetHandle: 'in',
          label: intent?.label,
          deletable: false,
          selected: chosen,
          data: { from: edge.from, transitionId: edge.transitionId },
          ...(chosen ? { style: { stroke: '#f5222d', strokeWidth: 2 } } : {}),
        };
      }),
    [flow, line],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<FlowCanvasNode>[]) => {
      let next = flow;
      const measured: Record<string, Size> = {};
      for (const change of changes) {
        if (change.type === 'position' && change.position) next = moveNode(next, change.id, change.position.x, change.position.y);
        if (change.type === 'dimensions' && change.dimensions) measured[change.id] = change.dimensions;
        if (change.type === 'select' && change.selected) onSelect(change.id);
      }
      if (Object.keys(measured).length) setSizes((current) => ({ ...current, ...measured }));
      if (next !== flow) onChange({ flow: next, issues: [] });
    },
    [flow, onChange, onSelect],
  );
  const onConnect = useCallback(
    (connection: Connection) => {
      if (connection.sourceHandle) onChange(connect(flow, connection.source, connection.sourceHandle, connection.target));
    },
    [flow, onChange],
  );

  const add = (type: dialogue.NodeType) => {
    const viewport = reactFlow.getViewport();
    const box = wrapper.current?.getBoundingClientRect();
    const area = {
      left: -viewport.x / viewport.zoom,
      top: -viewport.y / viewport.zoom,
      width: (box?.width ?? 600) / viewport.zoom,
      height: (box?.height ?? 400) / viewport.zoom,
    };
    const { left, top } = freeSpot(flow, area);
    const change = addNode(flow, type, t(`scenarioWeb.nodeTypes.${type}`), { left, top });
    onChange(change);
    if (change.nodeId) onSelect(change.nodeId);
  };
  const zoomTo = (value: number) => void reactFlow.zoomTo(clampZoom(value));
  const addable = canAddAtZoom(zoom);

  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        {ADDABLE.map((type) => (
          <Tooltip key={type} title={addable ? undefined : t('scenarioWeb.editor.addOnlyAt100')}>
            <Button
              icon={<PlusOutlined />}
              disabled={!addable || dialogue.canAddNode(flow, type).length > 0}
              onClick={() => add(type)}
              data-testid={`flow-add-${type}`}
            >
              {t('scenarioWeb.editor.addNode', { type: t(`scenarioWeb.nodeTypes.${type}`) })}
            </Button>
          </Tooltip>
        ))}
        <Button
          icon={<DisconnectOutlined />}
          disabled={!line}
          onClick={() => {
            if (line) onChange({ flow: disconnect(flow, line.from, line.transitionId), issues: [] });
            setLine(null);
          }}
          data-testid="flow-delete-line"
        >
          {t('scenarioWeb.editor.deleteLine')}
        </Button>
        <Typography.Text type="secondary">{t('scenarioWeb.editor.zoom')}</Typography.Text>
        <Button
          icon={<MinusOutlined />}
          aria-label={t('scenarioWeb.editor.zoomOut')}
          disabled={zoom <= ZOOM_MIN}
          onClick={() => zoomTo(zoom - ZOOM_STEP)}
          data-testid="flow-zoom-out"
        />
        <span data-testid="flow-zoom">{Math.round(zoom * 100)}%</span>
        <Button
          icon={<PlusOutlined />}
          aria-label={t('scenarioWeb.editor.zoomIn')}
          disabled={zoom >= ZOOM_MAX}
          onClick={() => zoomTo(zoom + ZOOM_STEP)}
          data-testid="flow-zoom-in"
        />
        <Button onClick={() => zoomTo(1)} data-testid="flow-zoom-reset">
          {t('scenarioWeb.editor.zoomReset')}
        </Button>
      </Space>
      <div ref={wrapper} style={{ height: 560, border: '1px solid #f0f0f0', borderRadius: 6 }} data-testid="flow-canvas">
        <ReactFlow<FlowCanvasNode, Edge>
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={onNodesChange}
          onConnect={onConnect}
          onNodeClick={(_, node) => onSelect(node.id)}
          onPaneClick={() => {
            onSelect('');
            setLine(null);
          }}
          onEdgeClick={(_, edge) => {
            const data = edge.data as { from?: unknown; transitionId?: unknown } | undefined;
            if (typeof data?.from === 'string' && typeof data.transitionId === 'string') setLine({ from: data.from, transitionId: data.transitionId });
          }}
          onMove={(_, viewport) => setZoom(clampZoom(viewport.zoom))}
          defaultViewport={{ x: 20, y: 20, zoom: 1 }}
          minZoom={ZOOM_MIN}
          maxZoom={ZOOM_MAX}
          deleteKeyCode={null}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
        </ReactFlow>
      </div>
    </div>
  );
}
