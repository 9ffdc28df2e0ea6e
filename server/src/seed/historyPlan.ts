import { randomUUID } from 'node:crypto';
import { CHILD_TASK_TYPES } from '@peilian/shared';
import type { HistoryChild, HistoryRows, HistoryTargets } from '../data/seedHistory.js';

/**
 * What the demo history's learners do, made from a seeded random sequence: the same `now` gives the
 * same learners, sign-ins and activities (ids and token hashes aside). The plan only says who does
 * what and when; the domain's commands write it (seed/historyReplay.ts). See seed/history.ts.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The demo organisation keeps the default zone, Asia/Shanghai (UTC+8 all year). */
const ZONE_OFFSET_MS = 8 * HOUR_MS;
export const HISTORY_DAYS = 30;
export const HISTORY_LEARNERS = 30;
export const HISTORY_DEPARTMENTS = ['华东销售组', '华南销售组', '客服部'] as const;
/** The position the service department's history learners hold (the onboarding package reaches it). */
const SERVICE_POSITION = { department: '客服部', position: '客服专员' } as const;
/** The departments the seeded exam reaches (below 销售部, seed/exam.ts): the others' attempts would only be refused. */
const EXAM_DEPARTMENTS = new Set<string>(['华东销售组', '华南销售组']);
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['子涵', '浩然', '欣怡', '梓萱', '宇轩', '雨桐', '俊杰', '思远', '佳怡', '明轩', '晓峰', '丽娜', '建国', '婷婷', '志强', '海燕'];

/** mulberry32: a small, seeded, good-enough sequence in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How well a learner answers one prompt: as the script wants it, half of it, or off the script. */
export type AnswerQuality = 'full' | 'partial' | 'off';

interface Act {
  userId: string;
  at: Date;
}

/** Reading or watching a file or video child task for `seconds`. */
export interface MediaActivity extends Act {
  kind: 'media';
  childId: string;
  seconds: number;
}

/** A practice session on a scenario child task: one answer per prompt, ended by the learner when the answers run out. */
export interface PracticeActivity extends Act {
  kind: 'practice';
  childId: string;
  answers: AnswerQuality[];
  /** Seconds between two turns. */
  pace: number;
  /** The dialogue engine's seed (its random choices of the customer's lines). */
  seed: number;
}

/** A quick Q&A drill of free practice; `skip` leaves a question unanswered. */
export interface DrillActivity extends Act {
  kind: 'drill';
  answers: (AnswerQuality | 'skip')[];
}

/** An exam attempt: each question answered right with the learner's chance, `draws` deciding. */
export interface ExamActivity extends Act {
  kind: 'exam';
  childId: string;
  /** The chance (0–1) of answering a question right. */
  skill: number;
  draws: number[];
}

export type Activity = MediaActivity | PracticeActivity | DrillActivity | ExamActivity;

export interface PlanInput {
  orgId: string;
  now: Date;
  passwordHash: string;
  targets: HistoryTargets;
}

export interface HistoryPlan extends HistoryRows {
  /** Every activity, oldest first. */
  activities: Activity[];
}

type Random = () => number;

/** The learner's chance of answering well rises with their level (0.55–0.9). */
function quality(random: Random, level: number, offScript = 0.18): AnswerQuality {
  const draw = random();
  if (draw < offScript * (1.4 - level)) return 'off';
  if (draw < 0.55 * (1.3 - level)) return 'partial';
  return 'full';
}

const isOpen = (child: HistoryChild, at: Date, until: Date) => child.opensAt <= at && until <= child.closesAt;

/** The start (UTC) of the zone's day holding `now`. */
function dayStartOf(now: Date): number {
  return Math.floor((now.getTime() + ZONE_OFFSET_MS) / DAY_MS) * DAY_MS - ZONE_OFFSET_MS;
}

/** The hour of the zone's day by which every sign-in of a history day has happened (they fall between 08:00 and 18:00). */
const EVENING_HOUR = 20;

/**
 * 20:00 of the latest evening at or before `real` in the history's zone: a history run up to then
 * has a whole day of sign-ins 「今天」, whatever the hour (run up to just after midnight it has none).
 */
export function latestEvening(real: Date): Date {
  const evening = dayStartOf(real) + EVENING_HOUR * HOUR_MS;
  return new Date(evening <= real.getTime() ? evening : evening - DAY_MS);
}

