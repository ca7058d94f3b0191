/** The attachment upload call and the checks made before sending (the server checks again). */
import { FILE_LIMITS } from '#lib/limits.ts';
import { FILE_MSG } from '#lib/content/messages.ts';

export const UPLOAD = {
  path: '/api/admin/attachment/upload',
  /** Multipart field name of the file. */
  field: 'file',
  accept: 'application/pdf,.pdf',
  maxMb: FILE_LIMITS.maxUploadMb,
} as const;

const isPdf = (file: { name: string; type: string }) =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

/** Why a file may not be sent, or null. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isPdf(file)) return FILE_MSG.uploadNotPdf;
  if (file.size > UPLOAD.maxMb * 1024 * 1024) return FILE_MSG.uploadTooLarge(UPLOAD.maxMb);
  return null;
}
