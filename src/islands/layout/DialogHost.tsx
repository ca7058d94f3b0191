/** Alert and confirm dialogs (spec §8): 确定, and 取消 for confirm. */
import { useStore } from '@nanostores/react';
import { $dialog, closeDialog } from '#lib/stores/dialog.ts';
import { MSG } from '#lib/shared/messages.ts';
import Modal from '#islands/ui/Modal.tsx';

export default function DialogHost() {
  const $d = useStore($dialog);
  if (!$d) return null;
  return (
    <Modal title={$d.title} width={420} onClose={() => closeDialog(false)}>
      <p className="text-sm leading-6 text-ink-700">{$d.message}</p>
      <div className="mt-6 flex justify-end gap-2">
        {$d.kind === 'confirm' && (
          <button type="button" className="btn-ghost" onClick={() => closeDialog(false)}>
            {MSG.cancel}
          </button>
        )}
        <button type="button" className="btn-primary" onClick={() => closeDialog(true)}>
          {MSG.ok}
        </button>
      </div>
    </Modal>
  );
}
