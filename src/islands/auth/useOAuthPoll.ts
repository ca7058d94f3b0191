/** Polls checkOAuth every 2 s until the modal closes or a final code returns (spec §4). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '#lib/client.ts';
import { TIMING } from '#lib/site.ts';
import { clearLoginIntent, switchLoginView } from '#lib/stores/loginIntent.ts';
import { confirmDialog } from '#lib/stores/dialog.ts';
import { toast } from '#lib/stores/toast.ts';
import { pollOutcome } from './auth.ts';
import { completeSignIn, wait } from './complete.ts';
import { ensureState, type Platform } from './oauth.ts';

async function reloadSoon(message: string) {
  toast.success(message);
  clearLoginIntent();
  await wait(TIMING.successDelayMs);
  location.reload();
}

export function useOAuthPoll(onBind: (platform: Platform) => void) {
  const [platform, setPlatform] = useState<Platform | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (!platform) return;
    const state = ensureState();
    const timer = setInterval(async () => {
      if (busy.current) return;
      busy.current = true;
      const res = await api.post('/api/user/checkOAuth', { state, type: platform }, { silent: true });
      busy.current = false;
      const outcome = pollOutcome(res, platform);
      if (outcome.kind === 'wait') return;
      clearInterval(timer);
      setPlatform(null);
      if (outcome.kind === 'signedIn') return void completeSignIn(outcome.token, false, '登录成功');
      if (outcome.kind === 'bind') {
        onBind(outcome.platform as Platform);
        return switchLoginView('bind');
      }
      if (outcome.kind === 'done') return void reloadSoon(outcome.message);
      if (outcome.kind === 'merge') {
        const merge = async () => {
          const r = await api.post('/api/user/accountMerge', { state, action: `${platform}_merge` });
          if (r.success) await reloadSoon(r.msg);
          else clearLoginIntent();
        };
        return confirmDialog(outcome.message, 'Tip', () => void merge(), clearLoginIntent);
      }
      toast.error(outcome.message);
      clearLoginIntent();
    }, TIMING.pollIntervalMs);
    return () => clearInterval(timer);
  }, [platform, onBind]);

  const start = useCallback((p: Platform) => setPlatform(p), []);
  return { polling: platform, start };
}
