/** The FAQ bank's pages (admin §2 questionbank, editbank). */
export const FAQ_BANK_PATH = '/admin/voice/questionbank';
export const FAQ_EDITOR_PATH = '/admin/voice/editbank';

/** The editor of a question (`id`), or of a new one in a catalogue. */
export function faqEditorPath({ id = '', catalogid = '' }: { id?: string; catalogid?: string }): string {
  const query = new URLSearchParams();
  if (id) query.set('id', id);
  else if (catalogid) query.set('catalogid', catalogid);
  const text = query.toString();
  return text ? `${FAQ_EDITOR_PATH}?${text}` : FAQ_EDITOR_PATH;
}
