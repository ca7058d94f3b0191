/** Data imports: the write modes an editor chooses, the record's statuses and the pipeline's limits. */

export const IMPORT_MODES = ['all_or_nothing', 'good_rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const IMPORT_STATUS = {
  running: 'running',
  done: 'done',
  /** The file could not be read or the write failed: nothing written. */
  failed: 'failed',
  /** Refused as a whole (a missing column, bad rows under all_or_nothing): nothing written. */
  refused: 'refused',
} as const;
export type ImportStatus = (typeof IMPORT_STATUS)[keyof typeof IMPORT_STATUS];

export const IMPORT_LIMITS = {
  /** Rows in one file, beyond which a family's file should be split. */
  maxRows: 200_000,
  /** Rows checked or written between two progress reports (and between two yields to other requests). */
  chunkRows: 1_000,
  /** Rows checked between two turns given to other requests: a chunk's checks at once held pages for 70 ms. */
  turnRows: 200,
  /** Rows written in one statement, with a turn for other requests after each (the statement is built on the serving thread). */
  writeRows: 250,
  /** Rows written from which the family's tables get fresh statistics: a reporter's day is noise to them, and VACUUM holds the embedded database. */
  analyzeRows: 1_000,
  /** Bad rows kept in the record and shown to the operator; the count covers them all. */
  problemsKept: 200,
  /** How often a running import writes its heartbeat, at least (also once per chunk). */
  heartbeatMs: 10_000,
  /** A running import without a heartbeat for this long was lost with its process (any process may tell). */
  lostAfterMs: 30_000,
  /**
   * An XLSX's zip, read from its directory before anything is unpacked: entries (a workbook has tens), bytes unpacked
   * in all (a 50,000-row sheet unpacks to about 20 MB), and how much larger than its packed size a part of at
   * least `zipRatioFromBytes` may be (real sheets 5–30 times; a sheet of blanks, the bomb of issue 27, 870 times).
   */
  zipEntries: 1_000,
  zipUnpackedMb: 256,
  zipRatio: 100,
  zipRatioFromBytes: 1024 * 1024,
} as const;
