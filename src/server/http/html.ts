/** Small server-rendered HTML pages (OAuth callback, provider simulators): self-contained, no external resources. */

import { esc } from '#lib/shared/html.ts';

export { esc };

const BASE_CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2933;background:#fff;
  display:flex;padding:12px}
.box{width:100%;max-width:320px;margin:auto;text-align:center}
h1{font-size:18px;margin:8px 0}
p{margin:6px 0;color:#52606d}
.ok h1{color:#1f8548}
.err h1{color:#c53030}
.mark{width:48px;height:48px;border-radius:50%;margin:0 auto 8px;display:flex;align-items:center;
  justify-content:center;font-size:28px;color:#fff;background:#1f8548}
.err .mark{background:#c53030}
`;

/**
 * The only inline scripts the server's own pages run: their CSP allows these by hash (secureAnswers.ts), never a
 * script an answer happens to hold.
 */
export const SERVER_SCRIPTS = {
  /** The QQ sign-in popup closes itself; the login modal's poll takes over. */
  closePopup: 'setTimeout(function(){window.close()},600)',
} as const;
export type ServerScript = keyof typeof SERVER_SCRIPTS;

/** A whole page: title, inline CSS, body HTML (already escaped), optional inline script (one of SERVER_SCRIPTS). */
export function htmlPage(
  title: string,
  body: string,
  opts: { css?: string; script?: ServerScript } = {},
): string {
  const script = opts.script ? `<script>${SERVER_SCRIPTS[opts.script]}</script>` : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${BASE_CSS}${opts.css ?? ''}</style></head><body>${body}${script}</body></html>`;
}

/** A one-message result page (success or failure). */
export function messagePage(ok: boolean, title: string, detail: string, script?: ServerScript): string {
  const body = `<main class="box ${ok ? 'ok' : 'err'}"><div class="mark" aria-hidden="true">${ok ? '✓' : '!'}</div><h1>${esc(title)}</h1><p>${esc(detail)}</p></main>`;
  return htmlPage(title, body, { script });
}
