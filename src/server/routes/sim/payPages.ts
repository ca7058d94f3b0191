/** The payment simulator's pages: WeChat's payer confirmation (after scanning) and Alipay's cashier, labelled as simulated. */
import { esc, htmlPage } from '#server/http/html.ts';
import { amountText } from '#lib/commerce/price.ts';
import { alipayTime } from '#server/providers/pay/time.ts';
import type { SimTrade } from './payStore.ts';

export const SIM_BANNER = '本地支付模拟器 — 不会产生真实扣款';

const CSS = `
body{background:#f2f4f7;padding:24px 12px}
.sheet{width:100%;max-width:380px;margin:auto;background:#fff;border:1px solid #e4e7eb;border-radius:12px;
  overflow:hidden;box-shadow:0 4px 16px rgba(31,41,51,.06);text-align:left}
.banner{background:#fff7e6;color:#ad6800;border-bottom:1px solid #ffe7ba;font-size:13px;padding:8px 16px;text-align:center}
.head{display:flex;align-items:center;gap:10px;padding:16px 20px 4px}
.logo{width:32px;height:32px;border-radius:8px;display:flex;align-items:center;justify-content:center;
  color:#fff;font-weight:700;font-size:16px;flex:none}
.head h1{font-size:16px;margin:0;color:#1f2933}
.head small{display:block;font-size:12px;color:#7b8794;font-weight:400}
.amount{text-align:center;padding:12px 20px 4px}
.amount .label{font-size:13px;color:#7b8794}
.amount .value{font-size:34px;font-weight:600;color:#1f2933;letter-spacing:.5px}
.amount .value span{font-size:20px;margin-right:2px}
dl{margin:8px 20px 0;padding:8px 0 0;border-top:1px dashed #e4e7eb;display:grid;grid-template-columns:72px 1fr;
  row-gap:6px;font-size:13px}
dt{color:#7b8794}
dd{margin:0;color:#323f4b;word-break:break-all}
form{display:flex;flex-direction:column;gap:10px;padding:18px 20px 8px}
button{height:42px;border-radius:8px;border:1px solid #cbd2d9;background:#fff;color:#3e4c59;font-size:15px;cursor:pointer}
button.primary{color:#fff}
button:focus-visible{outline:2px solid #1f2933;outline-offset:2px}
.note{font-size:12px;color:#9aa5b1;padding:4px 20px 18px;margin:0;line-height:1.6}
.state{text-align:center;padding:20px 20px 8px}
.state .mark{width:52px;height:52px;border-radius:50%;margin:0 auto 10px;display:flex;align-items:center;
  justify-content:center;font-size:28px;color:#fff}
.state h2{font-size:18px;margin:0 0 4px;color:#1f2933}
.state p{margin:4px 0;color:#52606d;font-size:13px}
.wechat .logo,.wechat button.primary,.wechat .mark.ok{background:#07c160;border-color:#07c160}
.wechat button.primary:hover{background:#06ad56}
.alipay .logo,.alipay button.primary,.alipay .mark.ok{background:#1677ff;border-color:#1677ff}
.alipay button.primary:hover{background:#0e62d9}
.mark.fail{background:#c53030}
.mark.idle{background:#9aa5b1}
`;

type Brand = 'wechat' | 'alipay';

const BRAND: Record<Brand, { logo: string; name: string; sub: string }> = {
  wechat: { logo: '微', name: '微信支付', sub: '扫码后的付款确认（模拟）' },
  alipay: { logo: '支', name: '支付宝 · 收银台', sub: '电脑网站支付（模拟）' },
};

function sheet(brand: Brand, title: string, inner: string): string {
  const b = BRAND[brand];
  const body = `<main class="sheet ${brand}">
<div class="banner" role="note">${SIM_BANNER}</div>
<div class="head"><div class="logo" aria-hidden="true">${b.logo}</div><h1>${b.name}<small>${b.sub}</small></h1></div>
${inner}
</main>`;
  return htmlPage(`${title}（本地支付模拟器）`, body, { css: CSS });
}

function details(trade: SimTrade, merchant: string, merchantId: string): string {
  return `<div class="amount"><div class="label">付款金额</div><div class="value"><span>¥</span>${amountText(trade.amountCents)}</div></div>
<dl>
<dt>收款方</dt><dd>${esc(merchant)}</dd>
<dt>商品</dt><dd>${esc(trade.description)}</dd>
<dt>订单号</dt><dd>${esc(trade.outTradeNo)}</dd>
<dt>${trade.channel === 'wechat' ? '商户号' : '应用ID'}</dt><dd>${esc(merchantId)}</dd>
<dt>关闭时间</dt><dd>${esc(alipayTime(trade.expiresAt))}</dd>
</dl>`;
}

/** The page a payer sees: amount, merchant, description, and the two choices. */
export function payerPage(p: {
  trade: SimTrade;
  merchant: string;
  merchantId: string;
  action: string;
}): string {
  const brand = p.trade.channel;
  const pay = brand === 'wechat' ? '确认支付' : '确认付款';
  const note =
    brand === 'wechat'
      ? '这是手机扫码后看到的付款确认。确认后，模拟器向商户发送签名的支付结果通知（与微信支付相同的加密与签名）。'
      : '确认后，模拟器向商户发送 RSA2 签名的异步通知，然后带您回到商户页面。';
  return sheet(
    brand,
    BRAND[brand].name,
    `${details(p.trade, p.merchant, p.merchantId)}
<form method="post" action="${esc(p.action)}">
<button type="submit" class="primary" name="decision" value="pay">${pay}</button>
<button type="submit" name="decision" value="cancel">取消</button>
</form>
<p class="note">${note}</p>`,
  );
}

/** A result or refusal on the simulator's side (paid, cancelled, closed, expired, bad request). */
export function statePage(
  brand: Brand,
  kind: 'ok' | 'fail' | 'idle',
  title: string,
  lines: string[],
  trade?: SimTrade,
): string {
  const mark = { ok: '✓', fail: '!', idle: '–' }[kind];
  const amount = trade ? `<p>¥${amountText(trade.amountCents)} · ${esc(trade.description)}</p>` : '';
  return sheet(
    brand,
    title,
    `<div class="state"><div class="mark ${kind}" aria-hidden="true">${mark}</div><h2>${esc(title)}</h2>${amount}${lines
      .map((l) => `<p>${esc(l)}</p>`)
      .join('')}</div><p class="note">可关闭本页，回到商户页面查看订单状态。</p>`,
  );
}
