/** Online/offline tracking (spec §4): a bar while offline, a toast when back. */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { WifiOff } from 'lucide-react';
import { $online } from '#lib/stores/network.ts';
import { toast } from '#lib/stores/toast.ts';
import { MSG } from '#lib/shared/messages.ts';

export default function NetworkNotice() {
  const $on = useStore($online);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!$on) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      toast.success(MSG.online);
    }
  }, [$on]);
  if ($on) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-[65] flex items-center justify-center gap-2 bg-ink-900 py-2 text-sm text-white"
    >
      <WifiOff size={16} /> {MSG.offline}
    </div>
  );
}
