import { randomUUID } from 'node:crypto';
import { CHILD_TASK_TYPES, chinaDay } from '@peilian/shared';
import type { HistoryRows, HistoryTargets } from '../data/seedHistory.js';
import { taskMode } from '../training/practiceTasks.js';

/**
 * The demo history's records, made from a seeded random sequence: the same `now` gives the same
 * activity (ids and token hashes aside). See seed/history.ts.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CHINA_OFFSET_MS = 8 * HOUR_MS;
export const HISTORY_DAYS = 30;
export const HISTORY_LEARNERS = 30;
export const HISTORY_DEPARTMENTS = ['华东销售组', '华南销售组', '客服部'] as const;
/** The departments the seeded exam is published to (below 销售部). */
const EXAM_DEPARTMENTS = new Set<string>(['华东销售组', '华南销售组']);
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['子涵', '浩然', '欣怡', '梓萱', '宇轩', '雨桐', '俊杰', '思远', '佳怡', '明轩', '晓峰', '丽娜', '建国', '婷婷', '志强', '海燕'];
/** The seeded scoring rule's items (seed/practice.ts) and how each leans against the learner's level. */
const SKILLS = [
  { name: '关键词', weight: 40, dimension: 'keywords', bias: 4 },
  { name: '流程完整度', weight: 30, dimension: 'completeness', bias: -8 },
  { name: '礼貌用语', weight: 20, dimension: 'polite', bias: 8 },
  { name: '语速音量', weight: 10, dimension: 'turnscore', bias: -3 },
];

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

const clampScore = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

export interface PlanInput {
  orgId: string;
  now: Date;
  passwordHash: string;
  targets: HistoryTargets;
}

/** A learner's running state while their days are made. */
interface LearnerState {
  userId: string;
  level: number;
  seconds: Map<string, number>;
  tasks: Map<
    string,
    { childId: string; packageId: string; startedAt: Date; passedAt: Date | null; score: number | null; seconds: number; failedAt: Date | null }
  >;
}

function touchTask(state: LearnerState, child: { id: string; packageId: string }, at: Date, seconds: number) {
  const task = state.tasks.get(child.id) ?? {
    childId: child.id,
    packageId: child.packageId,
    startedAt: at,
    passedAt: null,
    score: null,
    seconds: 0,
    failedAt: null,
  };
  task.seconds += seconds;
  state.tasks.set(child.id, task);
  return task;
}

