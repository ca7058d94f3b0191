/**
 * The documents' numbers and contacts come from the constants the site enforces and shows: a body writes
 * `{{RETENTION.smsCodeDays}}`, `{{DELETION.coolingOffDays}}` or `{{SITE.company}}`, filled when it is shown.
 */
import { SITE } from '#lib/site.ts';
import { DELETION, RETENTION } from './retention.ts';

const SOURCES: Record<string, Record<string, string | number>> = { RETENTION, DELETION, SITE };

const TOKEN = /\{\{\s*([A-Z]+)\.([A-Za-z]+)\s*\}\}/g;

const valueOf = (source: string, name: string): string | undefined => {
  const table = SOURCES[source];
  return table && Object.hasOwn(table, name) ? String(table[name]) : undefined;
};

/** The placeholders a body names that no constant answers (an editor's typo is refused, not printed). */
export function unknownPlaceholders(body: string): string[] {
  const bad = new Set<string>();
  for (const [whole, source, name] of body.matchAll(TOKEN))
    if (valueOf(source!, name!) === undefined) bad.add(whole);
  return [...bad];
}

/** The body with every known placeholder replaced by its value. */
export const fillPlaceholders = (body: string): string =>
  body.replace(TOKEN, (whole, source: string, name: string) => valueOf(source, name) ?? whole);
