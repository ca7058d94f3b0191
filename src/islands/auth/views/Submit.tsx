/** The modal's primary button and the remember-me box. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <button type="submit" className="btn-primary h-10 w-full text-[15px]" disabled={busy}>
      {busy ? '请稍候…' : label}
    </button>
  );
}

export function RememberMe({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="mb-4 flex items-center justify-between text-[13px] text-ink-500">
      <label className="flex cursor-pointer items-center gap-1.5">
        <input
          type="checkbox"
          className="accent-brand-600"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        7天内自动登录
      </label>
      {children}
    </div>
  );
}
