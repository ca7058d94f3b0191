/**
 * The Content-Security-Policy of an HTML page: the inline scripts and `<style>` elements the build made are allowed by
 * their sha256 hashes (collected when the build ends, `#server/services/publish/inlineSources.ts`, and kept in the
 * build's manifest), never by 'unsafe-inline' and never by what a served file happens to hold: a script that reached
 * a prebuilt page later does not run. Pure: the same sources always give the same policy.
 */
import { createHash } from 'node:crypto';
import { REAL_BASES } from '#server/providers/oauth.ts';

/** An element's attributes (quoted values may hold `>`) and its raw text up to its end tag, as the HTML parser reads it. */
const element = (tag: string) =>
  new RegExp(`<${tag}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\\s\\S]*?)</${tag}`, 'gi');
const SCRIPT = element('script');
const STYLE = element('style');
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** A CSP hash source of an inline element's text (the parser turns CR LF and lone CR into LF before hashing). */
export function sha256Source(text: string): string {
  const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}

function hashesOf(html: string, pattern: RegExp, skip?: RegExp): string[] {
  const found = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(pattern)) {
    if (skip?.test(attributes)) continue;
    found.add(sha256Source(text));
  }
  return [...found].sort();
}

/** Hash sources of every inline script of a page (any type: a data block's hash allows nothing). */
export const inlineScriptHashes = (html: string): string[] => hashesOf(html, SCRIPT, HAS_SRC);

/** Hash sources of every `<style>` element. */
export const inlineStyleHashes = (html: string): string[] => hashesOf(html, STYLE);

/** What every page may load, besides its own inline scripts and styles. */
const PAGE_SOURCES: [string, string[]][] = [
  ['default-src', ["'self'"]],
  // pagefind's search runs WebAssembly; nothing runs eval.
  ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
  ['style-src', ["'self'"]],
  // Style attributes: editors' font sizes (sanitize.ts) and a few in the build; React sets styles through the DOM.
  ['style-src-attr', ["'unsafe-inline'"]],
  // Content images come from the upload store only (#lib/shared/imageSrc.ts) and no page shows an avatar; QR codes
  // and pdf.js use data: and blob:. No other host: an image elsewhere would tell it who reads the page.
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  // pdf.js runs its worker from the build (/_astro/).
  ['worker-src', ["'self'"]],
  // The WeChat sign-in QR panel is WeChat's page in an iframe (the simulator's is ours).
  ['frame-src', ["'self'", REAL_BASES.wx.web]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
];

/** The inline scripts and `<style>` elements a build (or the server's own HTML answers) may run, as hash sources. */
export interface InlineSources {
  scripts: string[];
  styles: string[];
}

export const NO_INLINE: InlineSources = { scripts: [], styles: [] };

/** The policy of a page: the fixed sources plus the hashes of the inline scripts and styles its build made. */
export function pageCsp(inline: InlineSources): string {
  const extra: Record<string, string[]> = { 'script-src': inline.scripts, 'style-src': inline.styles };
  return PAGE_SOURCES.map(([name, sources]) => [name, ...sources, ...(extra[name] ?? [])].join(' ')).join(
    '; ',
  );
}

/** The policy of a JSON answer: it is data, never a document that loads anything or is framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
