/** The page progress bar (spec §4, §9) at the top edge. */
import { useStore } from '@nanostores/react';
import { $progress } from '#lib/stores/progress.ts';

export default function ProgressBar() {
  const $p = useStore($progress);
  return (
    <div
      aria-hidden="true"
      data-progress={$p.active ? 'on' : 'off'}
      className="fixed inset-x-0 top-0 z-[80] h-0.5 bg-brand-500 transition-[width,opacity] duration-200"
      style={{ width: `${$p.percent}%`, opacity: $p.active ? 1 : 0 }}
    />
  );
}
