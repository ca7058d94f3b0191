/**
 * An entry's comments section (#components/baike/BaikeComments.astro) brought to life: the list read from the API,
 * 加载更多, a member's post, reply and delete. Loaded by the section's small script when it nears the viewport, so an
 * entry's first load carries none of it (nor the session store it reads).
 */
import { isSuccessCode, type Envelope } from '#lib/envelope.ts';
import { BAIKE_LIMITS } from '#lib/baike/limits.ts';
import { BAIKE_COMMENT_MSG as M } from '#lib/baike/messages.ts';
import { commentItem, type Viewer } from '#lib/baike/commentView.ts';
import type { BaikeComment, BaikeCommentPage } from '#lib/baike/types.ts';
import { $session, $user } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';

const viewerOf = (): Viewer | null => {
  const u = $user.get();
  return u ? { uid: u.uid, editor: u.role === 'editor' } : null;
};

async function read(path: string, body: Record<string, unknown>): Promise<BaikeCommentPage | string> {
  try {
    const r = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const { code, msg, data } = (await r.json()) as Envelope<BaikeCommentPage>;
    return isSuccessCode(code) && data ? data : msg || M.loadFailed;
  } catch {
    return M.loadFailed;
  }
}

/** Writes go through the API client (the token header, 401 handling), loaded when a member first acts. */
async function write<T>(path: string, body: Record<string, unknown>) {
  const { api } = await import('#lib/client.ts');
  return api.post<T>(path, body, { silent: true });
}

/** Fills the section `box` (its data-* texts and form rendered by the page) and starts reading its comments. */
export function mountComments(box: HTMLElement): void {
  const id = Number(box.dataset.baikeComments);
  // BAIKE_MSG's texts come rendered into the page: the script carries none of its other texts.
  const text = box.dataset as Record<'msgDeleted' | 'msgNone' | 'msgRequired' | 'msgLong', string>;
  const texts = { deleted: text.msgDeleted };
  const $ = <E extends Element>(sel: string) => box.querySelector<E>(sel)!;
  const list = $<HTMLUListElement>('[data-comment-list]');
  const count = $<HTMLElement>('[data-comment-count]');
  const status = $<HTMLElement>('[data-comment-status]');
  const more = $<HTMLButtonElement>('[data-comment-more]');
  const form = $<HTMLFormElement>('[data-comment-form]');
  const input = $<HTMLTextAreaElement>('[data-comment-input]');
  const chars = $<HTMLElement>('[data-comment-chars]');
  const error = $<HTMLElement>('[data-comment-error]');
  const submit = $<HTMLButtonElement>('[data-comment-submit]');
  const replying = $<HTMLElement>('[data-replying]');
  const home = form.parentElement!;
  const homeNext = form.nextElementSibling;
  const shown = new Map<number, BaikeComment>();
  let total = 0;
  let next: number | null = null;
  let replyTo: number | null = null;

  const setTotal = (n: number) => {
    total = Math.max(0, n);
    count.textContent = String(total);
    status.textContent = total ? '' : text.msgNone;
    status.hidden = total > 0;
  };
  const render = () => {
    const viewer = viewerOf();
    list.innerHTML = [...shown.values()].map((c) => commentItem(c, viewer, texts)).join('');
    more.hidden = next === null;
    if (replyTo !== null) placeForm(replyTo);
  };
  const load = async (after: number | null) => {
    more.disabled = true;
    const page = await read(after === null ? '/api/baike/commentLists' : '/api/baike/getNextComment', {
      id,
      ...(after === null ? {} : { after }),
    });
    more.disabled = false;
    if (typeof page === 'string') {
      status.hidden = false;
      status.textContent = page;
      return;
    }
    if (after === null) shown.clear();
    for (const c of page.list) shown.set(c.id, c);
    next = page.next;
    setTotal(page.total);
    render();
  };

  // The form: a visitor's button asks to sign in; a member's posts.
  const signedIn = () => $user.get() !== null;
  const label = () => {
    submit.textContent = signedIn() ? M.submit : M.signIn;
  };
  const counted = () => {
    const n = input.value.trim().length;
    chars.textContent = M.chars(n);
    chars.classList.toggle('text-rise', n > BAIKE_LIMITS.commentMax);
  };
  input.addEventListener('input', counted);
  function placeForm(thread: number | null) {
    replyTo = thread;
    const slot = thread === null ? null : box.querySelector(`[data-reply-slot="${thread}"]`);
    if (slot) slot.append(form);
    else home.insertBefore(form, homeNext);
    replying.classList.toggle('hidden', !slot);
    replying.classList.toggle('flex', Boolean(slot));
    if (slot) $('[data-replying-to]').textContent = M.replyPlaceholder(shown.get(thread!)?.nickname ?? '');
  }
  $('[data-cancel-reply]').addEventListener('click', () => placeForm(null));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!signedIn()) return openLogin('login');
    const content = input.value.trim();
    if (!content) return void (error.textContent = text.msgRequired);
    if (content.length > BAIKE_LIMITS.commentMax) return void (error.textContent = text.msgLong);
    submit.disabled = true;
    error.textContent = '';
    void write<BaikeComment>('/api/baike/AddComment', {
      id,
      content,
      ...(replyTo === null ? {} : { parent_id: replyTo }),
    }).then((res) => {
      submit.disabled = false;
      if (!res.success || !res.data) return void (error.textContent = res.msg);
      const c = res.data;
      const thread = c.parent_id === null ? null : shown.get(c.parent_id);
      if (thread) thread.replies.push(c);
      else {
        shown.set(c.id, c);
        reorder();
      }
      input.value = '';
      counted();
      setTotal(total + 1);
      placeForm(null);
      render();
    });
  });
  // Newest thread first: a new thread goes to the top.
  const reorder = () => {
    const all = [...shown.values()].sort((a, b) => b.id - a.id);
    shown.clear();
    for (const c of all) shown.set(c.id, c);
  };

  list.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button[data-action]');
    if (!button) return;
    const cid = Number(button.dataset.id);
    if (button.dataset.action === 'reply') {
      if (!signedIn()) return openLogin('login');
      placeForm(cid);
      input.focus();
      return;
    }
    // The project's dialog (its overlay island loads when asked), not the browser's confirm.
    void import('#lib/stores/dialog.ts').then(({ confirmDialog }) =>
      confirmDialog(M.confirmRemove, '删除评论', () => remove(button, cid)),
    );
  });

  const remove = (button: HTMLButtonElement, cid: number) => {
    button.disabled = true;
    void write('/api/baike/delComment', { id: cid }).then((res) => {
      button.disabled = false;
      if (!res.success) return void (error.textContent = res.msg);
      setTotal(total - 1);
      for (const [tid, t] of shown) {
        if (tid === cid) {
          // A thread with live replies stays as a marker.
          if (t.replies.length) Object.assign(t, { deleted: true, content: '', nickname: '', uid: 0 });
          else shown.delete(tid);
        } else if (t.replies.some((r) => r.id === cid)) {
          t.replies = t.replies.filter((r) => r.id !== cid);
          if (t.deleted && !t.replies.length) shown.delete(tid);
        }
      }
      if (replyTo !== null && !shown.has(replyTo)) placeForm(null);
      render();
    });
  };
  more.addEventListener('click', () => void load(next));

  label();
  // Text typed before this module arrived.
  counted();
  $user.listen(() => {
    label();
    render();
  });
  $session.listen(label);
  void load(null);
}
