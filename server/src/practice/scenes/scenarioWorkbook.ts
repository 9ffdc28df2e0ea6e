import { readFileSync } from 'node:fs';
import type ExcelJS from 'exceljs';
import { ASR_LANGUAGES, cellText, dialogue, en, zhCN, zhTW, type MessageKey, type MessageParams, type Translate } from '@peilian/shared';
import { AppError, invalidInput } from '../../errors/index.js';
import { CAR_SALES_EXAMPLE } from '../../paths.js';
import { loadExcel, loadWorkbook, MERGED_CELL } from '../../lib/excel.js';

/**
 * The scenario document as an Excel workbook (docs/scenario-format.md "Excel"): sheet "场景" holds
 * the settings as key/value rows, sheet "流程" one row per intent (a node without intents is one row
 * with the intent columns empty). Sheet names, setting names, column headers and the words in cells
 * (node types, modes, statuses, yes/no) are read in any of the three languages. Special rules are off
 * in a workbook. Reading builds the same document the JSON import reads; writing is the template and
 * the Excel export, so an exported workbook imports back into the same flow.
 */

type Word = keyof (typeof zhCN)['practiceAdmin']['scenarioWorkbook'];

/**
 * One problem of a scenario file, in the caller's language: where it is and what it is (the
 * preview's), and the one-line message a refused import names it by (`key` with `params`).
 */
export interface ScenarioFileProblem {
  where: string;
  message: string;
  key: MessageKey;
  params: MessageParams;
}

/** Where a workbook's parts were read: the sheets' names, and the rows of each setting, node and intent line. */
export interface WorkbookPlaces {
  settingsSheet: string;
  flowSheet: string;
  settingRows: Map<string, number>;
  /** A node's rows, in order. */
  nodeRows: Map<string, number[]>;
  /** An intent line's row, by `lineKey`. */
  lineRows: Map<string, number>;
  /** A setting's name (`name`, `status`, …) in the caller's language. */
  settingLabel: (setting: string) => string;
}

/** What a workbook reads into: the scenario document, or null when a sheet or a node type could not be read; every problem found. */
export interface WorkbookRead {
  document: Record<string, unknown> | null;
  problems: ScenarioFileProblem[];
  places: WorkbookPlaces;
}

/** An intent line's key in `WorkbookPlaces.lineRows`. */
export const lineKey = (nodeId: string, lineId: string) => `${nodeId}\u0000${lineId}`;

const fold = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[*:：\s_-]/g, '')
    .toLowerCase();
const wordKey = (word: Word): MessageKey => `practiceAdmin.scenarioWorkbook.${word}`;
/** Every way a word may be written: its three translations and the given code names. */
function lookup<T extends string>(table: Record<T, Word>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [value, word] of Object.entries(table) as [T, Word][]) {
    for (const text of [value, ...[zhCN, zhTW, en].map((messages) => messages.practiceAdmin.scenarioWorkbook[word])]) map.set(fold(text), value);
  }
  return map;
}

const SETTINGS = [
  'name',
  'category',
  'description',
  'intentMode',
  'intentSimilarity',
  'crossNode',
  'smartBreak',
  'keywords',
  'waitSeconds',
  'recognitionLanguage',
  'status',
] as const;
type Setting = (typeof SETTINGS)[number];
const COLUMNS = [
  'nodeId',
  'nodeType',
  'nodeName',
  'intentId',
  'intentName',
  'target',
  'customerText',
  'normtext',
  'intentKeywords',
  'speeches',
  'scripts',
  'emotion',
  'catid',
  'speechid',
] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['nodeId', 'nodeType', 'target'];
const INTENT_COLUMNS = COLUMNS.filter((column) => !['nodeId', 'nodeType', 'nodeName'].includes(column));

