import { dialogue, type AdminScenario } from '@peilian/shared';
import { useCallback, useEffect, useState } from 'react';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import type { AdminBody } from '../data/types';
import type { SceneSounds } from './CallSoundFields';

/** The scenario as loaded: the shared document, with the status column as the truth. */
function documentOf(scene: AdminScenario): dialogue.Scenario | null {
  const parsed = dialogue.scenarioSchema.safeParse(scene.scenario ?? {});
  if (!parsed.success) return null;
  const status = scene.status === 'enabled' || scene.status === 'disabled' ? scene.status : 'draft';
  return { ...parsed.data, status };
}

/** `PUT scene/{id}`: the edited document and sounds with the scene's other library references as loaded. */
function bodyOf(scene: AdminScenario, scenario: dialogue.Scenario, { bgmid, ringtoneid }: SceneSounds): AdminBody<'scenes', 'update'> {
  const { customerid, scoringruleid, images, excellentrecording, excellentdescription } = scene;
  return { scenario, customerid, scoringruleid, bgmid, ringtoneid, images, excellentrecording, excellentdescription };
}

const soundsOf = (scene: AdminScenario): SceneSounds => ({ ringtoneid: scene.ringtoneid, bgmid: scene.bgmid });
const sameSounds = (a: SceneSounds, b: SceneSounds) => a.ringtoneid === b.ringtoneid && a.bgmid === b.bgmid;

/**
 * The scenario being edited: loaded once per id (the reads refreshed after a simulation or any
 * other write leave the edits alone), whether it differs from what was saved, and its save.
 */
export function useScenarioDraft(id: string) {
  const read = useAdminQuery('scenes', 'read', id ? { id } : null);
  const update = useAdminMutation('scenes', 'update');
  const [scene, setScene] = useState<AdminScenario | null>(null);
  const [scenario, setScenario] = useState<dialogue.Scenario | null>(null);
  const [sounds, setSounds] = useState<SceneSounds>({ ringtoneid: '', bgmid: '' });
  const [savedText, setSavedText] = useState('');

  const load = useCallback((next: AdminScenario) => {
    const document = documentOf(next);
    setScene(next);
    setScenario(document);
    setSounds(soundsOf(next));
    setSavedText(JSON.stringify(document));
  }, []);
  // Only an answer fetched now, not one cached before the last change elsewhere.
  const fresh = read.data && !read.loading ? read.data.scene : null;
  useEffect(() => {
    if (fresh && fresh.id !== scene?.id) load(fresh);
  }, [fresh, scene, load]);

  /** Sends the document; the saved scene (a draft while its flow is incomplete) becomes the one edited. */
  const save = async (): Promise<AdminScenario | null> => {
    if (!scene || !scenario) return null;
    const { scene: saved } = await update.run({ id: scene.id }, bodyOf(scene, scenario, sounds));
    load(saved);
    return saved;
  };
  return {
    scene,
    scenario,
    setScenario,
    /** The scenario's ringtone and background audio as edited. */
    sounds,
    setSounds,
    /** The load's failure, until a scenario is shown. */
    loadError: scene ? '' : read.error,
    dirty: scenario !== null && (JSON.stringify(scenario) !== savedText || (scene !== null && !sameSounds(sounds, soundsOf(scene)))),
    saving: update.pending,
    save,
  };
}
