/** A centred modal with backdrop, inside the screen on a phone; disables body scrolling while open (spec §2). */
import { useEffect, type ReactNode } from 'react';
import { X } from 'lucide-react';

interface Props {
  title: string;
  width?: number;
  height?: number;
  onClose: () => void;
  children: ReactNode;
}

export default function Modal({ title, width = 480, height, onClose, children }: Props) {
  useEffect(() => {
    document.body.classList.add('modal-open');
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('modal-open');
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    // The backdrop is a mouse shortcut (keyboards close with Escape or 关闭), so it is presentation, not a control.
    <div
      role="presentation"
      className="fixed inset-0 z-[60] grid place-items-center bg-ink-900/40 p-4"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        // The viewport, not the grid's column (as wide as the dialog), bounds it: a 520 px dialog fits a 390 px phone.
        className="flex max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] flex-col overflow-auto rounded-xl bg-white shadow-2xl"
        style={{ width, height }}
      >
        <div className="flex items-center justify-between border-b border-line px-6 py-4">
          <h2 className="text-base font-semibold text-ink-900">{title}</h2>
          <button
            type="button"
            aria-label="关闭"
            className="text-ink-500 hover:text-ink-900"
            onClick={onClose}
          >
            <X size={18} />
          </button>
        </div>
        <div className="flex-1 px-6 py-5">{children}</div>
      </div>
    </div>
  );
}
