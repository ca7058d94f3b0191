/** How the standards pages show a status and an empty field (the pages and the islands share it). */
import type { StandardStatus } from './status.ts';
import { STD_MSG } from './messages.ts';

/** Badge colours: in force green, coming amber, withdrawn grey; a number not listed plain. */
export function statusBadgeClass(status: StandardStatus | null): string {
  const base = 'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap';
  switch (status) {
    case 'current':
      return `${base} bg-emerald-50 text-emerald-700 ring-1 ring-emerald-600/20`;
    case 'upcoming':
      return `${base} bg-amber-50 text-amber-700 ring-1 ring-amber-600/25`;
    case 'withdrawn':
      return `${base} bg-slate-100 text-slate-600 ring-1 ring-slate-400/25`;
    default:
      return `${base} bg-white text-ink-500 ring-1 ring-line`;
  }
}

/** A field's value, or — when the source has none. */
export const orDash = (v: string | null | undefined): string => (v && v.trim() ? v : STD_MSG.unknownField);
