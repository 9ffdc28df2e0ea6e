import type { ImportSource } from '../blocks/import/importWizard';

/** The speech import (docs/practice.md "Speech import"): the three modes, a speech matched by its category and text. */
export const SPEECH_IMPORT: ImportSource = {
  area: 'speeches',
  subject: 'speeches',
  title: 'practiceWeb.speech.importTitle',
};
