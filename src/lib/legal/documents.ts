/** The site's two legal documents (issue 30): kinds, names and clean routes, read by pages, consent, admin and tests. */

export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LEGAL_DOCUMENTS: Record<LegalKind, { title: string; path: string }> = {
  terms: { title: '用户协议', path: '/legal/terms' },
  privacy: { title: '隐私政策', path: '/legal/privacy' },
};

/** One accepted version per kind, as the client sends it with a registration and the server records it. */
export type ConsentVersions = Record<LegalKind, number>;
