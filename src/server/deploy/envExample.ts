/**
 * `.env.example`, made from `src/server/env.ts` (`scripts/env-example.mjs` writes it): every server setting in env.ts's
 * order and groups, its doc comment, its default (secrets empty), commented out. The comments stay in env.ts only.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { SETTINGS } from '#server/env.ts';

const SOURCE = new URL('../env.ts', import.meta.url);

/** Settings whose value is a secret: the example never shows one, not even a development default. */
const SECRET = /SECRET|PRIVATE_KEY|APIV3_KEY|APPKEY|TOKEN|PASSWORD/;

type Item = { group: string } | { name: string; doc: string | null };

/** The lines of the object literal that opens on the line matching `open` (closing at its own indentation). */
function objectLines(lines: string[], open: RegExp): { body: string[]; indent: string } {
  const start = lines.findIndex((l) => open.test(l));
  if (start < 0) throw new Error(`env.ts: no line matches ${open}`);
  const outer = /^\s*/.exec(lines[start]!)![0];
  const end = lines.findIndex((l, i) => i > start && new RegExp(`^${outer}}`).test(l));
  return { body: lines.slice(start + 1, end), indent: `${outer}  ` };
}

/** Groups (a `//` line), settings and their `/** … *\/` comments, spreads of another object followed. */
function items(lines: string[], body: string[], indent: string): Item[] {
  const found: Item[] = [];
  let doc: string[] | null = null;
  for (const line of body) {
    if (doc && !doc.at(-1)!.includes('*/')) {
      doc.push(line);
      continue;
    }
    if (!line.startsWith(indent) || line[indent.length] === ' ') continue;
    const text = line.slice(indent.length);
    const spread = /^\.\.\.(\w+),$/.exec(text);
    const setting = /^([A-Z][A-Z0-9_]*):/.exec(text);
    if (text.startsWith('//')) found.push({ group: text.replace(/^\/\/\s*/, '') });
    else if (text.startsWith('/**')) doc = [text];
    else if (spread) {
      const inner = objectLines(lines, new RegExp(`^const ${spread[1]} = \\{$`));
      found.push(...items(lines, inner.body, inner.indent));
    } else if (setting) {
      const comment = doc
        ?.map((l) =>
          l
            .trim()
            .replace(/^\/\*\*|\*\/$|^\*/g, '')
            .trim(),
        )
        .filter(Boolean);
      found.push({ name: setting[1]!, doc: comment?.join(' ') ?? null });
      doc = null;
    }
  }
  return found;
}

/** The environment-string default of a setting's rule (before its transform), if it has one. */
function defaultOf(rule: z.ZodType): unknown {
  const def = rule._zod.def as { type: string; defaultValue?: unknown; in?: z.ZodType };
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'pipe' && def.in) return defaultOf(def.in);
  return undefined;
}

/** A value as a line of an environment file (systemd's EnvironmentFile, a shell's `. file`) reads it. */
function quoted(value: string): string {
  return /^[^\s"'\\$`#]*$/.test(value) ? value : `"${value.replace(/(["\\$`])/g, '\\$1')}"`;
}

/** Text wrapped into `# ` lines of at most `width` characters. */
function comment(text: string, width = 116): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

const HEADER = [
  'Every setting of the portal server, read and checked by src/server/env.ts, in its groups. Made by',
  '`node scripts/env-example.mjs` from env.ts (its comments and defaults): make it again when env.ts changes.',
  'Each line shows the default, commented out. Copy to /etc/portal/env (the systemd units read it) and set what',
  "docs/production.md's table requires in production; keep that file readable by root and the portal user only.",
];

/** The text of `.env.example`; an error when the reading of env.ts and its rules disagree. */
export function envExample(
  source = readFileSync(SOURCE, 'utf8'),
  settings: Record<string, z.ZodType> = SETTINGS,
): string {
  const lines = source.split('\n');
  const schema = objectLines(lines, /^\s*\.object\(\{$/);
  const found = items(lines, schema.body, schema.indent);
  const named = found.flatMap((i) => ('name' in i ? [i.name] : []));
  const rules = Object.keys(settings);
  if (named.join() !== rules.join())
    throw new Error(`env.ts read as ${named.join(', ')}\nbut its rules are ${rules.join(', ')}`);
  const out = [...comment(HEADER.join(' '))];
  for (const item of found) {
    if ('group' in item) {
      out.push('', `## ${item.group}`, '');
      continue;
    }
    const value = SECRET.test(item.name) ? '' : String(defaultOf(settings[item.name]!) ?? '');
    out.push(...(item.doc ? comment(item.doc) : []), `# ${item.name}=${quoted(value)}`);
  }
  return `${out.join('\n')}\n`;
}
