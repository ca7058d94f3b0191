/** The legal documents' pages read their published versions here (issue 30). */
import type { LegalKind } from '#lib/legal/documents.ts';
import { query } from './query.ts';

export const legalVersions = (kind: LegalKind) => query('legalVersions', kind);
