/** One page of the open document drawn on a canvas at the chosen zoom, sharp on high-density screens. */
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from './loadPdf.ts';

interface Props {
  doc: PDFDocumentProxy;
  page: number;
  scale: number;
  onError: (msg: string) => void;
}

export default function PageCanvas({ doc, page, scale, onError }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void (async () => {
      try {
        const p = await doc.getPage(page);
        const el = canvas.current;
        if (cancelled || !el) return;
        const viewport = p.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        el.width = Math.floor(viewport.width * ratio);
        el.height = Math.floor(viewport.height * ratio);
        el.style.width = `${Math.floor(viewport.width)}px`;
        el.style.height = `${Math.floor(viewport.height)}px`;
        task = p.render({
          canvas: el,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        await task.promise;
        if (!cancelled) setDrawn(`${page}@${scale}`);
      } catch (err) {
        if (!cancelled && (err as Error)?.name !== 'RenderingCancelledException')
          onError('页面渲染失败，请刷新重试');
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, scale, onError]);

  return (
    <canvas
      ref={canvas}
      className="mx-auto block bg-white shadow-md"
      aria-label={`第 ${page} 页`}
      role="img"
      data-page-canvas={page}
      data-drawn={drawn === `${page}@${scale}` ? 'true' : 'false'}
    />
  );
}
