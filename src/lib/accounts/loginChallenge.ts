/** A refused password sign-in that asks for the image captcha (issue 11): `{ code: 0, msg, data: { captcha: true } }`. */
export interface LoginChallenge {
  captcha: true;
}

export const LOGIN_CHALLENGE: LoginChallenge = { captcha: true };

/** Whether a refusal's data asks the next password attempt to bring the image captcha (imgCode). */
export const asksForCaptcha = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { captcha?: unknown }).captcha === true;
