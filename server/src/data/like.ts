/** A `like`/`ilike` pattern matching text that contains `text` literally (`%`, `_` and `\` escaped). */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
