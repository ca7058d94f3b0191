/** A PDF upload for reports and data samples: checks type and size first, then posts multipart to the editor API. */
import { useRef, useState } from 'react';
import { FileUp, Paperclip, X } from 'lucide-react';
import type { Payload } from '#lib/api.ts';
import { api } from '#lib/client.ts';
import { formatFileSize } from '#lib/format.ts';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { toast } from '#lib/stores/toast.ts';
import type { Uploaded } from '#lib/content/files.ts';
import { uploadProblem, UPLOAD } from './upload.ts';

interface Props {
  id: string;
  value: string;
  onChange: (attachmentId: string) => void;
  /** The stored file (its page count fills an empty 页数). */
  onUploaded?: (file: Uploaded) => void;
}

export default function AttachmentField({ id, value, onChange, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<{ name: string; size: number } | null>(null);

  async function upload(file: File) {
    const problem = uploadProblem(file);
    if (problem) return toast.error(problem);
    const body = new FormData();
    body.append(UPLOAD.field, file);
    setBusy(true);
    const res = await api.post<Uploaded>(UPLOAD.path, body as unknown as Payload);
    setBusy(false);
    if (!res.success || !res.data) return;
    setPicked({ name: res.data.file_name, size: res.data.size });
    onChange(String(res.data.id));
    onUploaded?.(res.data);
    toast.success(res.msg);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD.accept}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <button type="button" className="btn-ghost" disabled={busy} onClick={() => input.current?.click()}>
        <FileUp size={14} aria-hidden="true" /> {busy ? '上传中…' : value ? '重新上传' : '上传PDF'}
      </button>
      {value && (
        <span className="inline-flex items-center gap-1.5 rounded-md bg-surface px-2.5 py-1 text-xs text-ink-700">
          <Paperclip size={12} aria-hidden="true" />
          {picked ? `${picked.name}（${formatFileSize(picked.size)}）` : `附件 #${value}`}
          <button
            type="button"
            aria-label="移除附件"
            className="text-ink-500 hover:text-red-600"
            onClick={() => {
              setPicked(null);
              onChange('');
            }}
          >
            <X size={12} aria-hidden="true" />
          </button>
        </span>
      )}
      <span className="text-xs text-ink-500">{ADMIN_MSG.uploadHint(UPLOAD.maxMb)}</span>
    </div>
  );
}
