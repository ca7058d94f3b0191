/** WeChat Pay Native: asks getQrCode for the code_url and draws it as a QR code (qrcode loaded only here). */
import { useEffect, useState } from 'react';
import { ExternalLink, FlaskConical, ScanLine } from 'lucide-react';
import { api } from '#lib/client.ts';
import { PAY_MSG } from '#lib/commerce/messages.ts';
import type { QrCodeData } from '#lib/commerce/orders.ts';
import { Failed } from '#islands/ui/Status.tsx';
import PriceTag from '#islands/ui/PriceTag.tsx';

async function drawQr(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(text, { width: 232, margin: 1, errorCorrectionLevel: 'M' });
}

export default function WechatQr({ id, amount }: { id: number; amount: number }) {
  const [qr, setQr] = useState<{ data: QrCodeData; image: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void api.post<QrCodeData>('/api/payment/getQrCode', { id }, { silent: true }).then(async (res) => {
      if (!live) return;
      if (!res.success || !res.data) return setError(res.msg || PAY_MSG.channelDown);
      const image = await drawQr(res.data.code_url);
      if (live) setQr({ data: res.data, image });
    });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  if (error)
    return (
      <Failed
        msg={error}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return (
    <div className="flex flex-col items-center gap-6 md:flex-row md:items-start md:justify-center md:gap-12">
      <div className="flex flex-col items-center">
        <div className="grid size-[252px] place-items-center rounded-lg border border-line bg-white p-2.5 shadow-sm">
          {qr ? (
            <img
              src={qr.image}
              alt="微信支付二维码"
              width={232}
              height={232}
              data-wechat-qr={qr.data.code_url}
            />
          ) : (
            <div className="size-[232px] animate-pulse rounded bg-surface" aria-label="二维码生成中" />
          )}
        </div>
        <p className="mt-3 flex items-center gap-1.5 rounded-md bg-[#07C160] px-4 py-2 text-sm font-medium text-white">
          <ScanLine size={16} aria-hidden="true" />
          请使用微信扫一扫完成支付
        </p>
      </div>
      <div className="max-w-xs space-y-4 text-sm text-ink-700">
        <div>
          <p className="text-ink-500">扫码支付金额</p>
          <PriceTag amount={amount} size="lg" />
        </div>
        <ol className="list-decimal space-y-1 pl-5 text-ink-500">
          <li>打开手机微信，点击右上角“+”</li>
          <li>选择“扫一扫”，扫描左侧二维码</li>
          <li>在微信中确认付款，本页将自动跳转</li>
        </ol>
        {qr?.data.simulator_url && (
          <div className="rounded-lg border border-dashed border-gold-500/50 bg-amber-50 p-3" data-simulator>
            <p className="flex items-center gap-1.5 font-medium text-gold-500">
              <FlaskConical size={15} aria-hidden="true" /> 本地支付模拟器
            </p>
            <p className="mt-1 text-xs leading-5 text-ink-500">{PAY_MSG.simulator}</p>
            <a
              href={qr.data.simulator_url}
              target="_blank"
              rel="noopener"
              className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              打开本地支付模拟器 <ExternalLink size={13} aria-hidden="true" />
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
