/** 微信支付 / 支付宝 as two radio cards with their brand marks. */
import { Check } from 'lucide-react';
import { PAY_CHANNEL_LABEL, type PayChannel } from '#lib/commerce/orders.ts';
import ChannelIcon from './ChannelIcon.tsx';

const HINT: Record<PayChannel, string> = {
  wechat: '使用微信扫码支付',
  alipay: '跳转支付宝收银台付款',
};

interface Props {
  channels: PayChannel[];
  value: PayChannel;
  onChange: (channel: PayChannel) => void;
}

export default function ChannelPicker({ channels, value, onChange }: Props) {
  return (
    <div role="radiogroup" aria-label="支付方式" className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      {channels.map((c) => {
        const on = c === value;
        return (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={on}
            onClick={() => onChange(c)}
            data-channel={c}
            className={`relative flex items-center gap-3 rounded-lg border-2 px-4 py-3.5 text-left transition-colors ${
              on ? 'border-brand-600 bg-brand-50/50' : 'border-line bg-white hover:border-brand-200'
            }`}
          >
            <ChannelIcon channel={c} size={28} />
            <span>
              <span className="block font-medium text-ink-900">{PAY_CHANNEL_LABEL[c]}</span>
              <span className="block text-xs text-ink-500">{HINT[c]}</span>
            </span>
            {on && (
              <span className="absolute top-0 right-0 grid size-5 place-items-center rounded-bl-md bg-brand-600 text-white">
                <Check size={12} aria-hidden="true" />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
