import { EMOTION_RANGE, FLOW_INTENTS_MAX, FLOW_REFERENCE_SCRIPTS_MAX, SIMILAR_SPEECHES_MAX, SPEECH_KEYWORDS_MAX, SPEECH_TEXT_MAX } from '../limits.js';
import { AUTO_NODE_TYPES, autoLoopNodes, flowEdges, LEARNER_NODE_TYPES, mayReachEnd, nodesOfType, reachableFrom } from './graph.js';
import { keywordTerms, splitKeywords } from './keywords.js';
import { writtenWord } from './normalize.js';
import { flowIssue, type FlowIssue } from './rules.js';
import { DIALOGUE_LIMITS, SPEECH_TYPES, type Flow, type FlowNode, type IntentMode, type Transition } from './schema.js';

/**
 * The flow rules of admin §4 "Scenario flow editor rules" and the flow part of §5, over a whole
 * flow. Each violation is reported once, where it is, with its code.
 */

type Path = (string | number)[];
const nodePath = (n: number): Path => ['flow', 'nodes', n];
const intentPath = (n: number, t: number): Path => [...nodePath(n), 'transitions', t];

/** True when a transition says something: a custom text, or a library speech. */
export function hasSpeech(t: Transition): boolean {
  if (t.speechtype === SPEECH_TYPES.custom) return t.specifytext.trim() !== '';
  if (t.speechtype === SPEECH_TYPES.library) return t.speechid !== '';
  return false;
}

/** True when an intent of a learner node can ever be matched under the intention mode. */
export function canMatch(t: Transition, nodeType: FlowNode['type'], mode: IntentMode): boolean {
  const hasKeywords = splitKeywords(t.keywords).length > 0;
  const hasTexts = t.normtext.trim() !== '' || t.speeches.some((s) => s.trim() !== '');
  if (nodeType === 'question' || mode === 'keywords') return hasKeywords;
  if (mode === 'similarity') return hasTexts;
  return hasKeywords || hasTexts;
}

function checkIds(flow: Flow): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const nodeIds = new Set<string>();
  const intentIds = new Set<string>();
  flow.nodes.forEach((node, n) => {
    if (nodeIds.has(node.id)) issues.push(flowIssue('duplicateNodeId', { nodeId: node.id, path: [...nodePath(n), 'id'] }));
    nodeIds.add(node.id);
    if (node.id.length > DIALOGUE_LIMITS.idMax || node.id === '') {
      issues.push(flowIssue('idTooLong', { nodeId: node.id, path: [...nodePath(n), 'id'] }, { max: DIALOGUE_LIMITS.idMax }));
    }
    node.transitions.forEach((t, i) => {
      const place = { nodeId: node.id, transitionId: t.id, path: [...intentPath(n, i), 'id'] };
      if (intentIds.has(t.id)) issues.push(flowIssue('duplicateIntentId', place));
      intentIds.add(t.id);
      if (t.id.length > DIALOGUE_LIMITS.idMax || t.id === '') issues.push(flowIssue('idTooLong', place, { max: DIALOGUE_LIMITS.idMax }));
    });
  });
  return issues;
}

function checkNodeCounts(flow: Flow): FlowIssue[] {
  const issues: FlowIssue[] = [];
  if (flow.nodes.length > DIALOGUE_LIMITS.nodesMax) {
    issues.push(flowIssue('tooManyNodes', { path: ['flow', 'nodes'] }, { max: DIALOGUE_LIMITS.nodesMax }));
  }
  const starts = nodesOfType(flow, 'start');
  const ends = nodesOfType(flow, 'end');
  if (starts.length === 0) issues.push(flowIssue('noStart'));
  for (const id of starts.slice(1)) issues.push(flowIssue('multipleStart', { nodeId: id }));
  if (ends.length === 0) issues.push(flowIssue('noEnd'));
  for (const id of ends.slice(1)) issues.push(flowIssue('multipleEnd', { nodeId: id }));
  if (nodesOfType(flow, 'customer').length === 0) issues.push(flowIssue('noCustomer'));
  if (nodesOfType(flow, 'student').length === 0) issues.push(flowIssue('noStudent'));
  return issues;
}

