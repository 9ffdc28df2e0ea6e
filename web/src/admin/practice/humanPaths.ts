/** The digital-human and customer-details pages (admin §2 voicespeechdub, editspeechdub, voicecustomerdetails). */
export const DIGITAL_HUMANS_PATH = '/admin/voice/voicespeechdub';
export const HUMAN_EDITOR_PATH = '/admin/voice/editspeechdub';
export const CUSTOMERS_PATH = '/admin/voice/voicecustomer';
export const CUSTOMER_DETAILS_PATH = '/admin/voice/voicecustomerdetails';

/** The editor of a digital human, or of a new one. */
export const humanEditorPath = (id = ''): string => (id ? `${HUMAN_EDITOR_PATH}?id=${encodeURIComponent(id)}` : HUMAN_EDITOR_PATH);

/** A customer's details page. */
export const customerDetailsPath = (id: string): string => `${CUSTOMER_DETAILS_PATH}?id=${encodeURIComponent(id)}`;

/** The dubbing tasks of a digital human (voicetaskdetails: its voiced lines). */
export const voiceTasksPath = (templateId: string): string => `/admin/voice/voicetaskdetails?templateid=${encodeURIComponent(templateId)}`;

/** The scenario flow editor of a scenario (editscene). */
export const sceneEditorPath = (id: string): string => `/admin/voice/editscene?id=${encodeURIComponent(id)}`;
