import { BaseEdge, getBezierPath, type Edge, type EdgeProps } from '@xyflow/react';

/** A drawn line: the intent it stands for, and how far its label sits below the line's middle. */
export type FlowLine = Edge<{ from: string; transitionId: string; labelShift: number }, 'flowLine'>;

/**
 * A line drawn as the canvas's own curve, its label moved by `labelShift` so that the labels of
 * lines into one node stay apart (`labelShifts` in flowElements.ts).
 */
export function FlowLineView({
  sourceX,
  sourceY,
  sourcePosition,
  targetX,
  targetY,
  targetPosition,
  data,
  label,
  labelStyle,
  labelShowBg,
  labelBgStyle,
  labelBgPadding,
  labelBgBorderRadius,
  style,
  markerEnd,
  markerStart,
  interactionWidth,
}: EdgeProps<FlowLine>) {
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  return (
    <BaseEdge
      path={path}
      labelX={labelX}
      labelY={labelY + (data?.labelShift ?? 0)}
      label={label}
      labelStyle={labelStyle}
      labelShowBg={labelShowBg}
      labelBgStyle={labelBgStyle}
      labelBgPadding={labelBgPadding}
      labelBgBorderRadius={labelBgBorderRadius}
      style={style}
      markerEnd={markerEnd}
      markerStart={markerStart}
      interactionWidth={interactionWidth}
    />
  );
}
