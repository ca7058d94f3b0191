/**
 * Whether the member must accept newer versions of the legal documents before going on (issue 30): set by the
 * profile at page start or sign-in, and by any member call answered 428; the overlays show the prompt.
 */
import { atom } from 'nanostores';
import { demandOverlaysWhen } from './overlayDemand.ts';

export const $consentDue = atom(false);
demandOverlaysWhen($consentDue, (v) => v);
export const askConsent = () => $consentDue.set(true);
export const consentSettled = () => $consentDue.set(false);