const identity = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
const SETTING_OF = lookup<Setting>(identity(SETTINGS));
const COLUMN_OF = lookup<Column>(identity(COLUMNS));
const NODE_TYPE_OF = lookup<dialogue.NodeType>(identity(dialogue.NODE_TYPES));
const MODE_OF = lookup<dialogue.IntentMode>({ keywords: 'modeKeywords', similarity: 'modeSimilarity', both: 'modeBoth' });
const STATUS_OF = lookup<dialogue.ScenarioStatus>(identity(dialogue.SCENARIO_STATUSES));
/** An engine code in any case (blank: the customer's language). */
const RECOGNITION_OF = new Map(ASR_LANGUAGES.map((code) => [fold(code), code]));
const BOOLEAN_OF = lookup<'true' | 'false'>({ true: 'yes', false: 'no' });
for (const [text, value] of [
  ['1', 'true'],
  ['0', 'false'],
  ['y', 'true'],
  ['n', 'false'],
] as const)
  BOOLEAN_OF.set(text, value);

/** A scenario workbook is at most 1 MB; this is far above what that holds once inflated. */
const UNZIPPED_BYTES_MAX = 32 * 1024 * 1024;
const EMOTION_MAX = 6;
const SPECIAL_RULES_OFF = { silence: { enabled: false }, nonStandard: { enabled: false } };

type Row = { row: number; cells: string[] };

function rowsOf(sheet: ExcelJS.Worksheet): Row[] {
  const rows: Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cell.type === MERGED_CELL ? '' : cellText(cell.value).trim();
    });
    const filled = Array.from(cells, (text) => text ?? '');
    if (filled.some(Boolean)) rows.push({ row: row.number, cells: filled });
  });
  return rows;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Reads a workbook's bytes into a scenario document with every problem of its sheets, rows and
 * cells, each named by its sheet, row and column. A workbook that cannot be read at all is refused;
 * a missing sheet or a node whose type cannot be read leaves no document (its flow cannot be
 * checked until that is fixed). A cell that cannot be read is left at its default in the document,
 * so the flow's rules are checked on the rest.
 */
export async function readScenarioWorkbook(bytes: Buffer, t: Translate): Promise<WorkbookRead> {
  const workbook = await loadWorkbook(bytes, UNZIPPED_BYTES_MAX).catch((error: unknown) => {
    // Bounds refused keep their own message; a workbook exceljs cannot read is this format's "invalid".
    if (error instanceof AppError && error.key === 'errors.exam.invalidExcel') throw invalidInput('practiceAdmin.scenarioWorkbook.invalid', {}, 'file');
    throw error;
  });
  const problems: ScenarioFileProblem[] = [];
  const sheetOf = (word: Word) => {
    const names = new Set([zhCN, zhTW, en].map((messages) => fold(messages.practiceAdmin.scenarioWorkbook[word])));
    const sheet = workbook.worksheets.find((candidate) => names.has(fold(candidate.name)));
    if (!sheet) problems.push(fileProblem(t, 'practiceAdmin.scenarioWorkbook.sheetMissing', { sheet: t(wordKey(word)) }));
    return sheet;
  };
  const settingsSheet = sheetOf('sheetScenario');
  const flowSheet = sheetOf('sheetFlow');
  const places: WorkbookPlaces = {
    settingsSheet: settingsSheet?.name ?? t(wordKey('sheetScenario')),
    flowSheet: flowSheet?.name ?? t(wordKey('sheetFlow')),
    settingRows: new Map(),
    nodeRows: new Map(),
    lineRows: new Map(),
    settingLabel: (setting) => (SETTINGS.includes(setting as Setting) ? t(wordKey(setting as Setting)) : setting),
  };
  const scenario = settingsSheet ? readSettings(settingsSheet, t, problems, places) : null;
  const nodes = flowSheet ? readFlow(flowSheet, t, problems, places) : null;
  const readable = scenario && nodes && nodes.every((node) => node.type !== undefined);
  return { document: readable ? { ...scenario, flow: { nodes } } : null, problems, places };
}

