import type { AdminVoiceTemplate } from '@peilian/shared';
import type { VoiceTemplateRow } from '../../db/schema/index.js';
import { presentVoiceTemplate } from '../presenter.js';
import { queueDubbingTask } from '../dubbing/commands.js';
import { voiceTemplateInOrg } from './voiceTemplates.js';
import type { Caller } from '../../auth/caller.js';

/**
 * `POST api/admin/voice/digitalhuman/{id}/synthesize` (admin §4: unvoiced → voiced, expect 1–5
 * minutes): queues a dubbing task of scope `all` — the organisation's enabled speeches and every
 * line of its scenarios — which the dubbing job voices in the background (`dubbing/job.ts`); a task
 * of that scope already queued or running is answered as it is. The template's synthesis fields
 * follow its latest task, so polling the detail shows the progress; the task finished without a
 * failed line makes it voiced.
 */
export async function startSynthesis(request: Caller, template: VoiceTemplateRow): Promise<AdminVoiceTemplate> {
  await queueDubbingTask(request.deps, { template, scope: 'all', creatorId: request.userId });
  return presentVoiceTemplate(await voiceTemplateInOrg(request, template.id));
}
