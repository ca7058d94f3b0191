/** A purchase or order the server refused (already bought, VIP reads free, gone): its message and a way back. */
import { ArrowLeft, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  msg: string;
  back: { href: string; label: string };
  children?: ReactNode;
}

export default function Refusal({ msg, back, children }: Props) {
  return (
    <section className="card flex flex-col items-center px-6 py-14 text-center" role="alert" data-refusal>
      <span className="grid size-14 place-items-center rounded-full bg-amber-50 text-gold-500">
        <CircleAlert size={28} aria-hidden="true" />
      </span>
      <p className="mt-4 text-base font-medium text-ink-900">{msg}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {children}
        <a href={back.href} className="btn-ghost px-5">
          <ArrowLeft size={15} aria-hidden="true" /> {back.label}
        </a>
      </div>
    </section>
  );
}
