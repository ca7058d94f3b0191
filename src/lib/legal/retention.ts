/**
 * How long personal data is kept (issue 30): the privacy policy prints these numbers and the daily retention job
 * enforces them, so the two cannot disagree. Days are calendar days unless named otherwise.
 */
export const RETENTION = {
  /** SMS verification codes (hashed) and the address that asked for them. */
  smsCodeDays: 30,
  /** Members' action logs (sign-ins, downloads, orders placed). */
  actionLogDays: 180,
  /** Page views counted for 热门 lists. */
  pageViewDays: 180,
  /**
   * Client addresses stored with log-like records (SMS codes, action logs, consents, sessions, feedback, payment
   * events: IP_COLUMNS of the retention job) are blanked after this; an account's registration and last sign-in
   * address stay while the account does (its security) and are erased with it.
   */
  ipDays: 180,
  /** A prepared data export: the file and its signed link. */
  exportDays: 7,
  /** Orders and invoices, unlinked from the person after account deletion (accounting records: 会计档案). */
  accountingYears: 30,
} as const;

/** Account deletion (注销账号): the member may withdraw for this many calendar days; then it is carried out. */
export const DELETION = {
  coolingOffDays: 7,
  /** The promise the policy makes, counted from the request (MIIT: ≤ 15 working days). */
  promisedWorkingDays: 15,
} as const;
