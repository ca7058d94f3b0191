/** Error page texts (spec §2, §8). */
export interface ErrorText {
  title: string;
  detail: string;
}

export const ERROR_TEXT: Record<401 | 404 | 500, ErrorText> = {
  401: {
    title: '身份已过期或未登录',
    detail: '请重新登录；如果浏览器禁用了 Cookie，请解除对本站的限制后再试。',
  },
  404: { title: '页面飞走了', detail: '您访问的页面不存在或已被移除。' },
  500: { title: '服务器出错了', detail: '服务器发生错误，我们正在紧急修复，请稍后再试。' },
};

/** The text an error page shows for any status: its own, the error's message, or a generic one. */
export function errorTextFor(status: number, message?: string): ErrorText {
  if (status === 401 || status === 404 || status === 500) return ERROR_TEXT[status];
  return { title: message?.trim() || '客户端出错了', detail: '请刷新页面或稍后再试。' };
}
