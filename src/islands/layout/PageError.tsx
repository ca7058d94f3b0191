/** A server error replaces the page when set (spec §4): the error view over the content area. */
import { useStore } from '@nanostores/react';
import { $pageError } from '../../lib/stores/pageError.ts';
import { errorTextFor, MSG } from '../../lib/messages.ts';

export default function PageError() {
  const $err = useStore($pageError);
  if (!$err) return null;
  const text = errorTextFor($err.status, $err.message);
  return (
    <div
      className="fixed inset-x-0 top-header bottom-0 z-20 grid place-items-center bg-surface p-6"
      data-error-status={$err.status}
    >
      <section className="card flex w-full max-w-content flex-col items-center px-6 py-16 text-center">
        <p className="text-7xl font-bold tracking-tight text-brand-600">{$err.status}</p>
        <h1 className="mt-4 text-xl font-semibold text-ink-900">{text.title}</h1>
        <p className="mt-2 max-w-md text-ink-500">{text.detail}</p>
        <a href="/" className="btn-primary mt-8">
          {MSG.backHome}
        </a>
      </section>
    </div>
  );
}
