/** The characters a captcha draws: no pair a distorted glyph could turn into another (0/O/o, 1/I/l/i, 2/Z, 5/S, 8/B, 9/g/q). */
export const CAPTCHA_CHARS = 'ACDEFGHJKLMNPRTUVWXYabdefhjkmnrtuy3467';
