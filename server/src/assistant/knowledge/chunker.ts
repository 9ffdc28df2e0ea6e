/**
 * Cuts a document's text into passages for the knowledge base (docs/assistant.md "Knowledge base"):
 * about `size` characters each, the next starting `overlap` characters before the end of the last so
 * a sentence cut at a border is whole in one of them, each ending at a sentence end (or a line
 * break, then a space) where one lies in its last fifth. A passage keeps the page it starts on.
 */
export interface Chunk {
  seq: number;
  /** 1-based page the passage starts on. */
  page: number;
  text: string;
}

export const CHUNK_SIZE = 500;
export const CHUNK_OVERLAP = 80;

const SENTENCE_END = /[。！？!?；;.]\s*|\n/g;

/** The end of a passage starting at `start`: a sentence end in the window's last fifth, else the window. */
function endOf(text: string, start: number, size: number): number {
  const hard = Math.min(text.length, start + size);
  if (hard === text.length) return hard;
  const from = start + Math.floor(size * 0.8);
  let best = -1;
  SENTENCE_END.lastIndex = from;
  for (let match = SENTENCE_END.exec(text); match && match.index < hard; match = SENTENCE_END.exec(text)) best = match.index + match[0].length;
  if (best > from && best <= hard) return best;
  const space = text.lastIndexOf(' ', hard);
  return space > from ? space + 1 : hard;
}

/** The passages of a document given page by page. */
export function chunkPages(pages: readonly string[], size = CHUNK_SIZE, overlap = CHUNK_OVERLAP): Chunk[] {
  const starts: number[] = [];
  let text = '';
  for (const page of pages) {
    starts.push(text.length);
    const clean = page
      .replace(/[ \t\u00a0\u3000]+/g, ' ')
      .replace(/ ?\n[\s]*/g, '\n')
      .trim();
    if (clean) text += (text ? '\n' : '') + clean;
  }
  const pageAt = (offset: number) => {
    let page = 1;
    for (let i = 0; i < starts.length; i++) if (starts[i]! <= offset) page = i + 1;
    return page;
  };
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    const end = endOf(text, start, size);
    const piece = text.slice(start, end).trim();
    if (piece)
      chunks.push({ seq: chunks.length, page: pageAt(start + (text.slice(start, end).length - text.slice(start, end).trimStart().length)), text: piece });
    if (end >= text.length) break;
    start = Math.max(end - overlap, start + 1);
    // Start the overlap at a character after a space or a sentence end where one is near.
    const back = text.slice(start, end).search(/(?<=[\s。！？!?；;.])\S/);
    if (back > 0 && back < overlap / 2) start += back;
  }
  return chunks;
}
