/**
 * The documents' numbers and contacts come from the constants the site enforces and shows: a body writes
 * `{{RETENTION.smsCodeDays}}`, `{{DELETION.coolingOffDays}}` or `{{SITE.company}}`, filled when it is shown (the site's
 * facts from the operator's settings, which only the server and the build read).
 */
import type { SiteIdentity } from '#lib/site.ts';
import { DELETION, RETENTION } from './retention.ts';

/** The site facts a document may name, by placeholder name. */
export const siteFacts = (site: SiteIdentity) => ({
  name: site.name,
  fullName: site.fullName,
  company: site.company,
  icp: site.icp.number,
  serviceChatId: site.service.wechat,
  serviceUrl: site.service.url,
  serviceHours: site.service.hours,
  servicePhone: site.service.phone,
  serviceEmail: site.service.email,
});
type SiteFacts = ReturnType<typeof siteFacts>;

const SITE_NAMES: ReadonlySet<string> = new Set<keyof SiteFacts>([
  'name',
  'fullName',
  'company',
  'icp',
  'serviceChatId',
  'serviceUrl',
  'serviceHours',
  'servicePhone',
  'serviceEmail',
]);

const TOKEN = /\{\{\s*([A-Z]+)\.([A-Za-z]+)\s*\}\}/g;

const constantOf = (source: string, name: string): string | undefined => {
  const table: Record<string, string | number> | undefined =
    source === 'RETENTION' ? RETENTION : source === 'DELETION' ? DELETION : undefined;
  return table && Object.hasOwn(table, name) ? String(table[name]) : undefined;
};

const known = (source: string, name: string): boolean =>
  source === 'SITE' ? SITE_NAMES.has(name) : constantOf(source, name) !== undefined;

/** The placeholders a body names that no constant answers (an editor's typo is refused, not printed). */
export function unknownPlaceholders(body: string): string[] {
  const bad = new Set<string>();
  for (const [whole, source, name] of body.matchAll(TOKEN)) if (!known(source!, name!)) bad.add(whole);
  return [...bad];
}

/** The body with every known placeholder replaced by its value. */
export const fillPlaceholders = (body: string, site: SiteFacts): string =>
  body.replace(TOKEN, (whole, source: string, name: string) => {
    if (source === 'SITE') return SITE_NAMES.has(name) ? String(site[name as keyof SiteFacts]) : whole;
    return constantOf(source, name) ?? whole;
  });
