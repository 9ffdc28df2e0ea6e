/**
 * What every Excel import's template shares: the marker cell closing its header row (`#users-v1`,
 * `#question-v1`: the template's kind and version, checked only where a file carries one —
 * docs/decisions.md "Imports take the files people have"), and header text folded for matching.
 */

/** An import template as its marker names it. */
export interface TemplateVersion {
  id: string;
  version: number;
}

/** The marker cell closing the header row, e.g. `#exam-v1`. */
export function templateMarker(template: TemplateVersion): string {
  return `#${template.id}-v${template.version}`;
}

/** Reads a marker cell: the template kind and version, or null if the cell is no marker. */
export function readTemplateMarker(cell: string): TemplateVersion | null {
  const match = /^#([a-z]+)-v(\d{1,6})$/.exec(cell.normalize('NFKC').trim().toLowerCase());
  return match ? { id: match[1] ?? '', version: Number(match[2]) } : null;
}

/** Header text folded for matching: full-width folded, hints in brackets, '*', ':' and spaces removed. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\([^)]*\)|\[[^\]]*\]|【[^】]*】/g, '')
    .replace(/[\s*:\u3000\u00a0]/g, '')
    .toLowerCase();
}
