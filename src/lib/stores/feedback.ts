/** Whether the feedback dialog is open; the floating bar opens it, the dialog island shows it. */
import { atom } from 'nanostores';

export const $feedbackOpen = atom(false);
export const openFeedback = () => $feedbackOpen.set(true);
export const closeFeedback = () => $feedbackOpen.set(false);
