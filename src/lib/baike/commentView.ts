/** An entry's comments as markup (BaikeComments.astro's script): every text escaped, actions per viewer. */
import { chinaDateTime } from '#lib/chinaTime.ts';
import { esc } from '#lib/shared/html.ts';
import { BAIKE_COMMENT_MSG as M } from './messages.ts';
import type { BaikeComment } from './types.ts';

/** Who reads the list: their own comments (and all for an editor) get 删除. */
export interface Viewer {
  uid: number;
  editor: boolean;
}

/**
 * BAIKE_MSG.commentDeleted, handed in by the page (rendered at build time): the visitor's script then carries none
 * of BAIKE_MSG's other texts.
 */
export interface CommentTexts {
  deleted: string;
}

export const canDelete = (c: BaikeComment, viewer: Viewer | null): boolean =>
  !c.deleted && viewer !== null && (viewer.editor || viewer.uid === c.uid);

const action = (kind: string, label: string, id: number) =>
  `<button type="button" class="text-xs text-ink-500 hover:text-brand-700" data-action="${kind}" data-id="${id}">${label}</button>`;

function initial(name: string): string {
  return esc(Array.from(name.trim())[0] ?? '?');
}

export function commentItem(c: BaikeComment, viewer: Viewer | null, texts: CommentTexts): string {
  const isThread = c.parent_id === null;
  const avatar = c.deleted
    ? '<span class="size-8 shrink-0 rounded-full bg-surface"></span>'
    : `<span class="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-medium text-brand-700" aria-hidden="true">${initial(c.nickname)}</span>`;
  const body = c.deleted
    ? `<p class="mt-1 text-sm text-ink-500 italic">${esc(texts.deleted)}</p>`
    : `<p class="mt-1 text-sm leading-6 break-words whitespace-pre-line text-ink-700">${esc(c.content)}</p>`;
  const actions = c.deleted
    ? ''
    : `<div class="mt-1 flex gap-4">${isThread ? action('reply', M.reply, c.id) : ''}${
        canDelete(c, viewer) ? action('delete', M.remove, c.id) : ''
      }</div>`;
  const replies = isThread
    ? `<ul class="mt-3 space-y-3 border-l-2 border-line pl-4 empty:hidden" data-replies="${c.id}">${c.replies
        .map((r) => commentItem(r, viewer, texts))
        .join('')}</ul>`
    : '';
  return `<li class="${isThread ? 'py-4' : ''}" data-comment="${c.id}" data-uid="${c.uid}"${
    c.deleted ? ' data-deleted' : ''
  }><div class="flex gap-3">${avatar}<div class="min-w-0 flex-1">${
    c.deleted
      ? ''
      : `<div class="flex items-baseline gap-2 text-xs"><span class="font-medium text-ink-900">${esc(
          c.nickname,
        )}</span><time class="text-ink-500" datetime="${esc(c.created_at)}">${esc(chinaDateTime(c.created_at))}</time></div>`
  }${body}${actions}<div data-reply-slot="${c.id}"></div>${replies}</div></div></li>`;
}
