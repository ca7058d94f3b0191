/** Toasts of every island (spec §8): kinds success, warning, info, error. */
import { useStore } from '@nanostores/react';
import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import { $toasts, dismissToast, type ToastKind } from '#lib/stores/toast.ts';

const LOOK: Record<ToastKind, { icon: typeof Info; cls: string }> = {
  success: { icon: CircleCheck, cls: 'border-brand-200 bg-brand-50 text-brand-800' },
  warning: { icon: CircleAlert, cls: 'border-amber-200 bg-amber-50 text-amber-800' },
  info: { icon: Info, cls: 'border-sky-200 bg-sky-50 text-sky-800' },
  error: { icon: CircleX, cls: 'border-red-200 bg-red-50 text-red-700' },
};

export default function Toaster() {
  const $list = useStore($toasts);
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-24 z-[70] flex flex-col items-center gap-2"
      aria-live="polite"
    >
      {$list.map((t) => {
        const { icon: Icon, cls } = LOOK[t.kind];
        return (
          <div
            key={t.id}
            role={t.kind === 'error' ? 'alert' : 'status'}
            data-toast={t.kind}
            className={`pointer-events-auto flex min-w-64 max-w-md items-center gap-2 rounded-lg border px-4 py-2.5 text-sm shadow-md ${cls}`}
          >
            <Icon size={16} className="shrink-0" />
            <span className="flex-1">{t.message}</span>
            <button
              type="button"
              aria-label="关闭提示"
              className="opacity-60 hover:opacity-100"
              onClick={() => dismissToast(t.id)}
            >
              <X size={14} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
