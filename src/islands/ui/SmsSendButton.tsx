/**
 * 获取短信验证码 with its countdown (spec §4, §9): every form's one button. `send` asks for the code and gives the
 * server's answer (null when the form refused to ask); the button shows it, and counts down only when a code went out.
 */
import { useState } from 'react';
import { toast } from '#lib/stores/toast.ts';
import { smsButtonLabel, useCountdown } from './useCountdown.ts';

export type SmsAnswer = { success: boolean; msg: string } | null;

export default function SmsSendButton({ send }: { send: () => Promise<SmsAnswer> }) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  async function click() {
    setSending(true);
    const res = await send().finally(() => setSending(false));
    if (!res) return;
    if (!res.success) {
      toast.error(res.msg);
      return;
    }
    toast.success(res.msg);
    countdown.start();
  }

  return (
    <button
      type="button"
      className="btn-ghost h-10 w-[132px] shrink-0 px-2 text-[13px]"
      disabled={countdown.running || sending}
      onClick={() => void click()}
    >
      {smsButtonLabel(countdown.left)}
    </button>
  );
}
