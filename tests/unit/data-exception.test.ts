import { describe, expect, it } from 'vitest';
import { dataExceptionCode } from '#server/http/dataException.ts';

/** What drizzle throws: its own error with the driver's in `cause`. */
const wrapped = (code: string) =>
  new Error('Failed query', { cause: Object.assign(new Error('driver'), { code }) });

describe('dataExceptionCode: the database refused the input as malformed', () => {
  it('finds class 22 codes on the error or the one it wraps', () => {
    for (const code of ['22021', '22P05', '22001', '22003', '22007', '22008']) {
      expect(dataExceptionCode(wrapped(code))).toBe(code);
      expect(dataExceptionCode(Object.assign(new Error('x'), { code }))).toBe(code);
    }
  });
  it('finds a foreign key naming no row (an editor giving the id of a column that does not exist)', () => {
    expect(dataExceptionCode(wrapped('23503'))).toBe('23503');
  });
  it('leaves every other failure a server error', () => {
    expect(dataExceptionCode(wrapped('23505'))).toBeNull(); // unique violation: a bug or a race, not bad input
    expect(dataExceptionCode(wrapped('57P01'))).toBeNull(); // the server went away
    expect(dataExceptionCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(dataExceptionCode(new Error('plain'))).toBeNull();
    expect(dataExceptionCode(null)).toBeNull();
  });
});
