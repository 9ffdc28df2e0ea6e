import { z } from 'zod';
import { blankToUndefined, page, rows } from './practiceFields.js';

/**
 * Server latency of practice turns in the back office (docs/practice.md "Latency"): per scenario
 * and per session, p50 / p95 and count of each stage, in ms.
 */

/**
 * `recognition`: end of speech → recogniser's final text (spoken answers only); `synthesis`: the part
 * of `audio` spent in the TTS provider (0 when every line came from a digital human's stored clip or
 * a voice file made before; turns stored before it was recorded have none).
 */
export const LATENCY_STAGE_KEYS = ['recognition', 'engine', 'audio', 'synthesis', 'send', 'total'] as const;
/** Without `from` / `to` the range is the last 30 days. */
export const LATENCY_DEFAULT_DAYS = 30;

const instant = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: 'tasks.rules.timeFormat' }).int({ error: 'tasks.rules.timeFormat' }).min(0, { error: 'tasks.rules.timeFormat' }).optional(),
);

/** `GET api/admin/material/scene/{id}/latency?from&to&page&rows` — from / to in ms since the epoch. */
export const scenarioLatencyQuerySchema = z
  .object({ from: instant, to: instant, page, rows })
  .refine((query) => query.from === undefined || query.to === undefined || query.from < query.to, { error: 'tasks.rules.endBeforeStart', path: ['to'] });
export type ScenarioLatencyQuery = z.infer<typeof scenarioLatencyQuerySchema>;

const ms = z.number().nullable();
export const latencyStageSchema = z.object({ stage: z.enum(LATENCY_STAGE_KEYS), count: z.number().int(), p50: ms, p95: ms }).strict();
export type LatencyStage = z.infer<typeof latencyStageSchema>;

export const latencySessionSchema = z
  .object({ id: z.string(), learnername: z.string(), startedat: z.number().int(), status: z.string(), turns: z.number().int(), p50: ms, p95: ms })
  .strict();
export type LatencySession = z.infer<typeof latencySessionSchema>;

export const scenarioLatencyResponseSchema = z
  .object({
    successed: z.literal(true),
    from: z.number().int(),
    to: z.number().int(),
    stages: z.array(latencyStageSchema),
    sessions: z.array(latencySessionSchema),
    total: z.number().int(),
  })
  .strict();
export type ScenarioLatencyResponse = z.infer<typeof scenarioLatencyResponseSchema>;

export const latencyTurnSchema = z
  .object({
    seq: z.number().int(),
    learnertext: z.string(),
    at: z.number().int(),
    recognition: z.number().nullable(),
    engine: z.number(),
    audio: z.number(),
    /** Of `audio`, the time the TTS provider took (null: not recorded). */
    synthesis: z.number().nullable(),
    /**
     * Where the reply's lines' audio came from: the digital human's stored clips, voice files made
     * before, or synthesis now (null: not recorded).
     */
    lines: z.object({ clips: z.number().int(), reused: z.number().int(), synthesised: z.number().int() }).strict().nullable(),
    send: z.number(),
    total: z.number(),
  })
  .strict();
export type LatencyTurn = z.infer<typeof latencyTurnSchema>;

export const sessionLatencyResponseSchema = z
  .object({
    successed: z.literal(true),
    session: z
      .object({ id: z.string(), scenarioid: z.string(), scenarioname: z.string(), learnername: z.string(), startedat: z.number().int(), status: z.string() })
      .strict(),
    stages: z.array(latencyStageSchema),
    turns: z.array(latencyTurnSchema),
  })
  .strict();
export type SessionLatencyResponse = z.infer<typeof sessionLatencyResponseSchema>;
