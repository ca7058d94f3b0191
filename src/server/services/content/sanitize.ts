/** Rich HTML from editors, cleaned on write: a fixed allow-list, http(s) links, spec §5 font sizes only. */
import sanitizeHtml from 'sanitize-html';
import { FONT_SIZES_PX } from '#lib/content/model.ts';

const FONT_SIZE_RE = new RegExp(`^(?:${FONT_SIZES_PX.join('|')})px$`);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'span',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['style'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https'], img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: { span: { 'font-size': [FONT_SIZE_RE] } },
  transformTags: {
    // Links leaving the page open safely.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The stored form of editor HTML. Site-relative image paths (/uploads/…) survive; other schemes do not. */
export function sanitizeRichHtml(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS);
}
