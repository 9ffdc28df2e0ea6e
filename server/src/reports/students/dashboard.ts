import { ladderOf, levelOf, type ReportFilter, type StudentDashboard } from '@peilian/shared';
import { findLearnerStats } from '../../data/learnerStats.js';
import { studentRoleplays } from '../../data/reportRoleplays.js';
import { checkedSessionsOf, checksOfSessions } from '../../data/voiceprintChecks.js';
import { listLevels } from '../../data/levels.js';
import { dailySums, skillSums } from '../../data/reportDays.js';
import { studentFigures } from '../../data/reportStudents.js';
import { studentExamHistory, studentTaskRows } from '../../data/reportStudent.js';
import { appError } from '../../errors/index.js';
import { voiceChecksBySession } from '../../practice/index.js';
import type { Caller } from '../../auth/caller.js';
import { asOf, learnerAverage } from '../figures.js';
import { average, daysOf } from '../period.js';
import { reportScope } from '../scope.js';
import { statsUntil, studentPeriod } from './commands.js';
import { presentRoleplay, presentStudentRow } from './presenter.js';

const EXAMS_LIMIT = 100;
const TASKS_LIMIT = 500;
const ROLEPLAYS_LIMIT = 20;
const VOICE_CHECKS_LIMIT = 20;

/**
 * `GET report/student/:id` (dashboard): one learner of the caller's scope — figures of the period
 * up to yesterday, level, a point a day, the ability radar (average per practice score item), exam
 * history, child tasks, role-plays finished in the period and the sessions whose voice was checked.
 * Anyone else is 404 `studentNotFound`.
 */
export async function studentDashboard(request: Caller, userId: string, filter: ReportFilter): Promise<Omit<StudentDashboard, 'successed'>> {
  const { db } = request.deps;
  const { orgId } = request.caller;
  // The learner is looked up in the caller's whole scope: the dashboard's filters choose the period only.
  const scope = reportScope(request);
  const period = studentPeriod(request, filter);
  const figures = await studentFigures(db, scope, userId, period);
  if (!figures) throw appError('errors.reports.studentNotFound');
  const [stats, levels, daily, skills, exams, tasks, roleplays, checked, asof] = await Promise.all([
    findLearnerStats(db, orgId, userId),
    listLevels(db, orgId),
    dailySums(db, scope, period, userId),
    skillSums(db, scope, period, { userId }),
    studentExamHistory(db, orgId, userId, period, request.zone, EXAMS_LIMIT),
    studentTaskRows(db, orgId, userId, TASKS_LIMIT),
    studentRoleplays(db, orgId, userId, period, request.zone, ROLEPLAYS_LIMIT),
    checkedSessionsOf(db, orgId, userId, period, request.zone, VOICE_CHECKS_LIMIT),
    asOf(request),
  ]);
  const voiceCheckOf = voiceChecksBySession(
    await checksOfSessions(
      db,
      orgId,
      [...roleplays, ...checked].map((session) => session.id),
    ),
  );
  const experience = stats?.experience ?? 0;
  const { rank: _rank, ...student } = presentStudentRow(figures);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return {
    asof,
    statsuntil: statsUntil(request),
    student: { ...student, levelname: levelOf(experience, ladderOf(levels)).name, stars: stats?.stars ?? 0, experience },
    daily: daysOf(period).map((day) => {
      const sums = byDay.get(day);
      return { day, learningseconds: Math.round(sums?.learningSeconds ?? 0), avgscore: sums ? learnerAverage(sums) : null };
    }),
    abilities: skills
      .map((skill) => ({ name: skill.name, avgscore: average(skill.scoreSum, skill.sessions) ?? 0, sessions: skill.sessions }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    exams: exams.map((exam) => ({
      title: exam.title,
      packagetitle: exam.packageTitle,
      score: exam.score,
      passed: exam.passed,
      submittedat: exam.submittedAt.toISOString(),
    })),
    tasks: tasks.map((task) => ({
      packageid: task.packageId,
      packagetitle: task.packageTitle,
      childid: task.childId,
      title: task.title,
      type: task.type,
      status: task.status,
      score: task.score,
      seconds: task.seconds,
    })),
    roleplays: roleplays.map((roleplay) => ({ ...presentRoleplay(roleplay), voicecheck: voiceCheckOf(roleplay.id) })),
    voicechecks: checked.map((session) => ({
      sessionid: session.id,
      scenarioname: session.scenarioName,
      startedat: session.startedAt.toISOString(),
      voicecheck: voiceCheckOf(session.id),
    })),
  };
}
