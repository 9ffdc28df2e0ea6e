/**
 * The fake model's answer to a question-generation chat (its system message starts with
 * `GENERATION_MARK`): built from the document text in the prompt, so a test can find the document's
 * own sentences in the questions. `count` valid items of the asked kind (`[kind:…]`), each about
 * another sentence of the document, then one item no bank would take (a question with no text),
 * which the server drops.
 */
export const GENERATION_MARK = '你是企业培训的出题专家';

/** The document's sentences, in order: the text between `<<<` and `>>>`, without the page marks and titles (no full stop). */
export function documentSentences(prompt: string): string[] {
  const start = prompt.indexOf('<<<');
  const end = prompt.lastIndexOf('>>>');
  const text = start >= 0 && end > start ? prompt.slice(start + 3, end) : '';
  return text
    .replace(/【[^】]*】/g, '\n')
    .split(/(?<=[.!?。！？])\s+|\n+/)
    .map((sentence) => sentence.trim().slice(0, 150))
    .filter((sentence) => sentence.length >= 8 && /[.!?。！？]$/.test(sentence));
}

function item(kind: string, index: number, sentence: string, other: string): Record<string, unknown> {
  const n = index + 1;
  if (kind === 'single')
    return {
      text: `(${n}) Which statement does the document make? ${sentence}`,
      options: [sentence, `Not said ${n}a`, `Not said ${n}b`, `Not said ${n}c`],
      answer: 'A',
      explanation: sentence,
    };
  if (kind === 'multiple')
    return {
      text: `(${n}) Which statements does the document make?`,
      options: [sentence, other, `Not said ${n}a`, `Not said ${n}b`],
      answer: 'AB',
      explanation: sentence,
    };
  if (kind === 'judge') return { text: `(${n}) ${sentence}`, answer: true, explanation: 'The document says so.' };
  if (kind === 'fill') {
    const words = sentence.split(/\s+/);
    const blank = words.find((word) => /^[A-Za-z]{4,}$/.test(word)) ?? words[0]!;
    return { text: `(${n}) ${sentence.replace(blank, '____')}`, answer: blank, explanation: sentence };
  }
  return { question: `(${n}) What does the document say about "${sentence.split(/\s+/).slice(0, 4).join(' ')}"?`, answer: sentence };
}

/** The answer: a fenced JSON array, as models often write it. */
export function generatedAnswer(prompt: string): string {
  const kind = /\[kind:(\w+)\]/.exec(prompt)?.[1] ?? 'single';
  const count = Number(/请出 (\d+) 道/.exec(prompt)?.[1] ?? 1);
  const sentences = documentSentences(prompt);
  const at = (index: number) => sentences[index % Math.max(1, sentences.length)] ?? 'The document has no text at all here.';
  const items = Array.from({ length: count }, (_, index) => item(kind, index, at(index), at(index + 1)));
  items.push(kind === 'faq' ? { question: '', answer: '' } : { text: '', options: [], answer: '' });
  return `Here are the items:\n\`\`\`json\n${JSON.stringify(items, null, 1)}\n\`\`\``;
}
