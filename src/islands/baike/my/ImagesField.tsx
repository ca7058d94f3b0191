/**
 * 我的百科's 图片 section: upload PNG/JPEG/WebP (the server decides by the bytes), a thumbnail, 替代文字 (required) and
 * 图片说明 for each, remove; at most BAIKE_LIMITS.images. A refusal of the save shows beside the image it concerns.
 */
import { UPLOADED_IMAGE_SIZES, uploadedImageSrcset } from '#lib/shared/imageSrc.ts';
import { useRef, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import type { Payload } from '#lib/api.ts';
import { BAIKE_IMAGE_LIMITS as IL, BAIKE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_IMAGE_MSG as M } from '#lib/baike/messages.ts';
import type { BaikeImage } from '#lib/baike/types.ts';
import { api } from '#lib/client.ts';
import { toast } from '#lib/stores/toast.ts';
import { TextInput } from '#islands/ui/form/TextField.tsx';

interface Props {
  id: string;
  value: BaikeImage[];
  onChange: (images: BaikeImage[]) => void;
  /** The save's refusal about images: shown beside the first image without alt text (or under the list). */
  error?: string;
}

export default function ImagesField({ id, value, onChange, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const missingAlt = error ? value.findIndex((img) => !img.alt.trim()) : -1;

  async function upload(file: File) {
    if (file.size > IL.maxBytes) return toast.error(M.tooLarge(IL.maxMb));
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    const res = await api.post<{ src: string; width: number; height: number }>(
      '/api/baike/uploadImage',
      body as unknown as Payload,
    );
    setBusy(false);
    if (!res.success || !res.data) return;
    const { src, width, height } = res.data;
    if (value.some((img) => img.src === src)) return;
    onChange([...value, { src, alt: '', width, height }]);
    // The new image's 替代文字 is what the member types next.
    requestAnimationFrame(() => document.getElementById(`${id}-alt-${value.length}`)?.focus());
  }

  const patch = (i: number, change: Partial<BaikeImage>) =>
    onChange(value.map((img, j) => (j === i ? { ...img, ...change } : img)));

  return (
    <div className="space-y-3" data-images-editor>
      {value.map((img, i) => (
        <div
          key={img.src}
          className="grid gap-3 rounded-md border border-line bg-white p-3 sm:grid-cols-[160px_minmax(0,1fr)_auto]"
          data-image-row={i}
        >
          <div className="flex aspect-[4/3] w-full max-w-60 items-center justify-center overflow-hidden rounded bg-surface sm:max-w-none">
            <img
              src={img.src}
              srcSet={uploadedImageSrcset(img.src)}
              sizes={UPLOADED_IMAGE_SIZES.thumb}
              alt=""
              width={img.width}
              height={img.height}
              className="max-h-full max-w-full object-contain"
            />
          </div>
          <div className="min-w-0 space-y-2">
            <div>
              <label htmlFor={`${id}-alt-${i}`} className="mb-1 block text-xs text-ink-700">
                <span className="mr-0.5 text-red-600" aria-hidden="true">
                  *
                </span>
                {M.alt}
              </label>
              <TextInput
                id={`${id}-alt-${i}`}
                value={img.alt}
                maxLength={L.imageAlt}
                invalid={i === missingAlt}
                aria-describedby={`${id}-alt-${i}-note`}
                placeholder="如：抽穗期的冬小麦田"
                onChange={(e) => patch(i, { alt: e.target.value })}
              />
              {i === missingAlt ? (
                <p role="alert" id={`${id}-alt-${i}-note`} className="mt-1 text-xs text-red-600">
                  {error}
                </p>
              ) : (
                <p id={`${id}-alt-${i}-note`} className="mt-1 text-xs text-ink-500">
                  {M.altHint}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${id}-caption-${i}`} className="mb-1 block text-xs text-ink-700">
                {M.caption}
              </label>
              <TextInput
                id={`${id}-caption-${i}`}
                value={img.caption ?? ''}
                maxLength={L.imageAlt}
                placeholder={M.captionHint}
                onChange={(e) => patch(i, { caption: e.target.value })}
              />
            </div>
          </div>
          <div className="flex items-start justify-between gap-2 sm:flex-col">
            {img.width && img.height ? (
              <span className="text-xs tabular-nums text-ink-500">
                {img.width}×{img.height}
              </span>
            ) : (
              <span />
            )}
            <button
              type="button"
              className="btn-ghost h-8 px-2.5 text-xs hover:text-red-600"
              aria-label={`${M.remove}${i + 1}`}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <Trash2 size={14} aria-hidden="true" /> {M.remove}
            </button>
          </div>
        </div>
      ))}
      {error && missingAlt < 0 && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={IL.accept}
          className="sr-only"
          disabled={busy || value.length >= L.images}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <button
          type="button"
          className="btn-ghost h-8 px-2.5 text-xs"
          disabled={busy || value.length >= L.images}
          onClick={() => input.current?.click()}
        >
          <ImagePlus size={14} aria-hidden="true" /> {busy ? M.uploading : M.upload}
        </button>
        <span className="text-xs text-ink-500">
          {value.length >= L.images ? M.full(L.images) : M.hint(L.images, IL.maxMb)}
        </span>
      </div>
    </div>
  );
}
