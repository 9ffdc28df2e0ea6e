import type { dialogue, Translate } from '@peilian/shared';
import {
  Background,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Connection,
  type EdgeTypes,
  type NodeChange,
  type NodeTypes,
  type Viewport,
} from '@xyflow/react';
import flowStyles from '@xyflow/react/dist/style.css?inline';
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { canvasEdges, canvasNodes, type PickedLine, type Size } from './flowElements';
import { addNode, clampZoom, connect, disconnect, freeSpot, moveNode, ZOOM_MAX, ZOOM_MIN, type FlowChange } from './flowModel';
import { FlowLineView, type FlowLine } from './FlowLineView';
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
const EDGE_TYPES: EdgeTypes = { flowLine: FlowLineView };

/** The drawn flow with its toolbar (add nodes, zoom); the canvas styles travel with the admin chunk. */
export function FlowCanvas(props: Props) {
  return (
    <ReactFlowProvider>
      <style>{flowStyles}</style>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

/** The flow's nodes as drawn (with their measured sizes), and the canvas's moves and selections applied to the flow. */
function useCanvasNodes({ flow, selected, onSelect, onChange, t }: Props) {
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const nodes = useMemo(() => canvasNodes(flow, selected, sizes, t), [flow, selected, sizes, t]);
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
  return { nodes, onNodesChange };
}

/** The part of the flow in view, in flow coordinates (a default size before the canvas is measured). */
function visibleArea(viewport: Viewport, box: DOMRect | undefined) {
  return {
    left: -viewport.x / viewport.zoom,
    top: -viewport.y / viewport.zoom,
    width: (box?.width ?? 600) / viewport.zoom,
    height: (box?.height ?? 400) / viewport.zoom,
  };
}

/** The line a clicked edge stands for, when it carries one. */
function pickedLine(edge: FlowLine): PickedLine | null {
  const data = edge.data as { from?: unknown; transitionId?: unknown } | undefined;
  return typeof data?.from === 'string' && typeof data.transitionId === 'string' ? { from: data.from, transitionId: data.transitionId } : null;
}

function Canvas(props: Props) {
  const { flow, onSelect, onChange, t } = props;
  const reactFlow = useReactFlow();
  const wrapper = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [line, setLine] = useState<PickedLine | null>(null);
  const { nodes, onNodesChange } = useCanvasNodes(props);
  const edges = useMemo(() => canvasEdges(flow, line), [flow, line]);

  const onConnect = useCallback(
    (connection: Connection) => {
      if (connection.sourceHandle) onChange(connect(flow, connection.source, connection.sourceHandle, connection.target));
    },
    [flow, onChange],
  );

  const add = (type: dialogue.NodeType) => {
    const { left, top } = freeSpot(flow, visibleArea(reactFlow.getViewport(), wrapper.current?.getBoundingClientRect()));
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
      <CanvasSurface
        label={t('scenarioWeb.editor.canvas')}
        wrapper={wrapper}
        nodes={nodes}
        edges={edges}
        onNodesChange={onNodesChange}
        onConnect={onConnect}
        onSelect={onSelect}
        onLine={setLine}
        onZoom={setZoom}
      />
    </div>
  );
}

interface SurfaceProps {
  /** The canvas's name for screen readers. */
  label: string;
  wrapper: RefObject<HTMLDivElement>;
  nodes: FlowCanvasNode[];
  edges: FlowLine[];
  onNodesChange: (changes: NodeChange<FlowCanvasNode>[]) => void;
  onConnect: (connection: Connection) => void;
  onSelect: (nodeId: string) => void;
  onLine: (line: PickedLine | null) => void;
  onZoom: (zoom: number) => void;
}

/** The drawing area: nodes and lines, clicks that select a node or pick a line, and the zoom reported back. */
function CanvasSurface({ label, wrapper, nodes, edges, onNodesChange, onConnect, onSelect, onLine, onZoom }: SurfaceProps) {
  return (
    <div ref={wrapper} style={{ height: 560, border: '1px solid #f0f0f0', borderRadius: 6 }} data-testid="flow-canvas">
      <ReactFlow<FlowCanvasNode, FlowLine>
        aria-label={label}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        onNodesChange={onNodesChange}
        onConnect={onConnect}
        onNodeClick={(_, node) => onSelect(node.id)}
        onPaneClick={() => {
          onSelect('');
          onLine(null);
        }}
        onEdgeClick={(_, edge) => {
          const picked = pickedLine(edge);
          if (picked) onLine(picked);
        }}
        onMove={(_, viewport) => onZoom(clampZoom(viewport.zoom))}
        defaultViewport={{ x: 20, y: 20, zoom: 1 }}
        minZoom={ZOOM_MIN}
        maxZoom={ZOOM_MAX}
        deleteKeyCode={null}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
      </ReactFlow>
    </div>
  );
}
