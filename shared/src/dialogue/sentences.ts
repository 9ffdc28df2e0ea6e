/**
 * Cuts a reply into sentences while it is being written, so each can be voiced as soon as it ends:
 * the customer's first sentence plays while the model still writes the rest. A sentence ends at
 * end punctuation (。！？；… and ! ? ;), with the closing quotes and brackets after it, or at a line
 * break; a full stop ends one only before a space (3.5 万 and www.example.com stay whole). A
 * sentence is cut once the next character has come (a closing quote may still follow), and one
 * longer than `longest` characters is cut at its last comma. With `firstClause`, the reply's first
 * sentence also ends at its first comma once that many letters or digits come before it, so the
 * first audio is a clause ("这个价格嘛，") rather than a whole sentence. Nothing is dropped: every
 * character written is in exactly one sentence, trimmed of the spaces around it.
 */
export interface SentenceCutter {
  /** Takes the next piece of the reply; answers the sentences it completed. */
  push(piece: string): string[];
  /** The reply is complete: answers what is left, as the last sentence. */
  end(): string[];
}

const ENDS = new Set([...'。！？；…!?;\n']);
const CLOSERS = new Set([...'”’"\'」』）)]】》']);
const COMMAS = new Set([...'，,、：:']);
const SPEAKABLE = /[\p{L}\p{N}]/u;
/** Without end punctuation, a sentence is cut at a comma past this length: the first audio need not wait for a long sentence. */
export const SENTENCE_LONGEST = 40;
/** A reply's first clause voiced on its own once it has this many letters (a spoken customer's: `roleplayReply`). */
export const FIRST_CLAUSE_LETTERS = 4;

/** Whether a piece the cutter gave ends its sentence (end punctuation, then perhaps closing quotes), not at a comma. */
export function endsSentence(piece: string): boolean {
  const chars = [...piece.trimEnd()];
  while (chars.length > 0 && CLOSERS.has(chars.at(-1)!)) chars.pop();
  const last = chars.at(-1);
  return last === undefined || ENDS.has(last) || last === '.';
}

export function sentenceCutter(longest = SENTENCE_LONGEST, firstClause = 0): SentenceCutter {
  let pending = '';
  let cutOnce = false;

  /** The length of the first complete sentence of `text`, or 0. */
  function firstSentence(text: string, final: boolean): number {
    let letters = 0;
    for (let index = 0; index < text.length; index += 1) {
      const char = text[index]!;
      if (SPEAKABLE.test(char)) letters += 1;
      if (firstClause > 0 && !cutOnce && COMMAS.has(char) && letters >= firstClause && index + 1 < text.length) return index + 1;
      const ends = ENDS.has(char) || (char === '.' && (index + 1 < text.length ? /\s/.test(text[index + 1]!) : final));
      if (!ends) continue;
      let after = index + 1;
      while (after < text.length && (ENDS.has(text[after]!) || CLOSERS.has(text[after]!))) after += 1;
      if (after >= text.length && !final) return 0;
      if (SPEAKABLE.test(text.slice(0, after))) return after;
    }
    if (text.length <= longest) return 0;
    for (let index = text.length - 2; index > 0; index -= 1) if (COMMAS.has(text[index]!)) return index + 1;
    return 0;
  }

  function cut(final: boolean): string[] {
    const sentences: string[] = [];
    for (let length = firstSentence(pending, final); length > 0; length = firstSentence(pending, final)) {
      const sentence = pending.slice(0, length).trim();
      pending = pending.slice(length);
      cutOnce = true;
      if (sentence) sentences.push(sentence);
    }
    return sentences;
  }

  return {
    push(piece) {
      pending += piece;
      return cut(false);
    },
    end() {
      const sentences = cut(true);
      const rest = pending.trim();
      pending = '';
      return rest ? [...sentences, rest] : sentences;
    },
  };
}
