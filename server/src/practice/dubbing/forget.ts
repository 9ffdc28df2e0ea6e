import { forgetTemplateVoicing } from '../../data/practice/dubbing.js';
import type { Db } from '../../db/client.js';
import type { VoiceTemplateRow } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/files.js';
import { discardFiles } from '../../storage/recycledFiles.js';

/**
 * A digital human whose voice changed speaks none of its clips any more: they go with their files,
 * and its dubbing tasks with them (a task under way finds its lease gone and stops), so the next task
 * voices every line anew rather than finding the old voice's clips.
 */
export async function forgetVoicing(deps: { db: Db; storage: FileStorage }, template: VoiceTemplateRow): Promise<void> {
  await forgetTemplateVoicing(deps.db, template.orgId, template.id);
  await discardFiles(deps, { prefixes: [`${template.orgId}/ttsaudio/${template.id}/`] });
}
