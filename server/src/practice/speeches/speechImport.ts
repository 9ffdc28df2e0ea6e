import {
  createTranslator,
  dialogue,
  LANGUAGES,
  normaliseHeader,
  parseQuestionLevel,
  QUESTION_LEVEL_NAMES,
  readSheet,
  SPEECH_KEYWORDS_MAX,
  speechBodySchema,
  templateMarker,
  type ImportIssue,
  type ImportQuery,
  type ImportResponse,
  type ImportRowAction,
  type SpeechBody,
  type Translate,
} from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { insertSpeeches, speechesWithText, updateSpeech } from '../../data/practice/speeches.js';
import type { Db } from '../../db/client.js';
import { keyedIssues } from '../../errors/issues.js';
import type { UploadedFile } from '../../http/validate.js';
import type { Caller } from '../../auth/caller.js';
import { importWizard, writeImport, type WizardCounts, type WizardRow, type WizardScope } from '../../http/importWizard.js';

/**
 * The speech import (admin §4 import wizard, §5 speech rules; docs/practice.md "Speech import"), on
 * the wizard every import shares (http/importWizard.ts). Each row is checked by the same shared
 * schema as a single speech (`speechBodySchema`); difficulty is read as low/medium/high (or 1–3) and
 * emotion by its name, in any of the three languages. A speech's identity is its category and text:
 * the same pair twice in the file is a row error, and the organisation's speech with that pair (the
 * oldest, should the library hold several) is the one a row updates. Mode 1 only creates (a row
 * naming an existing speech is skipped), mode 2 only updates (a new one is skipped), mode 3 both.
 */

const COLUMNS = ['category', 'text', 'difficulty', 'emotion', 'keywords', 'voiceno'] as const;
type Column = (typeof COLUMNS)[number];
type SpeechIssue = ImportIssue<Column>;

const TEMPLATE = { id: 'speeches', version: 1, columns: COLUMNS.map((key) => ({ key })) };
const REQUIRED: readonly Column[] = ['category', 'text'];
const TRANSLATORS = LANGUAGES.map((language) => createTranslator(language));

const columnLabel = (column: Column, t: Translate) => t(`practiceAdmin.speechImport.${column}`);
const levelNames = (t: Translate) => ([1, 2, 3] as const).map((level) => t(`exam.level.${QUESTION_LEVEL_NAMES[level]}`));
const emotionNames = (t: Translate) => dialogue.EMOTIONS.map((name) => t(`dialogue.emotions.${name}`));

/** The template's header: the columns with how to fill them in brackets (ignored when read back), then the marker. */
function templateHeader(t: Translate): string[] {
  const hints: Partial<Record<Column, string>> = {
    difficulty: levelNames(t).join('/'),
    emotion: emotionNames(t).join('/'),
    keywords: t('practiceAdmin.speechImport.keywordsHint', { max: SPEECH_KEYWORDS_MAX }),
  };
  return [...COLUMNS.map((column) => (hints[column] ? `${columnLabel(column, t)}(${hints[column]})` : columnLabel(column, t))), templateMarker(TEMPLATE)];
}

const HEADER_OF = new Map<string, Column>(
  COLUMNS.flatMap((column) => [column, ...TRANSLATORS.map((t) => columnLabel(column, t))].map((label) => [normaliseHeader(label), column] as const)),
);
const columnForHeader = (cell: string): Column | null => HEADER_OF.get(normaliseHeader(cell)) ?? null;
const isColumn = (field: string): field is Column => (COLUMNS as readonly string[]).includes(field);

/** An emotion cell folded for matching: full width to half, case and spaces ignored. */
const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
/** An emotion by its name in any language, its code name, or its number 0–6. */
const EMOTION_OF = new Map<string, number>(
  dialogue.EMOTIONS.flatMap((name, value) =>
    [String(value), name, ...TRANSLATORS.map((t) => t(`dialogue.emotions.${name}`))].map((text) => [fold(text), value] as const),
  ),
);

const SPEECH_WIZARD = importWizard({
  name: 'speeches',
  template: TEMPLATE,
  header: templateHeader,
  columnForHeader,
  columnLabel,
  errorsPath: ADMIN_ENDPOINTS.speeches.importErrors.path,
});

/** A row that passed, with what the import does with it under the mode. */
interface AcceptedSpeech {
  row: number;
  speech: SpeechBody;
}

interface SpeechCheck {
  ok: boolean;
  fileErrors: SpeechIssue[];
  rows: WizardRow<SpeechIssue>[];
  accepted: AcceptedSpeech[];
}

/** A speech's identity in the library: its category and text. */
const identity = (speech: Pick<SpeechBody, 'category' | 'text'>) => `${speech.category}\u0000${speech.text}`;

/** Each identity's speech in the organisation (the oldest of several). */
async function existingSpeeches(db: Db, orgId: string, speeches: readonly Pick<SpeechBody, 'text'>[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const row of await speechesWithText(
    db,
    orgId,
    speeches.map((speech) => speech.text),
  )) {
    if (!found.has(identity(row))) found.set(identity(row), row.id);
  }
  return found;
}

/** What the mode does with a speech that is already in the library, or not. */
function actionOf(exists: boolean, mode: ImportQuery['mode']): ImportRowAction {
  if (exists) return mode === 1 ? 'skip' : 'update';
  return mode === 2 ? 'skip' : 'insert';
}

