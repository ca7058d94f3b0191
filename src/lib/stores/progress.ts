/** Page progress bar (spec §9): throttle 200 ms, runs up to 5000 ms, steps of 30 or 45. */
import { atom } from 'nanostores';
import { TIMING } from '#lib/site.ts';
import { demandOverlaysWhen } from './overlayDemand.ts';

export const $progress = atom<{ active: boolean; percent: number }>({ active: false, percent: 0 });
demandOverlaysWhen($progress, (v) => v.active);

let pending = 0;
let startTimer: ReturnType<typeof setTimeout> | undefined;
let stepTimer: ReturnType<typeof setInterval> | undefined;

const step = () => {
  const { percent } = $progress.get();
  const inc = Math.random() < 0.5 ? 30 : 45;
  $progress.set({ active: true, percent: Math.min(90, percent + inc * ((100 - percent) / 100)) });
};

/** Start (or join) the bar; shown only when work lasts longer than the throttle. */
export function startProgress(): void {
  pending++;
  if (pending > 1 || startTimer) return;
  startTimer = setTimeout(() => {
    startTimer = undefined;
    if (pending === 0) return;
    $progress.set({ active: true, percent: 10 });
    const stepMs = TIMING.progressDurationMs / 10;
    stepTimer = setInterval(step, stepMs);
  }, TIMING.progressThrottleMs);
}

export function doneProgress(): void {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  clearTimeout(startTimer);
  startTimer = undefined;
  clearInterval(stepTimer);
  if (!$progress.get().active) return;
  $progress.set({ active: true, percent: 100 });
  setTimeout(() => $progress.set({ active: false, percent: 0 }), 250);
}
