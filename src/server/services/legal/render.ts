/** A version's body as readers see it: placeholders filled from the constants and the site's identity, Markdown rendered, sanitised. */
import { fillPlaceholders, siteFacts } from '#lib/legal/placeholders.ts';
import { markdownToHtml } from '#lib/legal/markdown.ts';
import { siteIdentity } from '#lib/site.ts';
import { sanitizeRichHtml } from '#server/services/content/sanitize.ts';
import { databaseEnv } from '#server/env.ts';

let facts: ReturnType<typeof siteFacts> | undefined;

export const legalHtml = (body: string): string => {
  facts ??= siteFacts(siteIdentity(databaseEnv()));
  return sanitizeRichHtml(markdownToHtml(fillPlaceholders(body, facts)));
};
