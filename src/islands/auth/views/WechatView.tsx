/** 微信扫码登录: the provider's embedded QR page in an iframe, while the modal polls for the result. */
import { useEffect, useRef, useState } from 'react';
import { wechatQrUrl } from '../oauth.ts';

export default function WechatView({
  action,
  onStarted,
}: {
  action: 'login' | 'bind';
  onStarted: () => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  // One QR per opening of the view: asking again resets the sign-in state on the server.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void wechatQrUrl(action).then((url) => {
      if (!url) return;
      setSrc(url);
      onStarted();
    });
  }, [action, onStarted]);
  return (
    <div className="flex flex-col items-center">
      {src ? (
        <iframe title="微信扫码登录" src={src} className="h-[380px] w-[300px] rounded-md border-0" />
      ) : (
        <div className="grid h-[380px] w-[300px] place-items-center rounded-md border border-line text-ink-500">
          正在加载二维码…
        </div>
      )}
    </div>
  );
}
