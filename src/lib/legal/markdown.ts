/**
 * The Markdown the legal documents are written in, to HTML: headings, paragraphs, lists, tables, bold and links.
 * Every character of the text is escaped and only these elements are made, so a body cannot inject markup; the
 * server sanitises the result again like any rich text.
 */
import { esc } from '#lib/shared/html.ts';

/** A link goes to a page of the site or an https address; anything else stays text. */
const safeHref = (href: string) => /^(\/(?!\/)|https:\/\/)[^\s"<>]*$/.test(href);

function inline(text: string): string {
  let html = esc(text);
  html = html.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
  html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
    const raw = href.replace(/&amp;/g, '&');
    if (!safeHref(raw)) return whole;
    const outside = raw.startsWith('https://') ? ' target="_blank" rel="noopener noreferrer"' : '';
    return `<a href="${href}"${outside}>${label}</a>`;
  });
  return html;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

const isRule = (line: string) => /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(line.trim());

function table(lines: string[]): string {
  const [head, , ...rows] = lines;
  const th = cells(head!)
    .map((c) => `<th>${inline(c)}</th>`)
    .join('');
  const body = rows
    .map(
      (r) =>
        `<tr>${cells(r)
          .map((c) => `<td>${inline(c)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

const HEADING = /^(#{1,4})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.、]\s*(.*)$/;

/** Markdown → HTML for the subset above. Blank lines end a block; a line of a list item may not wrap. */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  const take = (test: (l: string) => boolean) => {
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '' && test(lines[i]!.trim()))
      block.push(lines[i++]!.trim());
    return block;
  };
  while (i < lines.length) {
    const line = lines[i]!.trim();
    if (line === '') {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // The page's own title is the h1: a document's headings start at h2.
      const level = Math.min(heading[1]!.length + 1, 5);
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
      i++;
    } else if (BULLET.test(line)) {
      const items = take((l) => BULLET.test(l)).map((l) => `<li>${inline(BULLET.exec(l)![1]!)}</li>`);
      out.push(`<ul>${items.join('')}</ul>`);
    } else if (NUMBERED.test(line)) {
      const items = take((l) => NUMBERED.test(l)).map((l) => `<li>${inline(NUMBERED.exec(l)![1]!)}</li>`);
      out.push(`<ol>${items.join('')}</ol>`);
    } else if (line.startsWith('|') && isRule(lines[i + 1] ?? '')) {
      out.push(table(take((l) => l.startsWith('|'))));
    } else {
      const para = take((l) => !HEADING.test(l) && !BULLET.test(l) && !NUMBERED.test(l));
      out.push(`<p>${para.map(inline).join('<br>')}</p>`);
    }
  }
  return out.join('\n');
}