/** A problem of the file as a whole (a sheet missing): its message is the whole story. */
function fileProblem(t: Translate, key: MessageKey, params: MessageParams): ScenarioFileProblem {
  return { where: t('practiceAdmin.scenarioWorkbook.whereFile'), message: t(key, params), key, params };
}

/** A problem of one sheet (a column missing, no rows). */
function sheetProblem(t: Translate, sheet: ExcelJS.Worksheet, key: MessageKey, params: MessageParams): ScenarioFileProblem {
  return {
    where: t('practiceAdmin.scenarioWorkbook.whereSheet', { sheet: sheet.name }),
    message: t(key, { sheet: sheet.name, ...params }),
    key,
    params: { sheet: sheet.name, ...params },
  };
}

function cellProblem(
  t: Translate,
  sheet: ExcelJS.Worksheet,
  row: number,
  column: string,
  problem: MessageKey,
  params: MessageParams = {},
): ScenarioFileProblem {
  const message = t(problem, params);
  return {
    where: t('practiceAdmin.scenarioWorkbook.whereCell', { sheet: sheet.name, row, column }),
    message,
    key: 'practiceAdmin.scenarioWorkbook.cell',
    params: { sheet: sheet.name, row, column, problem: message },
  };
}

function readSettings(sheet: ExcelJS.Worksheet, t: Translate, problems: ScenarioFileProblem[], places: WorkbookPlaces): Record<string, unknown> {
  const scenario: Record<string, unknown> = {
    version: dialogue.SCENARIO_FORMAT_VERSION,
    name: '',
    category: '',
    intentMode: 'both',
    // Similarity, cross-node and smart break left blank follow the organisation's practice algorithm.
    specialRules: SPECIAL_RULES_OFF,
  };
  for (const { row, cells } of rowsOf(sheet)) {
    const [key = '', value = ''] = cells;
    const setting = SETTING_OF.get(fold(key));
    if (!setting) {
      problems.push(cellProblem(t, sheet, row, 'A', 'practiceAdmin.scenarioWorkbook.keyUnknown', { key }));
      continue;
    }
    places.settingRows.set(setting, row);
    const refuse = (problem: MessageKey) => problems.push(cellProblem(t, sheet, row, t(wordKey(setting)), problem));
    const pick = <T>(map: Map<string, T>, problem: MessageKey) => {
      const found = map.get(fold(value));
      if (found === undefined) refuse(problem);
      return found;
    };
    if (setting === 'name' || setting === 'category' || setting === 'description') scenario[setting] = value;
    else if (setting === 'keywords') scenario.keywords = lines(value);
    else if (!value) continue;
    else if (setting === 'intentMode') scenario.intentMode = pick(MODE_OF, 'practiceAdmin.scenarioWorkbook.modeInvalid') ?? scenario.intentMode;
    else if (setting === 'status') scenario.status = pick(STATUS_OF, 'practiceAdmin.scenarioWorkbook.statusInvalid');
    else if (setting === 'recognitionLanguage') scenario[setting] = pick(RECOGNITION_OF, 'practiceAdmin.scenarioWorkbook.recognitionInvalid');
    else if (setting === 'crossNode' || setting === 'smartBreak')
      scenario[setting] = pick(BOOLEAN_OF, 'practiceAdmin.scenarioWorkbook.booleanInvalid') === 'true';
    else if (Number.isFinite(Number(value))) scenario[setting] = Number(value);
    else refuse('practiceAdmin.scenarioWorkbook.numberInvalid');
  }
  return scenario;
}

// No position: the save lays the nodes out in layers (docs/scenario-format.md §2).
type Node = { id: string; name: string; type?: dialogue.NodeType; transitions: Record<string, unknown>[] };

