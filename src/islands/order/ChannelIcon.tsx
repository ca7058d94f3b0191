/** WeChat Pay and Alipay marks from simple-icons in their brand colours (lucide has no brand icons). */
import { siAlipay, siWechat } from 'simple-icons';
import type { PayChannel } from '#lib/commerce/orders.ts';

const ICONS = { wechat: siWechat, alipay: siAlipay } as const;

export default function ChannelIcon({ channel, size = 22 }: { channel: PayChannel; size?: number }) {
  const icon = ICONS[channel];
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill={`#${icon.hex}`}>
      <path d={icon.path} />
    </svg>
  );
}
