/** Whether the feedback dialog is open; the floating bar opens it, the dialog island shows it. */
import { atom } from 'nanostores';
import { demandOverlaysWhen } from './overlayDemand.ts';

export const $feedbackOpen = atom(false);
demandOverlaysWhen($feedbackOpen, (v) => v);
export const openFeedback = () => $feedbackOpen.set(true);
export const closeFeedback = () => $feedbackOpen.set(false);
