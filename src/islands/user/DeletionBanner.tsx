/** On every personal-centre page while 注销账号 is pending: when it will be carried out, and 撤销注销. */
import { useStore } from '@nanostores/react';
import { chinaDateTime } from '#lib/chinaTime.ts';
import { $session } from '#lib/stores/auth.ts';
import type { DeletionAnswer } from '#lib/privacy/types.ts';
import { useCall } from '#islands/ui/useCall.ts';
import { withdrawDeletion } from './deletion.ts';

export default function DeletionBanner() {
  const session = useStore($session);
  const { data, reload } = useCall<DeletionAnswer>(
    session === 'member' ? '/api/user/getDeletion' : null,
    {},
    { quiet: true },
  );
  if (!data?.pending) return null;
  return (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-center gap-3 rounded-md border border-rise bg-white p-4 text-sm"
    >
      <span className="text-ink-900">
        您已申请注销账号，将于 <strong>{chinaDateTime(data.pending.due_at)}</strong>{' '}
        执行，届时账号数据将被清除且不可恢复。
      </span>
      <button
        type="button"
        className="btn-primary ml-auto px-4"
        onClick={() => void withdrawDeletion(reload)}
      >
        撤销注销
      </button>
    </div>
  );
}
