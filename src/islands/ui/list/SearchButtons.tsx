/** A list's 搜索 (submits the keyword form it sits in) and 重置 (back to the unfiltered view). */
import { RotateCcw } from 'lucide-react';

export default function SearchButtons({
  onReset,
  submitClass,
  resetClass,
}: {
  onReset: () => void;
  /** Size classes beside btn-primary / btn-ghost. */
  submitClass: string;
  resetClass: string;
}) {
  return (
    <>
      <button type="submit" className={`btn-primary ${submitClass}`}>
        搜索
      </button>
      <button type="button" className={`btn-ghost ${resetClass}`} onClick={onReset}>
        <RotateCcw size={14} aria-hidden="true" /> 重置
      </button>
    </>
  );
}
