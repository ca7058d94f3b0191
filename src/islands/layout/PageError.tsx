/** A server error replaces the page when set (spec §4): the error view over the content area. */
import { useStore } from '@nanostores/react';
import { $pageError } from '#lib/stores/pageError.ts';
import ErrorBody from './ErrorBody.tsx';

export default function PageError() {
  const $err = useStore($pageError);
  if (!$err) return null;
  return (
    <div className="fixed inset-x-0 top-header bottom-0 z-20 grid place-items-center bg-surface p-6">
      <div className="w-full max-w-content">
        <ErrorBody status={$err.status} message={$err.message} />
      </div>
    </div>
  );
}
