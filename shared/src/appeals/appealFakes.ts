import { ApiError } from '../api/client.js';
import { ERRORS } from '../errors/catalog.js';
import { myAppealsQuerySchema, type Appeal, type AppealBody } from '../schemas/appeals.js';
import { APPEAL_STATUS, type AppealType } from './domain.js';
import type { AppealCalls } from './appealTypes.js';
import type { AppealCriterion } from './rescore.js';

/** An appeal as the learner's calls answer it: a waiting one unless overridden. */
export function anAppeal(overrides: Partial<Appeal> = {}): Appeal {
  return {
    id: 'a1',
    type: 'practice',
    recordid: 's1',
    recordtitle: '汽车销售接待',
    packagetitle: '新人培训',
    reason: '关键词都说到了',
    items: [],
    status: APPEAL_STATUS.pending,
    opinion: '',
    scorebefore: 55,
    scoreafter: null,
    createdate: 1_764_000_000_000,
    duedate: '2026-12-18',
    handledate: null,
    replyseen: true,
    ...overrides,
  };
}

const CRITERIA: AppealCriterion[] = [
  { key: 'item:0', label: '关键词', score: 50, min: 0, max: 100, weight: 60 },
  { key: 'item:1', label: '流程完整', score: 80, min: 0, max: 100, weight: 40 },
];

const refusalOf = (key: 'errors.appeals.alreadyAppealed' | 'errors.appeals.notScored' | 'errors.appeals.notFound', status: number) =>
  new ApiError(ERRORS[key].errcode, key, status, key);

/**
 * The learner's appeal calls over an in-memory server, for the stores' tests (and the apps'): one
 * appeal per record, kept as made; `down` fails every call as a lost connection does; `scored`
 * lists the records that have a score.
 */
export function fakeAppealServer(scored: string[] = ['practice:s1']) {
  const state = { down: false, appeals: [] as Appeal[], submits: 0, reads: [] as string[] };
  const offline = () => new ApiError(0, '', 0, 'errors.network');
  const calls: AppealCalls = {
    record: async ({ type, recordid }: { type: AppealType; recordid: string }) => {
      if (state.down) throw offline();
      const appeal = state.appeals.find((row) => row.type === type && row.recordid === recordid) ?? null;
      const refusal = appeal ? 'appeals.refusal.alreadyAppealed' : scored.includes(`${type}:${recordid}`) ? null : 'appeals.refusal.notScored';
      return { successed: true, refusal, criteria: CRITERIA, appeal };
    },
    submit: async (_args: Record<string, never>, body: Partial<AppealBody>) => {
      state.submits += 1;
      if (state.down) throw offline();
      if (state.appeals.some((row) => row.type === body.type && row.recordid === body.recordid)) throw refusalOf('errors.appeals.alreadyAppealed', 409);
      if (!scored.includes(`${body.type}:${body.recordid}`)) throw refusalOf('errors.appeals.notScored', 409);
      const items = (body.items ?? []).map((key) => ({ key, label: CRITERIA.find((c) => c.key === key)?.label ?? key }));
      const appeal = anAppeal({ id: `a${state.appeals.length + 1}`, type: body.type, recordid: body.recordid, reason: body.reason, items });
      state.appeals.unshift(appeal);
      return { successed: true, appeal };
    },
    mine: async (query: { page?: number | string; rows?: number | string } = {}) => {
      if (state.down) throw offline();
      // Read as the server reads it: a page size it does not allow is refused.
      const parsed = myAppealsQuerySchema.safeParse(query);
      if (!parsed.success) throw new ApiError(ERRORS['errors.invalidInput'].errcode, String(parsed.error.issues[0]?.message), 400, 'errors.invalidInput');
      const { page, rows } = parsed.data;
      const start = (page - 1) * rows;
      const unread = state.appeals.filter((row) => row.status >= APPEAL_STATUS.completed && !row.replyseen).length;
      return { successed: true, rows: state.appeals.slice(start, start + rows), total: state.appeals.length, unread };
    },
    read: async ({ id }: { id: string }) => {
      if (state.down) throw offline();
      state.reads.push(id);
      const index = state.appeals.findIndex((row) => row.id === id);
      if (index < 0) throw refusalOf('errors.appeals.notFound', 404);
      const appeal = { ...state.appeals[index]!, replyseen: true };
      state.appeals[index] = appeal;
      return { successed: true, appeal };
    },
  } as AppealCalls;
  return { state, calls };
}
