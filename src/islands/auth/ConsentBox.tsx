/** 我已阅读并同意《用户协议》《隐私政策》: unchecked, the documents open in a new tab (issue 30). */
import { LEGAL_DOCUMENTS, LEGAL_KINDS } from '#lib/legal/documents.ts';
import { LEGAL_MSG } from '#lib/legal/messages.ts';
import type { AuthForm } from './useAuthForm.ts';

export default function ConsentBox({ form, id }: { form: AuthForm; id: string }) {
  const error = form.errors.agree;
  return (
    <div className="relative pb-5 text-[13px] leading-5 text-ink-500">
      <div className="flex items-start gap-1.5">
        <input
          id={id}
          type="checkbox"
          className="mt-[3px] accent-brand-600"
          checked={form.values.agree}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => form.set('agree', e.target.checked)}
        />
        <label htmlFor={id}>{LEGAL_MSG.consentLead}</label>
        <span>
          {LEGAL_KINDS.map((kind) => (
            <a
              key={kind}
              href={LEGAL_DOCUMENTS[kind].path}
              target="_blank"
              rel="noopener"
              className="text-brand-700 hover:underline"
            >
              《{LEGAL_DOCUMENTS[kind].title}》
            </a>
          ))}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="absolute bottom-0.5 left-0 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
