/** The error page body (spec §2, §8): status code, message, 返回首页. Static in Astro pages, live in PageError. */
import { errorTextFor } from '#lib/shared/errorText.ts';
import { MSG } from '#lib/shared/messages.ts';

export default function ErrorBody({ status, message }: { status: number; message?: string }) {
  const text = errorTextFor(status, message);
  return (
    <section
      className="card flex min-h-[480px] w-full flex-col items-center justify-center px-6 py-16 text-center"
      data-error-status={status}
    >
      <p className="text-7xl font-bold tracking-tight text-brand-600">{status}</p>
      <h1 className="mt-4 text-xl font-semibold text-ink-900">{text.title}</h1>
      <p className="mt-2 max-w-md text-ink-500">{text.detail}</p>
      <a href="/" className="btn-primary mt-8">
        {MSG.backHome}
      </a>
    </section>
  );
}
