/** A byte count as a download's progress shows it (`512 KB`, `3.4 MB`). */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.round(bytes / 1024))} KB`;
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
