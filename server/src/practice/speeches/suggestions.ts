import { dialogue, SPEECH_KEYWORDS_MAX } from '@peilian/shared';
import { libraryTexts } from '../../data/practice/voiceClips.js';
import { ProviderError } from '../../providers/errors.js';
import { organisationLexicon } from '../lexicon.js';
import type { Caller } from '../../auth/caller.js';
import type { ChatUsage } from '../../providers/llm/index.js';
import { recordUse } from '../../usage/record.js';

/**
 * The speech editor's suggestions (admin §7 `speech/similarity`, `speech/keywords`): similar
 * speeches from the LLM when one is configured, else — or when it fails — from the organisation's
 * own library, ranked by the engine's similarity; keywords the text already says.
 */

interface LibraryLine {
  text: string;
  keywords: string;
}

/** Speeches, standard scripts and similar speeches the organisation has written. */
async function libraryLines(request: Caller): Promise<LibraryLine[]> {
  const { speeches, documents } = await libraryTexts(request.deps.db, request.caller.orgId);
  const lines: LibraryLine[] = [...speeches];
  for (const document of documents) {
    const parsed = dialogue.scenarioSchema.safeParse(document);
    if (!parsed.success) continue;
    for (const node of parsed.data.flow.nodes) {
      for (const t of node.transitions) {
        lines.push({ text: t.normtext, keywords: t.keywords }, ...t.speeches.map((text) => ({ text, keywords: '' })));
      }
    }
  }
  return lines.filter((line) => line.text.trim());
}

export async function similarSuggestions(
  request: Caller,
  text: string,
  count: number,
  exclude: readonly string[],
): Promise<{ message: string[]; source: 'llm' | 'library' }> {
  const { llm } = request.deps.providers;
  if (llm.enabled) {
    try {
      const onUsage = (usage: ChatUsage) =>
        void recordUse(
          request,
          { subject: 'speechsuggestion', subjectId: '' },
          { service: 'llm', provider: 'openai', quantity: usage.promptTokens, output: usage.completionTokens },
        );
      return { message: await llm.similarSpeeches(text, count, { exclude, onUsage }), source: 'llm' };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.deps.logger.warn({ err: error }, 'similar speeches: LLM failed, using the library');
    }
  }
  const target = dialogue.cleanSpeechText(text);
  const ranked = (await libraryLines(request))
    .map((line) => ({ text: line.text, score: dialogue.dice(dialogue.cleanSpeechText(line.text), target) }))
    .filter((line) => line.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((line) => line.text);
  return { message: dialogue.cleanSimilarSpeeches(ranked, text, count, exclude), source: 'library' };
}

/** Terms of the library's keyword expressions, hot words and synonym base words the text says (synonyms count), in text order. */
export async function keywordSuggestions(request: Caller, text: string): Promise<string[]> {
  const input = await organisationLexicon(request.deps.db, request.caller.orgId, text);
  const lexicon = dialogue.prepareLexicon(dialogue.lexiconSchema.parse(input));
  const said = dialogue.prepareUtterance(text, lexicon).canonical.text;
  const terms = new Set<string>();
  for (const line of await libraryLines(request)) for (const term of dialogue.keywordTerms(line.keywords)) terms.add(term);
  for (const hot of input.hotWords ?? []) terms.add(hot.word);
  for (const group of input.synonyms ?? []) terms.add(group.base);
  const found = [...terms]
    .map((term) => ({ term, at: said.indexOf(dialogue.canonicalWord(term, lexicon)) }))
    .filter((hit) => hit.at >= 0 && dialogue.canonicalWord(hit.term, lexicon))
    .sort((a, b) => a.at - b.at || b.term.length - a.term.length);
  return found.slice(0, SPEECH_KEYWORDS_MAX).map((hit) => hit.term);
}
