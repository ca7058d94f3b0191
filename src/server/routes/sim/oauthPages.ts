/** The simulators' pages: WeChat's embedded QR panel and QQ's authorization page, clearly marked as simulated. */
import QRCode from 'qrcode';
import { esc, htmlPage } from '#server/http/html.ts';
import type { OAuthType } from '#server/providers/oauth.ts';

export interface SimUser {
  identity: string;
  nickname: string;
}

/** Fixed simulated accounts, so flows can be repeated; the empty identity means a new random account. */
export const SIM_USERS: Record<OAuthType, SimUser[]> = {
  wx: [
    { identity: 'sim-wx-alice', nickname: '模拟微信·小艾' },
    { identity: 'sim-wx-bob', nickname: '模拟微信·小博' },
  ],
  qq: [
    { identity: 'sim-qq-alice', nickname: '模拟QQ·小艾' },
    { identity: 'sim-qq-bob', nickname: '模拟QQ·小博' },
  ],
};

const PANEL_CSS = `
.panel{width:100%;max-width:340px;margin:auto;text-align:center}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;font-size:12px;color:#1f8548;
  background:#e8f5ee;border:1px solid #b7dfc6;margin-bottom:6px}
.qr{width:150px;height:150px;margin:0 auto;padding:4px;border:1px solid #e4e7eb;border-radius:8px}
.qr svg{display:block;width:100%;height:100%}
h1{font-size:17px;margin:6px 0 2px;color:#1f2933}
.hint{font-size:13px;margin:4px 0 10px}
form{display:flex;flex-direction:column;gap:8px;text-align:left}
label{font-size:12px;color:#52606d}
select{width:100%;height:34px;border:1px solid #cbd2d9;border-radius:6px;padding:0 8px;font-size:14px;background:#fff}
select:focus,button:focus-visible{outline:2px solid #1f8548;outline-offset:1px}
.actions{display:flex;gap:8px;margin-top:2px}
button{flex:1;height:36px;border-radius:6px;border:1px solid #cbd2d9;background:#fff;color:#3e4c59;font-size:14px;cursor:pointer}
button.primary{background:#1f8548;border-color:#1f8548;color:#fff}
button.primary:hover{background:#196d3b}
.app{font-size:12px;color:#9aa5b1;margin-top:8px}
.scope{font-size:13px;text-align:left;background:#f5f7fa;border-radius:6px;padding:8px 10px;margin:8px 0 12px}
`;

function identityOptions(type: OAuthType, selected: string): string {
  const users = [...SIM_USERS[type]];
  if (selected && !users.some((u) => u.identity === selected))
    users.push({ identity: selected, nickname: simNickname(type, selected) });
  const option = (value: string, label: string) =>
    `<option value="${esc(value)}"${value === selected ? ' selected' : ''}>${esc(label)}</option>`;
  return [
    option('', '新用户（随机身份）'),
    ...users.map((u) => option(u.identity, `${u.nickname}（${u.identity}）`)),
  ].join('');
}

/** Nickname the simulator gives an identity: the fixed account's, or one made from the identity. */
export function simNickname(type: OAuthType, identity: string): string {
  const fixed = SIM_USERS[type].find((u) => u.identity === identity);
  return fixed?.nickname ?? `${type === 'wx' ? '微信' : 'QQ'}用户-${identity.slice(-8)}`;
}

/** WeChat's embedded QR panel (inside the login modal's iframe): scan with a phone, or confirm here. */
export async function wxQrPage(p: {
  pageUrl: string;
  identity: string;
  topWindow: boolean;
}): Promise<string> {
  const svg = await QRCode.toString(p.pageUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#1f2933', light: '#ffffff' },
  });
  const target = p.topWindow ? ' target="_top"' : '';
  const body = `<main class="panel">
<div class="badge">本地模拟器 · 非真实微信登录</div>
<div class="qr" role="img" aria-label="模拟登录二维码">${svg}</div>
<h1>微信扫码登录</h1>
<p class="hint">手机扫码，或选择模拟用户后确认</p>
<form method="post"${target}>
<label for="identity">模拟微信用户</label>
<select id="identity" name="identity">${identityOptions('wx', p.identity)}</select>
<div class="actions"><button type="submit" class="primary" name="decision" value="confirm">确认登录</button><button type="submit" name="decision" value="cancel">取消</button></div>
</form>
<p class="app">BEEDATA 申请使用您的微信身份登录</p>
</main>`;
  return htmlPage('微信登录（本地模拟器）', body, { css: PANEL_CSS });
}

/** QQ Connect's authorization page (in the 800x600 popup). */
export function qqAuthorizePage(p: { identity: string }): string {
  const body = `<main class="panel">
<div class="badge">本地模拟器 · 非真实QQ登录</div>
<h1>QQ登录授权</h1>
<div class="scope">BEEDATA 农业产业数据服务平台 将获得以下权限：<br>· 获得您的昵称、头像、性别</div>
<form method="post">
<label for="identity">模拟QQ账号</label>
<select id="identity" name="identity">${identityOptions('qq', p.identity)}</select>
<div class="actions"><button type="submit" class="primary" name="decision" value="confirm">授权并登录</button><button type="submit" name="decision" value="cancel">取消</button></div>
</form>
<p class="app">授权后将返回 BEEDATA 并自动关闭本窗口</p>
</main>`;
  return htmlPage('QQ登录授权（本地模拟器）', body, { css: PANEL_CSS });
}
