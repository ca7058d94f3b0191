/** Image addresses that member or editor content must never make a visitor's browser load (issue 27, row 6). */

/** A content hash as the upload store names files. */
export const HASH = '0123456789abcdef'.repeat(4);

/** Addresses a visitor's browser must never be made to load from member or editor content. */
export const HOSTILE_SRCS = [
  '/uploads/../api/user/logout',
  '/api/user/getImgVerificationCode?n=0',
  'https://evil.example/t.gif',
  'http://evil.example/t.gif',
  '//evil',
  '//evil.example/t.gif',
  '/uploads/baike/x.png?x=1',
  `/uploads/baike/${HASH}.png?x=1`,
  `/uploads/baike/${HASH}.png#x`,
  `/uploads/baike/${HASH}.png/../../../api/user/logout`,
  '/uploads/baike/%2e%2e/%2e%2e/api/user/logout',
  `/uploads/baike/%2e%2e/${HASH}.png`,
  `/uploads/baike/../baike/${HASH}.png`,
  `/uploads/baike/${HASH.toUpperCase()}.png`,
  `/uploads/baike/${HASH}.gif`,
  `/uploads/baike/${HASH}.svg`,
  `/uploads/baike/${HASH.slice(1)}.png`,
  `/uploads/other/${HASH}.png`,
  `https://evil.example/uploads/baike/${HASH}.png`,
  `data:image/png;base64,iVBORw0KGgo=`,
  `javascript:alert(1)`,
  '',
];
