import { describe, expect, it } from 'vitest';
import { formatFileSize } from '#lib/format.ts';

describe('file size format (spec §9)', () => {
  it('uses B below 1024', () => {
    expect(formatFileSize(0)).toBe('0.00B');
    expect(formatFileSize(1023)).toBe('1023.00B');
  });
  it('switches to KB at 1024 and stays below 1 MiB', () => {
    expect(formatFileSize(1024)).toBe('1.00KB');
    expect(formatFileSize(1536)).toBe('1.50KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024.00KB');
  });
  it('switches to MB at 1 MiB', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1.00MB');
    expect(formatFileSize(1024 * 1024 * 1024 - 1)).toBe('1024.00MB');
  });
  it('switches to GB at 1 GiB', () => {
    expect(formatFileSize(1024 ** 3)).toBe('1.00GB');
    expect(formatFileSize(2.5 * 1024 ** 4)).toBe('2560.00GB');
  });
  it('treats invalid sizes as zero', () => {
    expect(formatFileSize(-1)).toBe('0.00B');
    expect(formatFileSize(Number.NaN)).toBe('0.00B');
  });
});
