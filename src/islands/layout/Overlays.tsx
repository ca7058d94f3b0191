/**
 * Everything that floats above pages, in one island: toasts, dialogs, progress, page error, feedback. The offline bar
 * is prebuilt (OfflineNotice.astro): this island may not be loaded when the network drops.
 */
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $feedbackOpen } from '#lib/stores/feedback.ts';
import { $loginIntent } from '#lib/stores/loginIntent.ts';
import { $consentDue } from '#lib/stores/consent.ts';
import Toaster from './Toaster.tsx';
import { useHydrated } from '#islands/ui/useHydrated.ts';
import DialogHost from './DialogHost.tsx';
import ProgressBar from './ProgressBar.tsx';
import PageError from './PageError.tsx';

// Loaded on first open, so pages that never show it do not pay for it.
const FeedbackDialog = lazy(() => import('../feedback/FeedbackDialog.tsx'));
const LoginModal = lazy(() => import('../auth/LoginModal.tsx'));
const ConsentRenewal = lazy(() => import('../user/ConsentRenewal.tsx'));

export default function Overlays() {
  const $feedback = useStore($feedbackOpen);
  const $login = useStore($loginIntent);
  const $consent = useStore($consentDue);
  // Everything here is browser state that may already be set before this idle island hydrates.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      <ProgressBar />
      <PageError />
      <Toaster />
      {$login.status && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
      {$consent && (
        <Suspense fallback={null}>
          <ConsentRenewal />
        </Suspense>
      )}
      {$feedback && (
        <Suspense fallback={null}>
          <FeedbackDialog />
        </Suspense>
      )}
      {/* Last, so a confirm shows above the login modal. */}
      <DialogHost />
    </>
  );
}
