import type { dialogue, Translate } from '@peilian/shared';
import { Background, ReactFlow, ReactFlowProvider, useReactFlow, type Connection, type Edge, type NodeChange, type NodeTypes } from '@xyflow/react';
import flowStyles from '@xyflow/react/dist/style.css?inline';
import { useCallback, useMemo, useRef, useState } from 'react';
import { canvasEdges, canvasNodes, type PickedLine, type Size } from './flowElements';
import { addNode, clampZoom, connect, disconnect, freeSpot, moveNode, ZOOM_MAX, ZOOM_MIN, type FlowChange } from './flowModel';
import { FlowNodeView, type FlowCanvasNode } from './FlowNodeView';
import { FlowToolbar } from './FlowToolbar';

interface Props {
  flow: dialogue.Flow;
  selected: string;
  onSelect: (nodeId: string) => void;
  onChange: (change: FlowChange) => void;
  t: Translate;
}

const NODE_TYPES: NodeTypes = { flowNode: FlowNodeView };

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
  const [line, setLine] = useState<PickedLine | null>(null);

  const nodes = useMemo(() => canvasNodes(flow, selected, sizes, t), [flow, selected, sizes, t]);
  const edges = useMemo(() => canvasEdges(flow, line), [flow, line]);

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

  return (
    <div>
      <FlowToolbar
        flow={flow}
        zoom={zoom}
        picked={Boolean(line)}
        t={t}
        onAdd={add}
        onDeleteLine={() => {
          if (line) onChange({ flow: disconnect(flow, line.from, line.transitionId), issues: [] });
          setLine(null);
        }}
        onZoom={(value) => void reactFlow.zoomTo(clampZoom(value))}
      />
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
