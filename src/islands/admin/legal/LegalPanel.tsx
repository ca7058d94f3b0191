/**
 * 协议与政策 (issue 30): the versions of 用户协议 and 隐私政策. A new version is a draft (Markdown, summary, effective
 * date) until published; a published version is only read, never edited (the server refuses it too).
 */
import { useState } from 'react';
import { api } from '#lib/client.ts';
import { chinaToday } from '#lib/chinaTime.ts';
import { confirmDialog } from '#lib/stores/dialog.ts';
import { toast } from '#lib/stores/toast.ts';
import { LEGAL_DOCUMENTS, LEGAL_KINDS, type LegalKind } from '#lib/legal/documents.ts';
import { LEGAL_MSG } from '#lib/legal/messages.ts';
import type { LegalVersionDetail, LegalVersionItem, LegalVersionState } from '#lib/legal/types.ts';
import { LEGAL_LIMITS } from '#lib/legal/validators.ts';
import { TextArea, TextInput } from '#islands/ui/form/TextField.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';

const STATE_LABEL: Record<LegalVersionState, string> = {
  draft: '草稿',
  upcoming: '待生效',
  in_force: '生效中',
  superseded: '已替换',
};

interface Draft {
  id?: number;
  body: string;
  summary: string;
  effective_at: string;
}

/** What a version shows: its rendered body (the server's sanitised HTML), and for a draft the way to publish. */
function VersionView({
  id,
  onChanged,
  onEdit,
}: {
  id: number;
  onChanged: () => void;
  onEdit: (d: Draft) => void;
}) {
  const detail = useCall<LegalVersionDetail>('/api/admin/legal/get', { id });
  if (detail.error && !detail.data) return <Failed msg={detail.error} onRetry={detail.reload} />;
  if (!detail.data) return <Loading rows={4} />;
  const v = detail.data;
  const publish = () =>
    confirmDialog(
      `发布后版本 ${v.version} 不能再修改，将于 ${v.effective_at} 起生效。确定发布？`,
      '发布版本',
      () =>
        void api.post('/api/admin/legal/publish', { id: v.id }).then((res) => {
          if (!res.success) return;
          toast.success(res.msg);
          onChanged();
          detail.reload();
        }),
    );
  return (
    <section className="card p-6" aria-label={`版本 ${v.version}`} data-legal-detail={v.version}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          {LEGAL_MSG.versionLine(v.version, v.effective_at)} · {STATE_LABEL[v.state]}
        </p>
        {v.state === 'draft' && (
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-ghost h-8 px-3"
              onClick={() =>
                onEdit({ id: v.id, body: v.body, summary: v.summary, effective_at: v.effective_at })
              }
            >
              编辑草稿
            </button>
            <button type="button" className="btn-primary h-8 px-3" onClick={publish}>
              发布
            </button>
          </div>
        )}
      </div>
      {v.summary && <p className="mt-2 text-[13px] text-ink-500">更新摘要：{v.summary}</p>}
      {/* The server's answer: the body with its placeholders filled, rendered and sanitised (services/legal/render.ts). */}
      <div className="prose-cn mt-4 max-w-none" data-rendered dangerouslySetInnerHTML={{ __html: v.html }} />
    </section>
  );
}

