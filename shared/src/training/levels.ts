import { LEVEL_EXPERIENCE } from '../limits.js';

/**
 * Levels and stars of the personal centre (learner §2.9 "account level, experience stars"). Until an
 * organisation defines its own levels (admin §3 Level: name, icon, upgrade experience 0–9999), the
 * default ladder below applies; its names are the same in every language.
 *
 * Experience: one point per full minute of learning time plus ten per completed package, capped at
 * 9999. Stars: one per passed child task.
 */

export interface Level {
  name: string;
  /** Experience at which the level starts. */
  from: number;
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

/** Experience earned from learning seconds and completed packages. */
export function experienceOf(learningSeconds: number, completedPackages: number): number {
  const points = Math.floor(Math.max(0, learningSeconds) / 60) + EXPERIENCE_PER_PACKAGE * Math.max(0, completedPackages);
  return Math.min(LEVEL_EXPERIENCE.max, points);
}

/** The level for an experience, and the experience where the next one starts (0 at the top). */
export function levelOf(experience: number, levels: readonly Level[] = DEFAULT_LEVELS): { name: string; next: number } {
  let index = 0;
  for (const [i, level] of levels.entries()) if (experience >= level.from) index = i;
  return { name: levels[index]?.name ?? '', next: levels[index + 1]?.from ?? 0 };
}
