/** The mobile-number rule of spec §5, without zod, so islands can use it without loading a schema library. */

/** China mainland mobile: 13x, 14[0145-9], 15 but not 154, 16[2567], 17[0-8], 18x, 19 but not 194. */
export const MOBILE_RE = /^1(?:3\d|4[014-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;

export const isMobile = (value: string): boolean => MOBILE_RE.test(value.trim());
