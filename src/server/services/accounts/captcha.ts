/** One-time image captchas (a speed bump; rate limits do the real work). */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CAPTCHA_CHARS } from '#lib/captcha/chars.ts';
import GLYPHS from '#lib/captcha/glyphs.json' with { type: 'json' };
import type { Db } from '#server/db/client.ts';
import { captchas } from '#server/db/schema/index.ts';
import { keyedHash, randomId } from '#server/services/security/secrets.ts';

export const CAPTCHA_TTL_S = 300;
export const CAPTCHA_COOKIE = 'captcha_id';

const normalise = (answer: string) => answer.trim().toLowerCase();

/** Plain answers kept for the simulator on development and test machines only (never in production). */
const revealed = new Map<string, string>();
export const revealCaptcha = (id: string | undefined): string | null =>
  id ? (revealed.get(id) ?? null) : null;

const WIDTH = 110;
const HEIGHT = 40;
const LENGTH = 4;
const BACKGROUND = '#f5f7f6';

/** A glyph's outline as [command, ...numbers] in font units, and the centre of its box. */
interface Outline {
  parts: [string, ...number[]][];
  cx: number;
  cy: number;
}

const OUTLINES = new Map<string, Outline>(
  Object.entries(GLYPHS as Record<string, string>).map(([ch, d]) => {
    const parts = [...d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map(
      ([, cmd, nums]) =>
        [cmd!, ...nums!.trim().split(/\s+/).filter(Boolean).map(Number)] as [string, ...number[]],
    );
    const xs = parts.flatMap(([, ...v]) => v.filter((_, i) => i % 2 === 0));
    const ys = parts.flatMap(([, ...v]) => v.filter((_, i) => i % 2 === 1));
    const mid = (v: number[]) => (Math.min(...v) + Math.max(...v)) / 2;
    return [ch, { parts, cx: mid(xs), cy: mid(ys) }];
  }),
);

/** A number in [from, to), for the drawing only (the answer comes from node:crypto). */
type Random = () => number;
const between = (random: Random, from: number, to: number) => from + (to - from) * random();
const fixed = (v: number) => Math.round(v * 10) / 10;

function colour(random: Random): string {
  return `hsl(${Math.floor(between(random, 0, 360))},${Math.floor(between(random, 45, 80))}%,${Math.floor(between(random, 25, 42))}%)`;
}

/**
 * One character's path, every point moved by its own turn, slant, size and place, then jittered: the coordinates
 * differ at each drawing, so a bot cannot look a glyph up by its path.
 */
function glyphPath(ch: string, x: number, random: Random): string {
  const o = OUTLINES.get(ch)!;
  const size = between(random, 25, 31) / 1000;
  const turn = between(random, -0.45, 0.45);
  const slant = between(random, -0.3, 0.3);
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const cy = HEIGHT / 2 + between(random, -3, 3);
  const point = (px: number, py: number) => {
    const u = (px - o.cx + slant * (py - o.cy)) * size;
    const v = (py - o.cy) * size;
    return `${fixed(x + u * cos - v * sin + between(random, -0.5, 0.5))} ${fixed(cy + u * sin + v * cos + between(random, -0.5, 0.5))}`;
  };
  const d = o.parts
    .map(([cmd, ...v]) => {
      const pts: string[] = [];
      for (let i = 0; i < v.length; i += 2) pts.push(point(v[i]!, v[i + 1]!));
      return cmd + pts.join(' ');
    })
    .join('');
  return `<path fill="${colour(random)}" d="${d}"/>`;
}

/** A curve across the image, through two random points near the middle. */
function noiseLine(random: Random): string {
  const y = () => fixed(between(random, 2, HEIGHT - 2));
  const midX = () => fixed(between(random, WIDTH / 2 - 25, WIDTH / 2 + 25));
  const d = `M${fixed(between(random, 0, 15))} ${y()}C${midX()} ${y()} ${midX()} ${y()} ${fixed(between(random, WIDTH - 15, WIDTH))} ${y()}`;
  return `<path d="${d}" stroke="${colour(random)}" stroke-width="${fixed(between(random, 1, 2))}" fill="none"/>`;
}

/** The image of `text`: its characters distorted one by one, two noise curves and dots over them, in random order. */
export function drawCaptcha(text: string, random: Random = Math.random): string {
  const step = WIDTH / (text.length + 1);
  const shapes = [
    ...[...text].map((ch, i) => glyphPath(ch, step * (i + 1) + between(random, -4, 4), random)),
    noiseLine(random),
    noiseLine(random),
    ...Array.from(
      { length: 12 },
      () =>
        `<circle cx="${fixed(between(random, 0, WIDTH))}" cy="${fixed(between(random, 0, HEIGHT))}" r="${fixed(between(random, 0.6, 1.4))}" fill="${colour(random)}"/>`,
    ),
  ];
  for (let i = shapes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shapes[i], shapes[j]] = [shapes[j]!, shapes[i]!];
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="${BACKGROUND}"/>${shapes.join('')}</svg>`;
}

/** A new answer: LENGTH characters of CAPTCHA_CHARS, from node:crypto. */
export const captchaText = (): string =>
  Array.from({ length: LENGTH }, () => CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)]).join('');

export async function createCaptcha(
  db: Db,
  secret: string,
  now: Date,
  opts: { reveal: boolean },
): Promise<{ id: string; svg: string }> {
  const text = captchaText();
  const data = drawCaptcha(text);
  const id = randomId(32);
  await db.insert(captchas).values({
    id,
    answerHash: keyedHash(secret, normalise(text)),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_S * 1000),
  });
  if (opts.reveal) {
    revealed.set(id, text);
    if (revealed.size > 500) revealed.delete(revealed.keys().next().value as string);
  }
  return { id, svg: data };
}

/** True once for the right answer within its lifetime; any check uses the captcha up. */
export async function consumeCaptcha(
  db: Db,
  secret: string,
  id: string | undefined,
  answer: string,
  now: Date,
) {
  if (!id) return false;
  const used = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return used[0]?.answerHash === keyedHash(secret, normalise(answer));
}
