/** /article/viewPdf: asks viewPdf who may read what, opens the token address with pdf.js, pages and zooms it. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Download, FileText, RotateCw } from 'lucide-react';
import { api } from '#lib/client.ts';
import { $token } from '#lib/stores/auth.ts';
import { FILE_MSG } from '#lib/content/messages.ts';
import AccessBanner from './AccessBanner.tsx';
import PageCanvas from './PageCanvas.tsx';
import Toolbar from './Toolbar.tsx';
import { openPdf, type PDFDocumentProxy } from './loadPdf.ts';
import type { PdfView } from '#lib/content/files.ts';
import { clampPage, clampZoom, docRef, downloadHref, viewLinks } from './pdf.ts';

type State =
  | { kind: 'loading' }
  /** `retry`: only where asking again can help (the network, the file's bytes), never for an answer that said no. */
  | { kind: 'error'; msg: string; retry: boolean }
  | { kind: 'ready'; view: PdfView; doc: PDFDocumentProxy };

/** Room left and right of the page inside the reading area. */
const GUTTER = 32;
/** A document opens at fit width, but no larger than this (a whole A4 page fits a desktop screen). */
const OPEN_MAX = 1.25;

export default function PdfViewer() {
  const token = useStore($token);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const area = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // Each outcome is kept with the sign-in and attempt it answers: a new one is loading until it lands.
  const asking = `${token ?? ''}:${attempt}`;
  const [outcome, setOutcome] = useState<{ asking: string; state: State } | null>(null);
  const state: State = outcome?.asking === asking ? outcome.state : { kind: 'loading' };

  const fitScale = useCallback(async (doc: PDFDocumentProxy) => {
    const first = await doc.getPage(1);
    const width = (area.current?.clientWidth ?? 800) - GUTTER;
    return clampZoom(width / first.getViewport({ scale: 1 }).width);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    const ref = docRef(location.search);
    const setState = (s: State) => setOutcome({ asking, state: s });
    void (async () => {
      if (!ref) return setState({ kind: 'error', msg: FILE_MSG.fileGone, retry: false });
      const res = await api.get<PdfView>('/api/article/viewPdf', ref, { silent: true });
      if (cancelled) return;
      if (!res.success) return setState({ kind: 'error', msg: res.msg, retry: res.code === -1 });
      try {
        opened = await openPdf(res.data.url, token);
        if (cancelled) return;
        setScale(Math.min(OPEN_MAX, await fitScale(opened)));
        setPage(1);
        setState({ kind: 'ready', view: res.data, doc: opened });
      } catch {
        if (!cancelled) setState({ kind: 'error', msg: FILE_MSG.fileUnavailable, retry: true });
      }
    })();
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
    // A new token (login, logout) may change what this reader may see: ask again.
  }, [token, asking, fitScale]);

  const onRenderError = useCallback(
    (msg: string) => setOutcome({ asking, state: { kind: 'error', msg, retry: true } }),
    [asking],
  );
  const retry = () => setAttempt((n) => n + 1);

  const ready = state.kind === 'ready' ? state : null;
  const pages = ready?.doc.numPages ?? 0;
  const view = ready?.view;
  const links = view ? viewLinks(view) : null;
  const detailHref = links?.detail ?? null;

  return (
    <div className="space-y-4" data-pdf-viewer={state.kind}>
      <nav aria-label="面包屑" className="text-xs text-ink-500" data-pdf-crumbs>
        <a href="/" className="hover:text-brand-700">
          首页
        </a>
        {links?.section && (
          <>
            <span className="mx-1.5 text-ink-500" aria-hidden="true">
              /
            </span>
            <a href={links.section.href} className="hover:text-brand-700">
              {links.section.label}
            </a>
          </>
        )}
        <span className="mx-1.5 text-ink-500" aria-hidden="true">
          /
        </span>
        <span className="text-ink-700">文件预览</span>
      </nav>
      <header className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
        <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <FileText size={24} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-semibold text-ink-900" data-pdf-title>
            {view?.title ?? '文件预览'}
          </h1>
          {/* One state at a time: no 正在读取 line under a not-found answer. */}
          {state.kind !== 'error' && (
            <p className="mt-1 text-sm text-ink-500" data-pdf-subtitle>
              {view
                ? `共 ${view.page_count} 页 · ${view.mode === 'full' ? '全文阅读' : `试读前 ${view.preview_pages} 页`}`
                : '正在读取文件信息…'}
            </p>
          )}
        </div>
        {view?.mode === 'full' && (
          <a href={downloadHref(view.url)} className="btn-ghost shrink-0" download data-pdf-download>
            <Download size={15} aria-hidden="true" /> 下载
          </a>
        )}
        {detailHref && (
          <a href={detailHref} className="btn-ghost shrink-0">
            {links?.detailLabel}
          </a>
        )}
      </header>

      {view && view.mode === 'preview' && view.reason && (
        <AccessBanner
          reason={view.reason}
          shown={view.preview_pages}
          total={view.page_count}
          loggedIn={Boolean(token)}
          onLoggedIn={retry}
          detailHref={detailHref}
          buyHref={links?.buy ?? null}
        />
      )}

      {/* No overflow clipping here: it would pin the sticky toolbar to this box instead of the page. */}
      <div className="card">
        {ready && (
          <Toolbar
            page={page}
            pages={pages}
            total={ready.view.page_count}
            scale={scale}
            onPage={(n) => setPage(clampPage(n, pages))}
            onZoom={(z) => setScale(clampZoom(z))}
            onFit={() => void fitScale(ready.doc).then(setScale)}
          />
        )}
        <div
          ref={area}
          data-reading-area
          className="min-h-[60vh] overflow-auto rounded-b-lg bg-surface p-4"
          aria-live="polite"
        >
          {state.kind === 'loading' && (
            <div
              className="mx-auto flex aspect-[210/297] w-full max-w-xl animate-pulse items-center justify-center rounded bg-white text-ink-500 shadow-sm"
              aria-busy="true"
            >
              正在加载文件…
            </div>
          )}
          {state.kind === 'error' && (
            <div className="flex flex-col items-center py-20 text-center" role="alert">
              <p className="text-ink-700">{state.msg}</p>
              {state.retry ? (
                <button type="button" className="btn-ghost mt-4" onClick={retry}>
                  <RotateCw size={14} aria-hidden="true" /> 重新加载
                </button>
              ) : (
                <a href="/" className="btn-ghost mt-4">
                  返回首页
                </a>
              )}
            </div>
          )}
          {ready && <PageCanvas doc={ready.doc} page={page} scale={scale} onError={onRenderError} />}
          {ready && ready.view.mode === 'preview' && page === pages && (
            <p className="mt-4 text-center text-sm text-ink-500" data-preview-end>
              试读结束，
              {ready.view.reason === 'vip' ? '开通VIP' : ready.view.reason === 'buy' ? '购买后' : '登录后'}
              可继续阅读全文
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