/** One row as a speech body, checked by the shared schema; difficulty and emotion read from their names first. */
function checkRow(read: (column: Column) => string, t: Translate): { speech: SpeechBody | null; errors: SpeechIssue[] } {
  const errors: SpeechIssue[] = [];
  const difficultyText = read('difficulty');
  const emotionText = read('emotion');
  const emotion = emotionText ? EMOTION_OF.get(fold(emotionText)) : undefined;
  if (emotionText && emotion === undefined) {
    errors.push({ key: 'practiceAdmin.speechImport.emotionUnknown', params: { names: emotionNames(t).join(t('import.columnSeparator')) }, column: 'emotion' });
  }
  const parsed = speechBodySchema.safeParse({
    category: read('category'),
    text: read('text'),
    difficulty: difficultyText ? (parseQuestionLevel(difficultyText) ?? difficultyText) : undefined,
    emotion,
    keywords: read('keywords'),
    voiceno: read('voiceno'),
  });
  if (!parsed.success) {
    errors.push(...keyedIssues(parsed.error.issues).map(({ key, params, field }) => ({ key, params, ...(isColumn(field) ? { column: field } : {}) })));
  }
  return { speech: parsed.success && errors.length === 0 ? parsed.data : null, errors };
}

/** Every row checked like a single speech, then against the file's earlier rows; a passing row says what the mode does with it. */
async function checkSpeeches(request: Caller, input: readonly unknown[][], mode: ImportQuery['mode']): Promise<SpeechCheck> {
  const sheet = readSheet(input, { template: TEMPLATE, columnForHeader, required: REQUIRED });
  const checked = sheet.rows.map(({ row, read }) => ({ row, ...checkRow(read, request.t) }));
  const existing = await existingSpeeches(
    request.deps.db,
    request.caller.orgId,
    checked.flatMap(({ speech }) => (speech ? [speech] : [])),
  );
  const firstRow = new Map<string, number>();
  const accepted: AcceptedSpeech[] = [];
  const rows = checked.map(({ row, speech, errors }): WizardRow<SpeechIssue> => {
    if (!speech) return { row, ok: false, errors, warnings: [] };
    const earlier = firstRow.get(identity(speech));
    if (earlier !== undefined)
      return { row, ok: false, errors: [{ key: 'practiceAdmin.speechImport.duplicateInFile', params: { row: earlier }, column: 'text' }], warnings: [] };
    firstRow.set(identity(speech), row);
    accepted.push({ row, speech });
    const action = actionOf(existing.has(identity(speech)), mode);
    const warnings: SpeechIssue[] =
      action === 'skip' ? [{ key: mode === 1 ? 'practiceAdmin.speechImport.skipExists' : 'practiceAdmin.speechImport.skipMissing' }] : [];
    return { row, ok: true, errors: [], warnings, action };
  });
  return { ok: sheet.fileErrors.length === 0 && rows.every((row) => row.ok), fileErrors: sheet.fileErrors, rows, accepted };
}

/** The columns a row sets: an update keeps the speech's category, text and enabled state. */
const columnsOf = (speech: SpeechBody) => ({ difficulty: speech.difficulty, emotion: speech.emotion, keywords: speech.keywords, voiceNo: speech.voiceno });

/** Writes the file's speeches by the mode, matched again inside the transaction. */
async function writeSpeeches(tx: Db, scope: WizardScope, accepted: readonly AcceptedSpeech[]): Promise<WizardCounts> {
  const existing = await existingSpeeches(
    tx,
    scope.orgId,
    accepted.map(({ speech }) => speech),
  );
  const counts: WizardCounts = { insertcount: 0, updatecount: 0, skipcount: 0 };
  const inserts = [];
  for (const { speech } of accepted) {
    const id = existing.get(identity(speech));
    const action = actionOf(id !== undefined, scope.mode);
    if (action === 'skip') counts.skipcount += 1;
    else if (action === 'update' && id) {
      counts.updatecount += 1;
      await updateSpeech(tx, scope.orgId, id, columnsOf(speech), scope.now);
    } else inserts.push({ orgId: scope.orgId, creatorId: scope.creatorId, category: speech.category, text: speech.text, ...columnsOf(speech) });
  }
  await insertSpeeches(tx, inserts);
  counts.insertcount = inserts.length;
  return counts;
}

/** `GET …/speech/import/template`: the header row in the caller's language, closed by `#speeches-v1`. */
export function speechTemplate(request: Caller): Promise<{ filename: string; bytes: Buffer }> {
  return SPEECH_WIZARD.templateFile(request);
}

/** `GET …/speech/import/errors/{id}`: a failed-rows file of the caller's organisation, else 404. */
export function speechErrorFile(request: Caller, id: string): Promise<{ filename: string; bytes: Buffer }> {
  return SPEECH_WIZARD.errorFile(request, id);
}

/** `POST …/speech/import?step&mode` with one .xlsx in `file`. */
export async function importSpeeches(request: Caller, files: readonly UploadedFile[], query: ImportQuery): Promise<ImportResponse> {
  const rows = await SPEECH_WIZARD.readUpload(files);
  const check = await checkSpeeches(request, rows, query.mode);
  SPEECH_WIZARD.refuseFile(request, check.fileErrors);
  const errorfile = await SPEECH_WIZARD.saveFailedRows(request, rows, check);
  const counts = await writeImport(request, query, check, (tx, scope) => writeSpeeches(tx, scope, check.accepted));
  return { successed: true, ...SPEECH_WIZARD.response(request, { step: query.step, check, counts, errorfile }) };
}
