import { z } from 'zod';
import { findOrganisationById } from '../data/organisations.js';
import type { Db } from '../db/client.js';

/**
 * The organisation's task-message setting (`settings.taskMessages`, learner §3 subscription
 * setting): whether task notices also go through the official account (`isTaskMsgPush2wx`), and
 * the account's follow link (`url`). Off and '' unless set; malformed values read as the defaults.
 */
const taskMessageSettingSchema = z.object({
  isTaskMsgPush2wx: z
    .union([z.literal(0), z.literal(1)])
    .default(0)
    .catch(0),
  url: z.string().max(500).default('').catch(''),
});
export type TaskMessageSetting = z.infer<typeof taskMessageSettingSchema>;

export const DEFAULT_TASK_MESSAGE_SETTING: TaskMessageSetting = { isTaskMsgPush2wx: 0, url: '' };

export function taskMessageSettingOf(settings: Readonly<Record<string, unknown>> | null | undefined): TaskMessageSetting {
  const parsed = taskMessageSettingSchema.safeParse(settings?.taskMessages ?? {});
  return parsed.success ? parsed.data : DEFAULT_TASK_MESSAGE_SETTING;
}

/** The organisation's task-message setting, read from its row. */
export async function taskMessageSetting(db: Db, orgId: string): Promise<TaskMessageSetting> {
  return taskMessageSettingOf((await findOrganisationById(db, orgId))?.settings);
}
