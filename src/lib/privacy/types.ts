/** Answers of the 导出我的数据 and 注销账号 calls, read by the personal centre and /admin. */

export interface DataExportItem {
  id: number;
  /** 'queued' | 'ready' | 'failed' | 'expired' */
  state: string;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  bytes: number | null;
  /** The signed download link while ready; null otherwise. */
  url: string | null;
}

export interface DataExportsAnswer {
  list: DataExportItem[];
}

export interface DeletionAnswer {
  /** The pending request, or null. */
  pending: { id: number; requested_at: string; due_at: string } | null;
  /** Whether the member has a password (else they re-verify by SMS) and a mobile (else by password). */
  has_password: boolean;
  has_mobile: boolean;
  /** The member's own mobile, masked (138****0002), where a code is sent; '' without one. */
  mobile: string;
}

export interface AdminDeletionItem {
  id: number;
  uid: number;
  /** Account name or mobile while pending; 已注销用户 once done. */
  member: string;
  state: string;
  reason: string;
  requested_at: string;
  due_at: string;
  done_at: string | null;
}
