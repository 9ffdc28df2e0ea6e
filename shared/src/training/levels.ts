import { LEVEL_EXPERIENCE } from '../limits.js';

/**
 * Levels and stars of the personal centre (learner §2.9 "account level, experience stars"). Until an
 * organisation defines its own levels (admin §3 Level: name, icon, upgrade experience 0–9999), the
 * default ladder below applies; its names are the same in every language.
 *
 * Experience (docs/training.md "Levels, experience and badges"): one point per full minute of
 * learning time, ten per completed package, twenty per passed exam child task and five per passed
 * practice child task (a scenario or a quick Q&A), capped at 9999. Stars: one per passed child task.
 */

export interface Level {
  name: string;
  /** Experience at which the level starts. */
  from: number;
  /** The level's icon (an organisation's levels may have one). */
  icon?: string;
}

export const DEFAULT_LEVELS: readonly Level[] = [
  { name: 'LV1', from: 0 },
  { name: 'LV2', from: 100 },
  { name: 'LV3', from: 300 },
  { name: 'LV4', from: 600 },
  { name: 'LV5', from: 1000 },
  { name: 'LV6', from: 2000 },
  { name: 'LV7', from: 4000 },
  { name: 'LV8', from: 7000 },
];

export const EXPERIENCE_PER_PACKAGE = 10;
export const EXPERIENCE_PER_EXAM = 20;
export const EXPERIENCE_PER_PRACTICE = 5;

/** Child tasks passed, by what earns experience: exams, and practice (scenarios and quick Q&A). */
export interface PassedTasks {
  exams: number;
  practices: number;
}

/** Experience earned from learning seconds, completed packages and passed exam and practice child tasks. */
export function experienceOf(learningSeconds: number, completedPackages: number, passed: PassedTasks = { exams: 0, practices: 0 }): number {
  const points =
    Math.floor(Math.max(0, learningSeconds) / 60) +
    EXPERIENCE_PER_PACKAGE * Math.max(0, completedPackages) +
    EXPERIENCE_PER_EXAM * Math.max(0, passed.exams) +
    EXPERIENCE_PER_PRACTICE * Math.max(0, passed.practices);
  return Math.min(LEVEL_EXPERIENCE.max, points);
}

/** An organisation's ladder from its levels (any order): its own when it has any, else the default one. */
export function ladderOf(levels: readonly { name: string; experience: number; icon?: string }[]): readonly Level[] {
  if (levels.length === 0) return DEFAULT_LEVELS;
  return [...levels]
    .sort((a, b) => a.experience - b.experience)
    .map((level) => ({ name: level.name, from: level.experience, ...(level.icon ? { icon: level.icon } : {}) }));
}

/**
 * The level for an experience, and the experience where the next one starts (0 at the top). The
 * organisation's own levels apply when it has any (`levels`, lowest first), else the default ladder;
 * below an organisation's lowest level there is no level yet (name '').
 */
export function levelOf(experience: number, levels: readonly Level[] = DEFAULT_LEVELS): { name: string; next: number; icon?: string } {
  let index = -1;
  for (const [i, level] of levels.entries()) if (experience >= level.from) index = i;
  const level = levels[index];
  const found = { name: level?.name ?? '', next: levels[index + 1]?.from ?? 0 };
  return level?.icon ? { ...found, icon: level.icon } : found;
}
