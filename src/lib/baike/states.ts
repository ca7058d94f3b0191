/** The states of a 百科 version and what a member may do in each (the review state machine, spec §7 我的百科). */

export const BAIKE_STATE = {
  draft: 'draft',
  pending: 'pending',
  published: 'published',
  refused: 'refused',
} as const;
export type BaikeState = (typeof BAIKE_STATE)[keyof typeof BAIKE_STATE];
export const BAIKE_STATES = Object.values(BAIKE_STATE) as BaikeState[];

/** The words 我的百科 shows for each state. */
export const BAIKE_STATE_LABEL: Record<BaikeState, string> = {
  draft: '草稿',
  pending: '待审核',
  published: '已发布',
  refused: '未通过',
};

/** An entry's own status: a member's new entry is 'draft' until its first version is approved. */
export const BAIKE_ENTRY_STATUS = {
  draft: 'draft',
  published: 'published',
  unpublished: 'unpublished',
} as const;
export type BaikeEntryStatus = (typeof BAIKE_ENTRY_STATUS)[keyof typeof BAIKE_ENTRY_STATUS];

/** The author may edit (save) a version in these states; saving a refused one makes it a draft again. */
export const EDITABLE_STATES: readonly BaikeState[] = ['draft', 'refused'];
/** The author may delete (delMyBaike) a version in these states; a published one is withdrawn through the editors. */
export const DELETABLE_STATES: readonly BaikeState[] = ['draft', 'refused'];

/**
 * Moves between states and who makes them. Every write checks its move here on the server; the pages offer only
 * the moves it allows.
 */
export const BAIKE_MOVES = {
  /** The author submits a draft (or a refused version, edited or not) for review. */
  submit: { from: ['draft', 'refused'], to: 'pending', by: 'author' },
  /** The author takes a version back from review to change it. */
  recall: { from: ['pending'], to: 'draft', by: 'author' },
  /** An editor publishes a version: it becomes the entry's current one. */
  approve: { from: ['pending'], to: 'published', by: 'editor' },
  /** An editor refuses it, with a reason the author reads. */
  refuse: { from: ['pending'], to: 'refused', by: 'editor' },
} as const satisfies Record<string, { from: readonly BaikeState[]; to: BaikeState; by: 'author' | 'editor' }>;
export type BaikeMove = keyof typeof BAIKE_MOVES;

export const canMove = (move: BaikeMove, from: string): boolean =>
  (BAIKE_MOVES[move].from as readonly string[]).includes(from);
