import { describe, expect, it } from 'vitest';
import { isMobile } from '#lib/shared/mobile.ts';
import { mobileSchema } from '#lib/shared/validators.ts';
import { MSG } from '#lib/shared/messages.ts';

const n = (prefix: string) => prefix + '0'.repeat(11 - prefix.length);

describe('mobile number rule (spec §5)', () => {
  it('accepts every 13x prefix', () => {
    for (let d = 0; d <= 9; d++) expect(isMobile(n(`13${d}`)), `13${d}`).toBe(true);
  });
  it('accepts 14 followed by 0,1,4,5,6,7,8,9 and rejects 142, 143', () => {
    for (const d of [0, 1, 4, 5, 6, 7, 8, 9]) expect(isMobile(n(`14${d}`)), `14${d}`).toBe(true);
    for (const d of [2, 3]) expect(isMobile(n(`14${d}`)), `14${d}`).toBe(false);
  });
  it('accepts 15x except 154', () => {
    for (let d = 0; d <= 9; d++) expect(isMobile(n(`15${d}`)), `15${d}`).toBe(d !== 4);
  });
  it('accepts 16 followed by 2,5,6,7 only', () => {
    for (let d = 0; d <= 9; d++) expect(isMobile(n(`16${d}`)), `16${d}`).toBe([2, 5, 6, 7].includes(d));
  });
  it('accepts 17 followed by 0-8 and rejects 179', () => {
    for (let d = 0; d <= 9; d++) expect(isMobile(n(`17${d}`)), `17${d}`).toBe(d <= 8);
  });
  it('accepts every 18x prefix', () => {
    for (let d = 0; d <= 9; d++) expect(isMobile(n(`18${d}`)), `18${d}`).toBe(true);
  });
  it('accepts 19x except 194', () => {
    for (let d = 0; d <= 9; d++) expect(isMobile(n(`19${d}`)), `19${d}`).toBe(d !== 4);
  });
  it('rejects 10x, 11x, 12x and anything not starting with 1', () => {
    for (const p of ['10', '11', '12', '23', '03']) expect(isMobile(n(`${p}8`)), p).toBe(false);
  });
  it('needs exactly 11 digits', () => {
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380000')).toBe(false);
    expect(isMobile('1380013800a')).toBe(false);
    expect(isMobile('13800138000')).toBe(true);
  });
  it('fails with the spec message', () => {
    const r = mobileSchema.safeParse('12345');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MSG.mobileInvalid);
    expect(MSG.mobileInvalid).toBe('请输入正确的手机号码');
  });
});
