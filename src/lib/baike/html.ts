/** Text put into markup by the entry page's small scripts (comments, the hub panel): escaped, never parsed as HTML. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
