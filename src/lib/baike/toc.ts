/** An entry body's table of contents: each h2 gets a stable anchor (section-1 …) and becomes a 目录 item. */

export interface TocItem {
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .trim();

/** The body with an id on every h2 (any id it had is replaced) and the headings in order. */
export function withToc(html: string): { html: string; toc: TocItem[] } {
  const toc: TocItem[] = [];
  const out = html.replace(
    /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi,
    (_, attrs: string | undefined, inner: string) => {
      const id = `section-${toc.length + 1}`;
      toc.push({ id, text: textOf(inner) });
      const kept = (attrs ?? '').replace(/\s+id\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
      return `<h2 id="${id}"${kept}>${inner}</h2>`;
    },
  );
  return { html: out, toc };
}
