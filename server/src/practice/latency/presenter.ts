import type { LatencyStage, LatencyTurn } from '@peilian/shared';
import type { LatencySessionRow, LatencyTurnRow, StagePercentiles } from '../../data/practiceLatency.js';

/** Milliseconds to one decimal, as the latency tables show them. */
const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
export const presentStages = (stages: StagePercentiles[]): LatencyStage[] =>
  stages.map((stage) => ({ ...stage, p50: round(stage.p50), p95: round(stage.p95) }));
export const presentTurn = ({ seq, learnerText, createdAt, timings }: LatencyTurnRow): LatencyTurn => ({
  seq,
  learnertext: learnerText,
  at: createdAt.getTime(),
  recognition: timings.recognizedMs ?? null,
  engine: timings.engineMs,
  audio: timings.audioMs - timings.engineMs,
  synthesis: timings.synthMs ?? null,
  lines: timings.synthLines === undefined ? null : { clips: timings.clipLines ?? 0, reused: timings.reusedLines ?? 0, synthesised: timings.synthLines },
  send: timings.sentMs - timings.audioMs,
  total: timings.sentMs,
});

export const presentLatencySession = (row: LatencySessionRow) => ({
  id: row.id,
  learnername: row.learnerName,
  startedat: row.startedAt.getTime(),
  status: row.status,
  turns: row.turns,
  p50: round(row.totalP50),
  p95: round(row.totalP95),
});
