const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML or XML, in element content and in quoted attribute values. */
export const escapeMarkup = (s: string) => s.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
