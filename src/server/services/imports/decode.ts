/** A text file's bytes as text: UTF-8 with or without BOM, UTF-16 with BOM, else GB18030 (Chinese Excel's CSV). */

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    // Valid UTF-8 is taken as such: GBK text is almost never valid UTF-8, the other way round it often is.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // GB18030 is a superset of GBK and GB2312, what 中文版 Excel writes for "CSV (逗号分隔)".
    return new TextDecoder('gb18030').decode(bytes);
  }
}