function DraftForm({
  kind,
  draft,
  onSaved,
  onCancel,
}: {
  kind: LegalKind;
  draft: Draft;
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(draft);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Draft, value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function save() {
    setBusy(true);
    const res = await api.post<LegalVersionDetail>('/api/admin/legal/save', { ...values, kind });
    setBusy(false);
    if (!res.success || !res.data) return;
    toast.success(res.msg);
    onSaved(res.data.id);
  }
  async function showPreview() {
    const res = await api.post<{ html: string }>('/api/admin/legal/preview', { body: values.body });
    if (res.success) setPreview(res.data.html);
  }

  const title = LEGAL_DOCUMENTS[kind].title;
  return (
    <section className="card space-y-4 p-6" aria-label={`${title}草稿`}>
      <h3 className="font-semibold text-ink-900">{values.id ? '编辑草稿' : `新建${title}版本`}</h3>
      <div>
        <label htmlFor="legal-body" className="mb-1 block text-sm text-ink-700">
          正文（Markdown：## 标题、- 列表、| 表格 |、**加粗**；数字与联系方式写作{' '}
          {'{{RETENTION.smsCodeDays}}'}、{'{{SITE.company}}'} 等占位符）
        </label>
        <TextArea
          id="legal-body"
          rows={18}
          maxLength={LEGAL_LIMITS.body}
          value={values.body}
          onChange={(e) => set('body', e.target.value)}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="legal-summary" className="mb-1 block text-sm text-ink-700">
            更新摘要（会员再次确认时看到）
          </label>
          <TextInput
            id="legal-summary"
            maxLength={LEGAL_LIMITS.summary}
            value={values.summary}
            onChange={(e) => set('summary', e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="legal-effective" className="mb-1 block text-sm text-ink-700">
            生效日期
          </label>
          <TextInput
            id="legal-effective"
            type="date"
            value={values.effective_at}
            onChange={(e) => set('effective_at', e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary h-9 px-4" disabled={busy} onClick={() => void save()}>
          {busy ? '保存中…' : '保存草稿'}
        </button>
        <button type="button" className="btn-ghost h-9 px-4" onClick={() => void showPreview()}>
          预览
        </button>
        <button type="button" className="btn-ghost h-9 px-4" onClick={onCancel}>
          取消
        </button>
      </div>
      {preview !== null && (
        <div className="rounded-md border border-line p-4" aria-label="预览">
          {/* The server's rendering of the body as typed (not saved). */}
          <div className="prose-cn max-w-none" data-preview dangerouslySetInnerHTML={{ __html: preview }} />
        </div>
      )}
    </section>
  );
}

export default function LegalPanel() {
  const [kind, setKind] = useState<LegalKind>('privacy');
  const [count, setCount] = useState(0);
  const list = useCall<LegalVersionItem[]>('/api/admin/legal/list', { kind }, { again: count });
  const [open, setOpen] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const changed = () => setCount((n) => n + 1);

  async function startNew() {
    const current = list.data?.find((v) => v.state === 'in_force');
    const from = current
      ? await api.post<LegalVersionDetail>('/api/admin/legal/get', { id: current.id })
      : null;
    setOpen(null);
    setDraft({ body: from?.data?.body ?? '', summary: '', effective_at: chinaToday(new Date()) });
  }

  return (
    <div className="space-y-5">
      <section className="card" aria-label="协议与政策">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3.5">
          <div className="flex gap-1" role="group" aria-label="文档">
            {LEGAL_KINDS.map((k) => (
              <button
                key={k}
                type="button"
                aria-pressed={kind === k}
                className={`rounded-md px-3 py-1.5 text-sm ${kind === k ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink-700 hover:bg-surface'}`}
                onClick={() => {
                  setKind(k);
                  setOpen(null);
                  setDraft(null);
                }}
              >
                {LEGAL_DOCUMENTS[k].title}
              </button>
            ))}
          </div>
          <div className="flex items-center gap-3">
            <a
              href={LEGAL_DOCUMENTS[kind].path}
              target="_blank"
              rel="noopener"
              className="link-inline text-sm"
            >
              查看页面
            </a>
            <button type="button" className="btn-primary h-8 px-3" onClick={() => void startNew()}>
              新建版本
            </button>
          </div>
        </div>
        {list.error && !list.data ? (
          <Failed msg={list.error} onRetry={list.reload} />
        ) : !list.data ? (
          <Loading rows={3} />
        ) : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label="版本列表">
            <table className="w-full min-w-[640px] text-sm">
              <thead className="bg-surface text-left text-ink-500">
                <tr>
                  <th className="px-5 py-2.5 font-medium">版本</th>
                  <th className="px-3 py-2.5 font-medium">状态</th>
                  <th className="px-3 py-2.5 font-medium">生效日期</th>
                  <th className="px-3 py-2.5 font-medium">更新摘要</th>
                  <th className="px-5 py-2.5 text-right font-medium">操作</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((v) => (
                  <tr key={v.id} className="border-t border-line" data-legal-row={v.version}>
                    <td className="px-5 py-3 tabular-nums">版本 {v.version}</td>
                    <td className="px-3 py-3">{STATE_LABEL[v.state]}</td>
                    <td className="px-3 py-3 tabular-nums">{v.effective_at}</td>
                    <td className="px-3 py-3 text-ink-700">{v.summary}</td>
                    <td className="px-5 py-3 text-right">
                      <button
                        type="button"
                        className="link-inline"
                        onClick={() => {
                          setDraft(null);
                          setOpen(v.id);
                        }}
                      >
                        {v.state === 'draft' ? '预览与发布' : '查看'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {draft && (
        <DraftForm
          key={draft.id ?? 'new'}
          kind={kind}
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={(id) => {
            setDraft(null);
            setOpen(id);
            changed();
          }}
        />
      )}
      {open !== null && !draft && (
        <VersionView key={`${open}-${count}`} id={open} onChanged={changed} onEdit={setDraft} />
      )}
    </div>
  );
}