function checkTexts(node: FlowNode, n: number): FlowIssue[] {
  const issues: FlowIssue[] = [];
  if (node.name.length > DIALOGUE_LIMITS.nodeNameMax) {
    issues.push(flowIssue('nodeNameTooLong', { nodeId: node.id, path: [...nodePath(n), 'name'] }, { max: DIALOGUE_LIMITS.nodeNameMax }));
  }
  node.transitions.forEach((t, i) => {
    const at = (field: string, ...rest: number[]): { nodeId: string; transitionId: string; path: Path } => ({
      nodeId: node.id,
      transitionId: t.id,
      path: [...intentPath(n, i), field, ...rest],
    });
    if (t.label.length > DIALOGUE_LIMITS.labelMax) issues.push(flowIssue('labelTooLong', at('label'), { max: DIALOGUE_LIMITS.labelMax }));
    for (const field of ['normtext', 'specifytext'] as const) {
      if (t[field].length > SPEECH_TEXT_MAX) issues.push(flowIssue('textTooLong', at(field), { max: SPEECH_TEXT_MAX }));
    }
    for (const field of ['speeches', 'scripts'] as const) {
      t[field].forEach((text, k) => {
        if (text.length > SPEECH_TEXT_MAX) issues.push(flowIssue('textTooLong', at(field, k), { max: SPEECH_TEXT_MAX }));
      });
    }
    if (t.emotion < EMOTION_RANGE.min || t.emotion > EMOTION_RANGE.max) issues.push(flowIssue('emotionRange', at('emotion'), { ...EMOTION_RANGE }));
    if (t.speeches.length > SIMILAR_SPEECHES_MAX) issues.push(flowIssue('similarTooMany', at('speeches'), { max: SIMILAR_SPEECHES_MAX }));
    if (t.scripts.length > FLOW_REFERENCE_SCRIPTS_MAX) {
      issues.push(flowIssue('scriptsTooMany', at('scripts'), { max: FLOW_REFERENCE_SCRIPTS_MAX }));
    }
    const terms = keywordTerms(t.keywords).map(writtenWord);
    if (terms.length > SPEECH_KEYWORDS_MAX) issues.push(flowIssue('keywordsTooMany', at('keywords'), { max: SPEECH_KEYWORDS_MAX }));
    if (new Set(terms).size < terms.length) issues.push(flowIssue('keywordsDuplicate', at('keywords')));
  });
  return issues;
}

/** Custom speeches, similar speeches and answer keywords must not repeat inside one node. */
function checkDuplicates(node: FlowNode, n: number): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const custom = new Set<string>();
  const similar = new Set<string>();
  const expressions = new Set<string>();
  const questionTerms = new Set<string>();
  node.transitions.forEach((t, i) => {
    const at = (field: string): { nodeId: string; transitionId: string; path: Path } => ({
      nodeId: node.id,
      transitionId: t.id,
      path: [...intentPath(n, i), field],
    });
    const line = writtenWord(t.specifytext);
    if (t.speechtype === SPEECH_TYPES.custom && line) {
      if (custom.has(line)) issues.push(flowIssue('customSpeechDuplicate', at('specifytext')));
      custom.add(line);
    }
    const texts = [t.normtext, ...t.speeches].map(writtenWord).filter(Boolean);
    if (texts.some((text) => similar.has(text)) || new Set(texts).size < texts.length) {
      issues.push(flowIssue('similarSpeechDuplicate', at('speeches')));
    }
    for (const text of texts) similar.add(text);
    const clauses = splitKeywords(t.keywords)
      .map((c) => c.map(writtenWord).sort().join('|'))
      .sort();
    if (clauses.length === 0) return;
    const expression = clauses.join(',');
    const terms = new Set(keywordTerms(t.keywords).map(writtenWord));
    const shared = node.type === 'question' && [...terms].some((term) => questionTerms.has(term));
    if (expressions.has(expression) || shared) issues.push(flowIssue('keywordsDuplicate', at('keywords')));
    expressions.add(expression);
    for (const term of terms) questionTerms.add(term);
  });
  return issues;
}

