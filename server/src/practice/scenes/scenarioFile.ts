import { readFile } from 'node:fs/promises';
import { dialogue, scenarioBodySchema, type MessageParams, type ScenarioBody, type ScenarioImportPreview, type Translate } from '@peilian/shared';
import { existingSpeechIds } from '../../data/practice/speeches.js';
import { invalidInput, rulesError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { UploadedFile } from '../../http/validate.js';
import { isWorkbook } from '../../lib/excel.js';
import type { Caller } from '../../auth/caller.js';
import { lineKey, readScenarioWorkbook, speechIdColumn, type ScenarioFileProblem, type WorkbookPlaces } from './scenarioWorkbook.js';

/**
 * A scenario file checked before anything is written (docs/practice.md "Scenario import"): JSON in
 * the documented format or the Excel layout (told by its bytes). Every problem is found at once —
 * each sheet, row and cell problem of a workbook, each flow rule of severity `error` (the editor's
 * own validator) once with every node it concerns, each library speech that is not the
 * organisation's — each with where it is: the sheet, row and column of a workbook, else the nodes
 * or the field. `step=preview` lists them; `step=import` saves only a file without any.
 */

/** The largest scenario file an import reads. */
const SCENARIO_FILE_BYTES = 1024 * 1024;
/** How many problems a refused import names in its message (the preview lists them all). */
const PROBLEMS_IN_REFUSAL = 10;

/** A file checked: the document as read (null when it could not be read into one), its validation and every problem. */
export interface ScenarioFileCheck {
  document: unknown;
  validation: dialogue.ScenarioValidation | null;
  problems: ScenarioFileProblem[];
}

/** How to tell where a flow issue is: by the workbook's rows, or (a JSON file) by its nodes and fields. */
interface Locator {
  nodes: (ids: readonly string[], issues: readonly dialogue.FlowIssue[]) => string;
  field: (path: readonly (string | number)[]) => string;
  speech: (nodeId: string, lineId: string, nodes: string) => { where: string; key: ScenarioFileProblem['key']; params: MessageParams };
}

/** A file's bytes as its document (and the workbook's problems and places), or the file refused as a whole. */
async function readDocument(file: UploadedFile, t: Translate): Promise<{ document: unknown; problems: ScenarioFileProblem[]; places: WorkbookPlaces | null }> {
  let bytes: Buffer;
  let document: unknown;
  try {
    if (file.size > SCENARIO_FILE_BYTES) throw new Error('too large');
    bytes = await readFile(file.filepath);
    if (!isWorkbook(bytes)) document = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalidInput('practiceAdmin.rules.scenarioFileInvalid', {}, 'file');
  }
  if (!isWorkbook(bytes)) return { document, problems: [], places: null };
  const read = await readScenarioWorkbook(bytes, t);
  return { document: read.document, problems: read.problems, places: read.places };
}

/** Names nodes as the refusals do: 客户问好（c1）, or the id of a node without a name. */
function nodeNamer(validation: dialogue.ScenarioValidation, t: Translate): (ids: readonly string[]) => string {
  const names = new Map(validation.scenario?.flow.nodes.map((node) => [node.id, node.name.trim()]) ?? []);
  const named = (id: string) => (names.get(id) ? t('dialogue.issueNodes.node', { name: names.get(id)!, id }) : id);
  return (ids) => ids.map(named).join(t('dialogue.issueNodes.separator'));
}

function workbookLocator(places: WorkbookPlaces, t: Translate, nodes: (ids: readonly string[]) => string): Locator {
  const rowOf = (issue: dialogue.FlowIssue) =>
    (issue.nodeId !== undefined && issue.transitionId !== undefined ? places.lineRows.get(lineKey(issue.nodeId, issue.transitionId)) : undefined) ??
    places.nodeRows.get(issue.nodeId ?? '')?.[0];
  return {
    nodes: (ids, issues) => {
      const rows = [...new Set(issues.map(rowOf).filter((row): row is number => row !== undefined))].sort((a, b) => a - b);
      if (rows.length === 0) return t('practiceAdmin.scenarioWorkbook.whereNodes', { nodes: nodes(ids) });
      const sheet = places.flowSheet;
      return t('practiceAdmin.scenarioWorkbook.whereRows', {
        sheet,
        rows: rows.join(t('practiceAdmin.scenarioWorkbook.rowSeparator')),
        nodes: nodes(ids),
      });
    },
    field: (path) => {
      const setting = String(path[0] ?? '');
      const row = places.settingRows.get(setting);
      const sheet = places.settingsSheet;
      if (row === undefined) return t('practiceAdmin.scenarioWorkbook.whereSheet', { sheet });
      return t('practiceAdmin.scenarioWorkbook.whereCell', { sheet, row, column: places.settingLabel(setting) });
    },
    speech: (nodeId, lineId, named) => {
      const row = places.lineRows.get(lineKey(nodeId, lineId)) ?? places.nodeRows.get(nodeId)?.[0] ?? 0;
      const cell = { sheet: places.flowSheet, row, column: speechIdColumn(t) };
      return { where: t('practiceAdmin.scenarioWorkbook.whereCell', cell), key: 'practiceAdmin.scenarioWorkbook.cell', params: { ...cell, nodes: named } };
    },
  };
}

function jsonLocator(t: Translate, nodes: (ids: readonly string[]) => string): Locator {
  return {
    nodes: (ids) => t('practiceAdmin.scenarioWorkbook.whereNodes', { nodes: nodes(ids) }),
    field: (path) => t('practiceAdmin.scenarioWorkbook.whereField', { path: path.join('.') || '/' }),
    speech: (_nodeId, _lineId, named) => ({
      where: t('practiceAdmin.scenarioWorkbook.whereNodes', { nodes: named }),
      key: 'dialogue.issueNodes.problem',
      params: { nodes: named },
    }),
  };
}

/**
 * The rules of severity error, each problem once (the same rule with the same values) with every
 * node it concerns; a workbook's unknown link targets are left out, its cells already name each.
 */
function ruleProblems(validation: dialogue.ScenarioValidation, locate: Locator, names: (ids: readonly string[]) => string, t: Translate, workbook: boolean) {
  const errors = validation.issues.filter((issue) => issue.severity === 'error' && !(workbook && issue.code === 'unknownTarget'));
  const groups = new Map<string, dialogue.FlowIssue[]>();
  for (const issue of errors) {
    const id = `${issue.key}\u0000${JSON.stringify(issue.params ?? {})}`;
    groups.set(id, [...(groups.get(id) ?? []), issue]);
  }
  return [...groups.values()].map((issues): ScenarioFileProblem => {
    const [first] = issues as [dialogue.FlowIssue];
    const message = t(first.key, first.params);
    const nodeIds = [...new Set(issues.flatMap((issue) => (issue.nodeId === undefined ? [] : [issue.nodeId])))];
    if (nodeIds.length === 0) {
      const where = first.path ? locate.field(first.path) : t('practiceAdmin.scenarioWorkbook.whereFile');
      return { where, message, key: first.key, params: first.params ?? {} };
    }
    return { where: locate.nodes(nodeIds, issues), message, key: 'dialogue.issueNodes.problem', params: { problem: message, nodes: names(nodeIds) } };
  });
}

/** Every library line (and special-rule reply) naming a speech that is not the organisation's. */
async function foreignSpeeches(request: Caller, scenario: dialogue.Scenario, locate: Locator, names: (ids: readonly string[]) => string) {
  const lines = scenario.flow.nodes.flatMap((node) =>
    node.transitions.filter((line) => line.speechtype === dialogue.SPEECH_TYPES.library && line.speechid).map((line) => ({ node, line })),
  );
  const rules = [
    { path: ['specialRules', 'silence', 'replySpeechId'], id: scenario.specialRules.silence.replySpeechId },
    { path: ['specialRules', 'nonStandard', 'alertSpeechId'], id: scenario.specialRules.nonStandard.alertSpeechId },
  ].filter((rule) => rule.id);
  const ids = [...lines.map(({ line }) => line.speechid), ...rules.map((rule) => rule.id)];
  const found = await existingSpeechIds(request.deps.db, request.caller.orgId, [...new Set(ids.filter(isUuid))]);
  const message = request.t('errors.practice.speechNotFound');
  const problems: ScenarioFileProblem[] = lines
    .filter(({ line }) => !found.has(line.speechid))
    .map(({ node, line }) => {
      const place = locate.speech(node.id, line.id, names([node.id]));
      return { where: place.where, message, key: place.key, params: { ...place.params, problem: message } };
    });
  for (const rule of rules.filter((candidate) => !found.has(candidate.id))) {
    problems.push({ where: locate.field(rule.path), message, key: 'errors.practice.speechNotFound', params: {} });
  }
  return problems;
}

/** Reads and checks a scenario file, writing nothing; a file that cannot be read at all is refused as a whole. */
export async function checkScenarioFile(request: Caller, file: UploadedFile): Promise<ScenarioFileCheck> {
  const { t } = request;
  const read = await readDocument(file, t);
  if (read.places && read.document === null) return { document: null, validation: null, problems: read.problems };
  const validation = dialogue.validateScenario(read.document);
  const names = nodeNamer(validation, t);
  const locate = read.places ? workbookLocator(read.places, t, names) : jsonLocator(t, names);
  const problems = [...read.problems, ...ruleProblems(validation, locate, names, t, read.places !== null)];
  if (validation.scenario) problems.push(...(await foreignSpeeches(request, validation.scenario, locate, names)));
  return { document: read.document, validation, problems };
}

/** The preview's answer: every problem, and the scenario as far as it was read. */
export function scenarioPreview(check: ScenarioFileCheck): Omit<ScenarioImportPreview, 'successed'> {
  const scenario = check.validation?.scenario;
  const document = (typeof check.document === 'object' && check.document !== null ? check.document : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    step: 'preview',
    ok: check.problems.length === 0,
    name: scenario?.name ?? text(document.name),
    category: scenario?.category ?? text(document.category),
    nodecount: scenario?.flow.nodes.length ?? 0,
    status: check.validation?.status ?? 'draft',
    errors: check.problems.map(({ where, message }) => ({ where, message })),
  };
}

/**
 * The file as a request body to save, or refused with its problems' messages (the first ten, and
 * how many more the preview would list).
 */
export function scenarioToSave(check: ScenarioFileCheck): ScenarioBody {
  if (check.problems.length > 0) {
    const named = check.problems.slice(0, PROBLEMS_IN_REFUSAL).map(({ key, params }) => ({ key, params }));
    const more = check.problems.length - named.length;
    if (more > 0) named.push({ key: 'practiceAdmin.scenarioWorkbook.moreProblems', params: { count: more } });
    throw rulesError(named);
  }
  return scenarioBodySchema.parse({ scenario: check.document });
}