/** The flow sheet's columns by their header, or the problem of the required ones missing. */
function flowColumns(header: Row | undefined, sheet: ExcelJS.Worksheet, t: Translate): { at: Partial<Record<Column, number>>; problem?: ScenarioFileProblem } {
  const at: Partial<Record<Column, number>> = {};
  header?.cells.forEach((text, index) => {
    const column = COLUMN_OF.get(fold(text));
    if (column && at[column] === undefined) at[column] = index;
  });
  const missing = REQUIRED.filter((column) => at[column] === undefined);
  if (missing.length === 0) return { at };
  const columns = missing.map((column) => t(wordKey(column))).join('、');
  return { at, problem: sheetProblem(t, sheet, 'practiceAdmin.scenarioWorkbook.columnsMissing', { columns }) };
}

function readFlow(sheet: ExcelJS.Worksheet, t: Translate, problems: ScenarioFileProblem[], places: WorkbookPlaces): Node[] | null {
  const [header, ...body] = rowsOf(sheet);
  const { at, problem } = flowColumns(header, sheet, t);
  if (problem) {
    problems.push(problem);
    return null;
  }
  if (body.length === 0) problems.push(sheetProblem(t, sheet, 'practiceAdmin.scenarioWorkbook.flowEmpty', {}));
  const nodes = new Map<string, Node>();
  const targets: { row: number; target: string }[] = [];
  let current = '';
  for (const { row, cells } of body) {
    const text = (column: Column) => (at[column] === undefined ? '' : (cells[at[column]] ?? ''));
    const refuse = (column: Column, problem: MessageKey, params: MessageParams = {}) =>
      problems.push(cellProblem(t, sheet, row, t(wordKey(column)), problem, params));
    current = text('nodeId') || current;
    if (!current) {
      refuse('nodeId', 'practiceAdmin.scenarioWorkbook.required');
      continue;
    }
    const node = nodes.get(current) ?? { id: current, name: '', transitions: [] };
    nodes.set(current, node);
    places.nodeRows.set(current, [...(places.nodeRows.get(current) ?? []), row]);
    const typeText = text('nodeType');
    const type = typeText ? NODE_TYPE_OF.get(fold(typeText)) : undefined;
    if (typeText && !type) refuse('nodeType', 'practiceAdmin.scenarioWorkbook.nodeTypeInvalid');
    else if (type && node.type && type !== node.type) refuse('nodeType', 'practiceAdmin.scenarioWorkbook.nodeTypeConflict');
    else if (!type && !node.type) refuse('nodeType', 'practiceAdmin.scenarioWorkbook.required');
    node.type ??= type;
    node.name ||= text('nodeName');
    if (!INTENT_COLUMNS.some((column) => text(column))) continue;
    const emotionText = text('emotion') || '0';
    const emotionRead = /^\d+$/.test(emotionText) && Number(emotionText) <= EMOTION_MAX;
    if (!emotionRead) refuse('emotion', 'practiceAdmin.scenarioWorkbook.emotionInvalid');
    if (text('target')) targets.push({ row, target: text('target') });
    const line = lineOf(text, `${current}-${node.transitions.length + 1}`, emotionRead ? Number(emotionText) : 0);
    places.lineRows.set(lineKey(current, String(line.id)), row);
    node.transitions.push(line);
  }
  for (const { row, target } of targets) {
    if (!nodes.has(target)) problems.push(cellProblem(t, sheet, row, t(wordKey('target')), 'practiceAdmin.scenarioWorkbook.targetUnknown', { node: target }));
  }
  return [...nodes.values()];
}

/** One intent row as a transition: a library speech id makes a library line, else a customer text a custom one. */
function lineOf(text: (column: Column) => string, fallbackId: string, emotion: number): Record<string, unknown> {
  const speechid = text('speechid');
  const specifytext = text('customerText');
  return {
    id: text('intentId') || fallbackId,
    node: text('target'),
    label: text('intentName'),
    normtext: text('normtext'),
    speechtype: speechid ? dialogue.SPEECH_TYPES.library : specifytext ? dialogue.SPEECH_TYPES.custom : dialogue.SPEECH_TYPES.none,
    emotion,
    specifytext,
    catid: text('catid'),
    speechid,
    speeches: lines(text('speeches')),
    keywords: text('intentKeywords'),
    scripts: lines(text('scripts')),
  };
}

