import { trainingCentreEndpoints } from './trainingCentre.js';
import { trainingCheckinEndpoints } from './trainingCheckin.js';
import { trainingRankingEndpoints } from './trainingRanking.js';
import { trainingTaskEndpoints } from './trainingTask.js';

/**
 * The learner's training (docs/training.md): centre, task, media tasks and their progress, ranking,
 * personal centre. Its parts stand alone too, for a client that binds each where its pages call it
 * (the mini-program's main package binds the centre's, its task subpackage the task's).
 */
export const trainingEndpoints = {
  ...trainingCentreEndpoints,
  ...trainingTaskEndpoints,
  ...trainingRankingEndpoints,
  ...trainingCheckinEndpoints,
} as const;
