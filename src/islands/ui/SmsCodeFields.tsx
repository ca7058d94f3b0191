/**
 * The image captcha and the SMS code with 获取短信验证码, for a page that asks for a code (账号绑定 → 手机号, 注销账号):
 * `request` sends the captcha's answer to the page's call (which names the mobile); the captcha is replaced after
 * every try, since one works once.
 */
import { useId, useState } from 'react';
import CaptchaImage from './CaptchaImage.tsx';
import SmsSendButton, { type SmsAnswer } from './SmsSendButton.tsx';
import { TextInput } from './form/TextField.tsx';

interface Props {
  request: (imgCode: string) => Promise<NonNullable<SmsAnswer>>;
  code: string;
  onCode: (code: string) => void;
}

export default function SmsCodeFields({ request, code, onCode }: Props) {
  const [imgCode, setImgCode] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const id = useId();

  async function send(): Promise<SmsAnswer> {
    const res = await request(imgCode);
    setCaptchaKey((k) => k + 1);
    setImgCode('');
    return res;
  }

  return (
    <>
      <div>
        <label htmlFor={`${id}-img`} className="mb-1 block text-ink-700">
          图形验证码
        </label>
        <div className="flex max-w-sm gap-2">
          <TextInput
            id={`${id}-img`}
            maxLength={6}
            autoComplete="off"
            placeholder="请输入图形验证码"
            value={imgCode}
            onChange={(e) => setImgCode(e.target.value)}
          />
          <CaptchaImage reloadKey={captchaKey} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-code`} className="mb-1 block text-ink-700">
          短信验证码
        </label>
        <div className="flex max-w-sm gap-2">
          <TextInput
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入短信验证码"
            value={code}
            onChange={(e) => onCode(e.target.value)}
          />
          <SmsSendButton send={send} />
        </div>
      </div>
    </>
  );
}