/** The flow sheet's column of a workbook's library speech id, in the caller's language. */
export const speechIdColumn = (t: Translate) => t(wordKey('speechid'));

/** A scenario document as a workbook of this layout, headers and words in the caller's language. */
export async function writeScenarioWorkbook(document: unknown, t: Translate): Promise<Buffer> {
  const scenario = dialogue.validateScenario(document).scenario;
  if (!scenario) throw invalidInput('practiceAdmin.rules.scenarioFileInvalid', {}, 'file');
  const word = (key: Word) => t(wordKey(key));
  const workbook = new (await loadExcel()).Workbook();
  addSettingsSheet(workbook, scenario, word);
  addFlowSheet(workbook, scenario, word);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Workbook = InstanceType<Awaited<ReturnType<typeof loadExcel>>['Workbook']>;

/** The scenario sheet: one row per setting, its name and its value. */
function addSettingsSheet(workbook: Workbook, scenario: dialogue.Scenario, word: (key: Word) => string): void {
  const modeWord: Record<dialogue.IntentMode, Word> = { keywords: 'modeKeywords', similarity: 'modeSimilarity', both: 'modeBoth' };
  const settings = workbook.addWorksheet(word('sheetScenario'));
  // Blank: the scenario follows the organisation's practice algorithm.
  const yesNo = (value: boolean | undefined) => (value === undefined ? '' : word(value ? 'yes' : 'no'));
  const values: Record<Setting, string | number> = {
    name: scenario.name,
    category: String(scenario.category),
    description: scenario.description,
    intentMode: word(modeWord[scenario.intentMode]),
    intentSimilarity: scenario.intentSimilarity ?? '',
    crossNode: yesNo(scenario.crossNode),
    smartBreak: yesNo(scenario.smartBreak),
    keywords: scenario.keywords.join('\n'),
    waitSeconds: scenario.waitSeconds,
    recognitionLanguage: scenario.recognitionLanguage ?? '',
    status: word(scenario.status),
  };
  for (const setting of SETTINGS) settings.addRow([word(setting), values[setting]]);
  settings.getColumn(1).width = 16;
  settings.getColumn(2).width = 60;
}

/** The flow sheet: a row per intent line, after its node's cells (a node without lines has a row of its own). */
function addFlowSheet(workbook: Workbook, scenario: dialogue.Scenario, word: (key: Word) => string): void {
  const flow = workbook.addWorksheet(word('sheetFlow'));
  flow.addRow(COLUMNS.map((column) => word(column)));
  flow.getRow(1).font = { bold: true };
  for (const node of scenario.flow.nodes) {
    const nodeCells = [node.id, word(node.type), node.name];
    if (node.transitions.length === 0) flow.addRow(nodeCells);
    for (const line of node.transitions) {
      const intentCells = [
        line.id,
        line.label,
        line.node,
        line.specifytext,
        line.normtext,
        line.keywords,
        line.speeches.join('\n'),
        line.scripts.join('\n'),
        line.emotion,
        line.catid,
        line.speechid,
      ];
      flow.addRow([...nodeCells, ...intentCells]);
    }
  }
  flow.columns.forEach((column) => {
    column.width = 18;
  });
}

/** The import template: the documented car-sales example, its library line written as a custom line. */
export function scenarioTemplate(t: Translate): Promise<Buffer> {
  const example = JSON.parse(readFileSync(CAR_SALES_EXAMPLE, 'utf8')) as { flow: { nodes: { transitions?: Record<string, unknown>[] }[] } };
  for (const line of example.flow.nodes.flatMap((node) => node.transitions ?? [])) {
    if (line.speechtype === dialogue.SPEECH_TYPES.library) Object.assign(line, { speechtype: dialogue.SPEECH_TYPES.custom, catid: '', speechid: '' });
  }
  return writeScenarioWorkbook(example, t);
}
