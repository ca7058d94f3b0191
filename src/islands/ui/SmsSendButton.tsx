/**
 * 获取短信验证码 with its countdown (spec §4, §9): the login modal's and 注销账号's one button. `send` asks for the
 * code and says whether it went out; the countdown starts only then.
 */
import { useState } from 'react';
import { smsButtonLabel, useCountdown } from './useCountdown.ts';

export default function SmsSendButton({ send }: { send: () => Promise<boolean> }) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  async function click() {
    setSending(true);
    const sent = await send().finally(() => setSending(false));
    if (sent) countdown.start();
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
