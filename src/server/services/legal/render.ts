/** A version's body as readers see it: placeholders filled from the constants, Markdown rendered, sanitised. */
import { fillPlaceholders } from '#lib/legal/placeholders.ts';
import { markdownToHtml } from '#lib/legal/markdown.ts';
import { sanitizeRichHtml } from '#server/services/content/sanitize.ts';

export const legalHtml = (body: string): string => sanitizeRichHtml(markdownToHtml(fillPlaceholders(body)));