function checkLines(flow: Flow, node: FlowNode, n: number, mode: IntentMode): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const byId = new Map(flow.nodes.map((x) => [x.id, x]));
  if (node.transitions.length > FLOW_INTENTS_MAX) {
    issues.push(flowIssue('branchLimit', { nodeId: node.id, path: [...nodePath(n), 'transitions'] }, { max: FLOW_INTENTS_MAX }));
  }
  const targets = new Set<string>();
  node.transitions.forEach((t, i) => {
    const place = { nodeId: node.id, transitionId: t.id, path: intentPath(n, i) };
    if (node.type === 'end') {
      issues.push(flowIssue('endNoSource', place));
      return;
    }
    if (node.type === 'customer' && !hasSpeech(t)) issues.push(flowIssue('speechMissing', place));
    if (t.speechtype !== SPEECH_TYPES.none && node.type !== 'customer' && !hasSpeech(t)) issues.push(flowIssue('speechMissing', place));
    if (LEARNER_NODE_TYPES.includes(node.type) && !canMatch(t, node.type, mode)) issues.push(flowIssue('nothingToMatch', place));
    if (t.node === '') {
      issues.push(flowIssue('intentUnlinked', place));
      return;
    }
    const target = byId.get(t.node);
    if (!target) issues.push(flowIssue('unknownTarget', place));
    else if (target.id === node.id) issues.push(flowIssue('selfLink', place));
    else if (target.type === 'start') issues.push(flowIssue('startNotTarget', place));
    else if (node.type === 'start' && target.type === 'end') issues.push(flowIssue('startToEnd', place));
    else if (AUTO_NODE_TYPES.includes(node.type) && targets.has(target.id)) issues.push(flowIssue('duplicateLink', place));
    else if (flow.nodes.indexOf(target) > n && target.transitions.some((back) => back.node === node.id)) {
      issues.push(flowIssue('twoNodeLoop', place));
    }
    targets.add(t.node);
  });
  return issues;
}

/**
 * Reach: a node the start cannot reach, or one not led onward yet, is unfinished (a draft); a node
 * cut off from the end (`mayReachEnd`) is an error, as the editor refuses the line that would make it.
 */
function checkReach(flow: Flow): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const edges = flowEdges(flow);
  const starts = nodesOfType(flow, 'start');
  const reached = starts.length ? reachableFrom(edges, starts) : null;
  const finishing = mayReachEnd(flow, edges);
  flow.nodes.forEach((node, n) => {
    const place = { nodeId: node.id, path: nodePath(n) };
    if (reached && !reached.has(node.id)) issues.push(flowIssue('unreachable', place));
    if (node.type !== 'end' && node.transitions.length === 0) issues.push(flowIssue('nodeUnlinked', place));
    if (!finishing.has(node.id)) issues.push(flowIssue('cannotReachEnd', place));
  });
  for (const id of autoLoopNodes(flow, edges)) issues.push(flowIssue('customerLoop', { nodeId: id }));
  return issues;
}

/** Every flow rule over a whole flow; the intention mode decides what an intent needs to be matched. */
export function checkFlow(flow: Flow, mode: IntentMode): FlowIssue[] {
  return [
    ...checkIds(flow),
    ...checkNodeCounts(flow),
    ...flow.nodes.flatMap((node, n) => [...checkTexts(node, n), ...checkDuplicates(node, n), ...checkLines(flow, node, n, mode)]),
    ...checkReach(flow),
  ];
}
