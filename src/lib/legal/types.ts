/** Answers of the legal calls (issue 30), read by the admin screen and the re-consent prompt. */
import type { LegalKind } from './documents.ts';

/** Where a version stands now: a draft, published and waiting for its date, in force, or replaced by a newer one. */
export type LegalVersionState = 'draft' | 'upcoming' | 'in_force' | 'superseded';

export interface LegalVersionItem {
  id: number;
  kind: LegalKind;
  version: number;
  summary: string;
  /** China's calendar day it takes effect. */
  effective_at: string;
  published_at: string | null;
  state: LegalVersionState;
}

export interface LegalVersionDetail extends LegalVersionItem {
  body: string;
  /** The body as readers see it (placeholders filled, Markdown rendered, sanitised by the server). */
  html: string;
}

/** A document whose version in force the member has not accepted yet. */
export interface ConsentDueItem {
  kind: LegalKind;
  title: string;
  path: string;
  version: number;
  summary: string;
  effective_at: string;
}
