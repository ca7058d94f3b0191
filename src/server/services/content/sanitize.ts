/**
 * Rich HTML from editors and members, cleaned on write: a fixed allow-list, http(s) links, spec §5 font sizes only,
 * images only from the site's upload store (#lib/shared/imageSrc.ts).
 */
import sanitizeHtml from 'sanitize-html';
import { FONT_SIZES_PX } from '#lib/content/model.ts';
import { isUploadedImageSrc, UPLOADED_IMAGE_SIZES, uploadedImageSrcset } from '#lib/shared/imageSrc.ts';

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
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height'],
    span: ['style'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https'], img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: { span: { 'font-size': [FONT_SIZE_RE] } },
  transformTags: {
    // An uploaded image's sizes are the server's to name (never the author's srcset): computed from its address.
    img: (tagName, attribs) => {
      const rest = { ...attribs };
      delete rest.srcset;
      delete rest.sizes;
      const srcset = uploadedImageSrcset(rest.src ?? '');
      return {
        tagName,
        attribs: srcset ? { ...rest, srcset, sizes: UPLOADED_IMAGE_SIZES.body } : rest,
      };
    },
    // A link opening any other window (a named one too) must not reach back to this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: 'target' in attribs ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export interface CleanedHtml {
  html: string;
  /** Images removed because their address is not an uploaded image's (another host, path, query or none). */
  droppedImages: number;
}

/** The stored form of rich HTML, and how many images it lost: members' saves refuse those, editors' drop them. */
export function cleanRichHtml(dirty: string): CleanedHtml {
  let droppedImages = 0;
  const html = sanitizeHtml(dirty, {
    ...OPTIONS,
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img' || isUploadedImageSrc(frame.attribs.src ?? '')) return false;
      droppedImages += 1;
      return true;
    },
  });
  return { html, droppedImages };
}

/** The stored form of editors' HTML: an image not from the upload store is dropped, as a script is. */
export function sanitizeRichHtml(dirty: string): string {
  return cleanRichHtml(dirty).html;
}
