/** Page navigation (previous, next, page number) and zoom (out, in, fit width) of the PDF viewer. */
import { useState } from 'react';
import { ChevronLeft, ChevronRight, MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { ZOOM, clampPage } from './pdf.ts';

interface Props {
  page: number;
  pages: number;
  /** Pages of the whole document when only a preview is open. */
  total: number;
  scale: number;
  onPage: (page: number) => void;
  onZoom: (scale: number) => void;
  onFit: () => void;
}

const iconBtn =
  'grid size-9 place-items-center rounded-md border border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

export default function Toolbar({ page, pages, total, scale, onPage, onZoom, onFit }: Props) {
  const [typed, setTyped] = useState(String(page));
  // A page turned elsewhere (scrolling, the arrows) replaces what was typed, adjusted while rendering.
  const [shown, setShown] = useState(page);
  if (shown !== page) {
    setShown(page);
    setTyped(String(page));
  }
  const go = () => {
    const next = clampPage(Number(typed), pages);
    setTyped(String(next));
    onPage(next);
  };

  return (
    <div
      className="sticky top-header z-10 flex flex-wrap rounded-t-lg items-center justify-between gap-3 border-b border-line bg-white px-3 py-2"
      role="toolbar"
      aria-label="阅读工具栏"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={iconBtn}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label="上一页"
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
        <label className="flex items-center gap-1.5 text-sm text-ink-700">
          <span className="sr-only">页码</span>
          <input
            type="text"
            inputMode="numeric"
            className="h-9 w-14 rounded-md border border-line text-center focus:border-brand-500"
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
            onBlur={go}
            onKeyDown={(e) => e.key === 'Enter' && go()}
            aria-label="页码"
          />
          <span data-page-count>/ {pages}</span>
        </label>
        <button
          type="button"
          className={iconBtn}
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          aria-label="下一页"
        >
          <ChevronRight size={18} aria-hidden="true" />
        </button>
        {total > pages && <span className="text-xs text-ink-500">（试读，全文共 {total} 页）</span>}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={iconBtn}
          onClick={() => onZoom(scale - ZOOM.step)}
          disabled={scale <= ZOOM.min}
          aria-label="缩小"
        >
          <ZoomOut size={18} aria-hidden="true" />
        </button>
        <span className="w-12 text-center text-sm text-ink-700 tabular-nums" data-zoom>
          {Math.round(scale * 100)}%
        </span>
        <button
          type="button"
          className={iconBtn}
          onClick={() => onZoom(scale + ZOOM.step)}
          disabled={scale >= ZOOM.max}
          aria-label="放大"
        >
          <ZoomIn size={18} aria-hidden="true" />
        </button>
        <button type="button" className="btn-ghost h-9 px-3" onClick={onFit}>
          <MoveHorizontal size={16} aria-hidden="true" /> 适合宽度
        </button>
      </div>
    </div>
  );
}
