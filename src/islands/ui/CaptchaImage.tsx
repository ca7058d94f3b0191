/** Image captcha, fetched as binary (spec §7) with a random query; reloaded on open and on click (spec §4). */
import { useCallback, useEffect, useState } from 'react';
import { api } from '#lib/client.ts';

export default function CaptchaImage({ reloadKey }: { reloadKey: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const load = useCallback(
    () =>
      api.blob('/api/user/getImgVerificationCode', { random: Math.random() }).then(
        (blob) =>
          setSrc((old) => {
            if (old) URL.revokeObjectURL(old);
            return URL.createObjectURL(blob as Blob);
          }),
        () => setSrc(null),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load, reloadKey]);
  return (
    <button
      type="button"
      onClick={() => void load()}
      title="看不清？点击换一张"
      aria-label="图形验证码，点击刷新"
      className="h-10 w-[110px] shrink-0 overflow-hidden rounded-md border border-line bg-surface"
    >
      {src ? (
        <img src={src} alt="图形验证码" className="h-full w-full" />
      ) : (
        <span className="text-xs text-ink-500">点击加载</span>
      )}
    </button>
  );
}
