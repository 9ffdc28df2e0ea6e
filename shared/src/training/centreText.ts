import { zonedTimeText } from '../format/zone.js';
import type { MessageKey, Translate } from '../i18n/messages.js';
import { RUN_STATES } from '../domain/training.js';
import type { CenterPackage, CenterResponse } from '../schemas/learnerTasks.js';

/** A group of the training centre: the run state its packages share and the words of its title. */
export interface CentreGroupDefinition {
  key: keyof CenterResponse['groups'];
  runstate: number;
  label: MessageKey;
}

/** The centre's groups in the order a learner acts on them: what is running, what comes next, what is over. */
export const CENTRE_GROUPS: readonly CentreGroupDefinition[] = [
  { key: 'inprogress', runstate: RUN_STATES.inProgress, label: 'tasks.runState.inProgress' },
  { key: 'notstarted', runstate: RUN_STATES.notStarted, label: 'tasks.runState.notStarted' },
  { key: 'ended', runstate: RUN_STATES.ended, label: 'tasks.runState.ended' },
];

/** A group of the centre with its packages. */
export interface CentreGroup extends CentreGroupDefinition {
  packages: CenterPackage[];
}

/** The centre's packages by run state, in the order of `CENTRE_GROUPS`, without empty groups. */
export function centreGroups(groups: CenterResponse['groups']): CentreGroup[] {
  return CENTRE_GROUPS.map((group) => ({ ...group, packages: groups[group.key] })).filter((group) => group.packages.length > 0);
}

/** A package's run state in the learner's words (the task detail's header); a state the centre does not group reads as running. */
export function centreRunStateLabel(runstate: number): MessageKey {
  return (CENTRE_GROUPS.find((group) => group.runstate === runstate) ?? CENTRE_GROUPS[0]!).label;
}

/** A package's or task's window in the organisation's zone ("2026-11-20 09:00 至 2026-11-30 18:00"). */
export function periodText(t: Translate, start: string, end: string, zone: string): string {
  return t('learnerTraining.centre.period', { start: zonedTimeText(start, zone), end: zonedTimeText(end, zone) });
}