/** Every record of 30 learners' 30 days up to `now`. */
export function planHistory({ orgId, now, passwordHash, targets }: PlanInput): HistoryRows & { states: LearnerState[] } {
  const random = seededRandom(20_260_101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const rows: HistoryRows = {
    users: [],
    sessions: [],
    taskDays: [],
    studentTasks: [],
    studentPackages: [],
    learnerStats: [],
    practiceSessions: [],
    examAttempts: [],
    faqDrills: [],
  };
  const learning = targets.children.filter((child) => child.type === CHILD_TASK_TYPES.file || child.type === CHILD_TASK_TYPES.video);
  const practice = targets.children.find((child) => child.type === CHILD_TASK_TYPES.scenario);
  const exam = targets.children.find((child) => child.type === CHILD_TASK_TYPES.exam);
  const paperId = (exam?.refs[0] as { refid?: string } | undefined)?.refid;
  const todayStart = Date.parse(`${chinaDay(now.getTime())}T00:00:00Z`) - CHINA_OFFSET_MS;
  const states: LearnerState[] = [];
  for (let i = 0; i < HISTORY_LEARNERS; i += 1) {
    const department = HISTORY_DEPARTMENTS[i % HISTORY_DEPARTMENTS.length]!;
    const userId = randomUUID();
    rows.users.push({
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
    const state: LearnerState = { userId, level: 55 + random() * 35, seconds: new Map(), tasks: new Map() };
    states.push(state);
    for (let back = HISTORY_DAYS - 1; back >= 0; back -= 1) {
      const dayStart = todayStart - back * DAY_MS;
      const signIn = new Date(dayStart + (8 + random() * 10) * HOUR_MS);
      if (random() > 0.6 || signIn.getTime() > now.getTime() - HOUR_MS) continue;
      planDay({ rows, state, random, orgId, signIn, learning, practice, exam: EXAM_DEPARTMENTS.has(department) ? exam : undefined, paperId, targets });
    }
  }
  return { ...rows, states };
}

interface DayInput {
  rows: HistoryRows;
  state: LearnerState;
  random: () => number;
  orgId: string;
  signIn: Date;
  learning: HistoryTargets['children'];
  practice: HistoryTargets['children'][number] | undefined;
  exam: HistoryTargets['children'][number] | undefined;
  paperId: string | undefined;
  targets: HistoryTargets;
}

const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

function addSeconds(state: LearnerState, childId: string, day: string, seconds: number) {
  const key = `${childId}|${day}`;
  state.seconds.set(key, (state.seconds.get(key) ?? 0) + seconds);
}

/** One active day: a sign-in, some reading or watching, maybe a practice session, a quick Q&A drill, an exam. */
function planDay({ rows, state, random, orgId, signIn, learning, practice, exam, paperId, targets }: DayInput): void {
  const { userId } = state;
  const day = chinaDay(signIn.getTime());
  rows.sessions.push({
    orgId,
    userId,
    tokenHash: `history-${randomUUID()}`,
    createdAt: signIn,
    lastSeenAt: later(signIn, 40),
    clientKind: random() < 0.7 ? 'pc' : 'mini',
    revokedAt: later(signIn, 45),
    revokeReason: 'logout',
  });
  if (learning.length > 0) {
    const child = learning[Math.floor(random() * learning.length)]!;
    const seconds = 300 + Math.round(random() * 1500);
    addSeconds(state, child.id, day, seconds);
    const task = touchTask(state, child, later(signIn, 2), seconds);
    if (!task.passedAt && task.seconds >= 600) task.passedAt = later(signIn, 30);
  }
  if (practice && targets.scenario && random() < 0.5) {
    const finished = later(signIn, 20);
    const items = SKILLS.map((skill) => ({
      name: skill.name,
      weight: skill.weight,
      dimension: skill.dimension,
      score: clampScore(state.level + skill.bias + (random() - 0.5) * 20),
    }));
    const score = clampScore(items.reduce((sum, item) => sum + (item.score * item.weight) / 100, 0));
    const seconds = 240 + Math.round(random() * 360);
    rows.practiceSessions.push({
      orgId,
      userId,
      scenarioId: targets.scenario.id,
      scenarioName: targets.scenario.name,
      document: targets.scenario.document,
      // Practised as the package's scenario task, as the learners' task records below say.
      mode: taskMode(practice.id),
      status: 'finished',
      seed: Math.floor(random() * 1_000_000),
      engineState: {},
      endReason: 'completed',
      score,
      passed: score >= 60 ? 1 : 0,
      result: {
        completeness: items[1]!.score,
        turnscore: items[3]!.score,
        keywords: items[0]!.score,
        polite: items[2]!.score,
        items,
        passscore: 60,
        summary: { turns: 6, nonStandardAnswers: 1, timeouts: 0, silences: 0, path: [] },
      },
      startedAt: later(signIn, 10),
      finishedAt: finished,
      updatedAt: finished,
    });
    addSeconds(state, practice.id, day, seconds);
    const task = touchTask(state, practice, later(signIn, 10), seconds);
    task.score = Math.max(task.score ?? 0, score);
    if (score >= 60 && !task.passedAt) task.passedAt = finished;
    else if (score < 60 && !task.passedAt) task.failedAt = finished;
  }
  if (random() < 0.25) {
    const finished = later(signIn, 35);
    const score = clampScore(state.level + (random() - 0.5) * 30);
    rows.faqDrills.push({
      orgId,
      userId,
      title: '快问快答',
      questions: [],
      answerSeconds: 60,
      thinkingSeconds: 10,
      passScore: 60,
      status: 1,
      score,
      passed: score >= 60 ? 1 : 0,
      startedAt: later(signIn, 30),
      finishedAt: finished,
    });
  }
  const examTask = exam ? state.tasks.get(exam.id) : undefined;
  if (exam && paperId && !examTask?.passedAt && random() < 0.15) planExam(rows, state, random, orgId, signIn, exam, paperId);
}

function planExam(
  rows: HistoryRows,
  state: LearnerState,
  random: () => number,
  orgId: string,
  signIn: Date,
  exam: { id: string; packageId: string },
  paperId: string,
): void {
  const attemptNo = rows.examAttempts.filter((attempt) => attempt.userId === state.userId).length + 1;
  const submitted = later(signIn, 55);
  const score = clampScore(state.level + (random() - 0.4) * 30);
  rows.examAttempts.push({
    orgId,
    userId: state.userId,
    childTaskId: exam.id,
    paperId,
    attemptNo,
    startedAt: later(signIn, 40),
    deadline: later(signIn, 70),
    minSubmitAt: later(signIn, 40),
    status: 1,
    submittedAt: submitted,
    submittedBy: 'learner',
    score,
    passed: score >= 60 ? 1 : 0,
  });
  const task = touchTask(state, exam, later(signIn, 40), 900);
  addSeconds(state, exam.id, chinaDay(signIn.getTime()), 900);
  task.score = Math.max(task.score ?? 0, score);
  if (score >= 60) task.passedAt = submitted;
  else task.failedAt = submitted;
}