/** Every learner of the history, their sign-ins and what they did, up to an hour before `now`. */
export function planHistory({ orgId, now, passwordHash, targets }: PlanInput): HistoryPlan {
  const random = seededRandom(20_260_101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const plan: HistoryPlan = { users: [], positions: [], sessions: [], activities: [] };
  const todayStart = dayStartOf(now);
  for (let i = 0; i < HISTORY_LEARNERS; i += 1) {
    const department = HISTORY_DEPARTMENTS[i % HISTORY_DEPARTMENTS.length]!;
    const userId = randomUUID();
    plan.users.push({
      id: userId,
      orgId,
      departmentId: targets.departments.get(department) ?? null,
      account: `sales${String(i + 4).padStart(2, '0')}`,
      name: `${pick([...SURNAMES])}${pick(GIVEN)}`,
      sex: random() < 0.5 ? 1 : 2,
      passwordHash,
      passwordChangedAt: new Date(todayStart - HISTORY_DAYS * DAY_MS),
      roleId: targets.learnerRole?.id ?? null,
      rolename: targets.learnerRole?.name ?? '',
      createdAt: new Date(todayStart - (HISTORY_DAYS + 5) * DAY_MS),
    });
    const positionId = department === SERVICE_POSITION.department ? targets.positions.get(SERVICE_POSITION.position) : undefined;
    if (positionId) plan.positions.push({ orgId, userId, positionId });
    const learner = { userId, level: (55 + random() * 35) / 100, examinee: EXAM_DEPARTMENTS.has(department) };
    for (let back = HISTORY_DAYS - 1; back >= 0; back -= 1) {
      const signIn = new Date(todayStart - back * DAY_MS + (8 + random() * 10) * HOUR_MS);
      if (random() > 0.6 || signIn.getTime() > now.getTime() - HOUR_MS) continue;
      planDay({ plan, learner, random, orgId, signIn, children: targets.children });
    }
  }
  plan.activities.sort((a, b) => a.at.getTime() - b.at.getTime());
  return plan;
}

interface DayInput {
  plan: HistoryPlan;
  learner: { userId: string; level: number; examinee: boolean };
  random: Random;
  orgId: string;
  signIn: Date;
  children: readonly HistoryChild[];
}

const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);

/** The children of `types` open for the whole of [at, at + minutes]. */
const openChildren = (children: readonly HistoryChild[], types: readonly number[], at: Date, minutes: number) =>
  children.filter((child) => types.includes(child.type) && isOpen(child, at, later(at, minutes)));

/** One active day: a sign-in, some reading or watching, maybe a practice session, a quick Q&A drill, an exam. */
function planDay({ plan, learner, random, orgId, signIn, children }: DayInput): void {
  const { userId, level } = learner;
  plan.sessions.push({
    orgId,
    userId,
    tokenHash: `history-${randomUUID()}`,
    createdAt: signIn,
    lastSeenAt: later(signIn, 70),
    clientKind: random() < 0.7 ? 'pc' : 'mini',
    revokedAt: later(signIn, 75),
    revokeReason: 'logout',
  });
  const learning = openChildren(children, [CHILD_TASK_TYPES.file, CHILD_TASK_TYPES.video], later(signIn, 2), 30);
  if (learning.length > 0 && random() < 0.22) {
    const child = learning[Math.floor(random() * learning.length)]!;
    plan.activities.push({ kind: 'media', userId, childId: child.id, at: later(signIn, 2), seconds: 600 + Math.round(random() * 1800) });
  }
  const [practice] = openChildren(children, [CHILD_TASK_TYPES.scenario], later(signIn, 25), 10);
  if (practice && random() < 0.1) {
    // Some learners leave before the end of the flow; the others answer until it ends.
    const prompts = random() < 0.3 ? 1 + Math.floor(random() * 2) : 3 + Math.floor(random() * 2);
    const answers = Array.from({ length: prompts }, () => quality(random, level));
    plan.activities.push({
      kind: 'practice',
      userId,
      childId: practice.id,
      at: later(signIn, 25),
      answers,
      pace: 8 + Math.round(random() * 12),
      seed: 1 + Math.floor(random() * 1_000_000),
    });
  }
  if (random() < 0.04) {
    const answers = Array.from({ length: 10 }, () => (random() < 0.06 ? ('skip' as const) : quality(random, level, 0.3)));
    plan.activities.push({ kind: 'drill', userId, at: later(signIn, 40), answers });
  }
  const [exam] = learner.examinee ? openChildren(children, [CHILD_TASK_TYPES.exam], later(signIn, 50), 20) : [];
  if (exam && random() < 0.12) {
    const draws = Array.from({ length: 20 }, () => random());
    plan.activities.push({ kind: 'exam', userId, childId: exam.id, at: later(signIn, 50), skill: Math.min(0.95, level + 0.05), draws });
  }
}
