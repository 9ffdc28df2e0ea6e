import type { Language, ReportFilter } from '@peilian/shared';
import { missedIntents, missedKeywords } from '../../data/reportAnalysis.js';
import { periodSums, skillSums } from '../../data/reportDays.js';
import { scopedLearnerIds } from '../../data/reportScope.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { ProviderError } from '../../providers/errors.js';
import { ChatClient } from '../../providers/llm/index.js';
import { checkedPeriod } from '../period.js';
import { average, filterPeriod, lastDays, today } from '../period.js';
import { reportScope } from '../scope.js';
import { aiReportMessages, type AiReportFacts } from './prompt.js';
import { recordUse } from '../../usage/record.js';

/** The default period of the AI report: 「近30天」, the 30 days ending yesterday (the one period rule). */
const DEFAULT_DAYS = 30;
const LIST_LIMIT = 5;
/** A report of three short sections. */
const REPORT_TOKENS = 1500;

/** The period's aggregates (figures, weakest skills) and the task practice's most missed keywords and intents. */
async function reportFacts(request: Caller, filter: ReportFilter): Promise<AiReportFacts> {
  const { db, clock } = request.deps;
  checkedPeriod(filter);
  const period = filterPeriod(filter, today(clock.now(), request.zone), DEFAULT_DAYS, lastDays(clock.now(), DEFAULT_DAYS, request.zone));
  const scope = reportScope(request, filter);
  const analysis = { orgId: scope.orgId, childId: null, learners: scopedLearnerIds(scope), ...period, zone: request.zone };
  const [sums, skills, keywords, intents] = await Promise.all([
    periodSums(db, scope, period),
    skillSums(db, scope, period, { limit: LIST_LIMIT }),
    missedKeywords(db, analysis),
    missedIntents(db, analysis),
  ]);
  return {
    ...period,
    activeLearners: sums.activeLearners,
    learningHours: Math.round(sums.learningSeconds / 360) / 10,
    tasksCompleted: sums.tasksCompleted,
    practiceSessions: sums.practiceSessions,
    practiceAvgScore: average(sums.practiceScoreSum, sums.practiceSessions),
    exams: sums.exams,
    examPassRate: average(sums.examsPassed * 100, sums.exams),
    faqDrills: sums.faqDrills,
    faqAvgScore: average(sums.faqScoreSum, sums.faqDrills),
    weakSkills: skills.map((skill) => ({ name: skill.name, avgscore: average(skill.scoreSum, skill.sessions), sessions: skill.sessions })),
    missedKeywords: keywords.slice(0, LIST_LIMIT),
    missedIntents: intents.slice(0, LIST_LIMIT),
  };
}

/**
 * `POST …/report/ai` (aireport, allow-listed organisations): a practice-quality report the language
 * model writes from the period's figures, in the caller's language, marked as generated. No model
 * configured → 503 `modelNotConfigured` (50397); the model failing → 503 `modelFailed`.
 */
export async function aiReport(request: Caller, filter: ReportFilter, language: Language) {
  const config = request.deps.config.llm;
  if (config.provider !== 'openai') throw appError('errors.reports.modelNotConfigured');
  const facts = await reportFacts(request, filter);
  const client = new ChatClient(config);
  try {
    const { content: text, usage } = await client.completion(aiReportMessages(facts, language), { maxTokens: REPORT_TOKENS });
    if (usage) {
      await recordUse(
        request,
        { subject: 'aireport', subjectId: '' },
        { service: 'llm', provider: 'openai', quantity: usage.promptTokens, output: usage.completionTokens },
      );
    }
    request.log.info({ model: config.model, start: facts.start, end: facts.end }, 'AI report generated');
    return { generated: true as const, model: config.model, text: text.trim(), generatedat: request.deps.clock.now().toISOString() };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    request.log.warn({ err: error }, 'AI report: the language model failed');
    throw appError('errors.reports.modelFailed');
  }
}
