/** 数据检索表格 in /admin: editors publish tables from queries (a /data/retrieval link), edit and delete them. */
import { useEffect, useState } from 'react';
import { ExternalLink, Pencil, Plus, Save, Trash2, X } from 'lucide-react';
import { api } from '#lib/client.ts';
import type { EditorTable } from '#lib/industry/editorTables.ts';
import { TABLE_DESCRIPTION_MAX, TABLE_TITLE_MAX } from '#lib/industry/limits.ts';
import { INDUSTRY_TABLE_MSG } from '#lib/industry/messages.ts';
import { confirmDialog } from '#lib/stores/dialog.ts';
import { toast } from '#lib/stores/toast.ts';

interface Draft {
  id: number | null;
  title: string;
  description: string;
  link: string;
}

const EMPTY: Draft = { id: null, title: '', description: '', link: '' };

async function listTables(): Promise<EditorTable[]> {
  const res = await api.post<EditorTable[]>('/api/admin/industryTable/list', {}, { silent: true });
  return res.success && res.data ? res.data : [];
}

export default function IndustryTablesPanel() {
  const [tables, setTables] = useState<EditorTable[] | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function load() {
    setTables(await listTables());
  }
  useEffect(() => {
    let live = true;
    void listTables().then((list) => live && setTables(list));
    return () => {
      live = false;
    };
  }, []);

  async function save() {
    setBusy(true);
    const body = { ...draft, id: draft.id ?? undefined };
    // The server's message is shown under the form (which field, which rule), not only as a toast.
    const res = await api.post<{ id: number }>('/api/admin/industryTable/save', body, { silent: true });
    setBusy(false);
    if (!res.success) return setError(res.msg);
    toast.success(res.msg);
    setDraft(EMPTY);
    setError('');
    await load();
  }

  const remove = (t: EditorTable) =>
    confirmDialog(INDUSTRY_TABLE_MSG.confirmDelete(t.title), '删除表格', () => {
      void api.post('/api/admin/industryTable/delete', { id: t.id }).then(async (res) => {
        if (!res.success) return;
        toast.success(res.msg);
        if (draft.id === t.id) setDraft(EMPTY);
        await load();
      });
    });

  const edit = (t: EditorTable) => {
    setDraft({ id: t.id, title: t.title, description: t.description, link: t.link });
    setError('');
  };

  return (
    <section className="card p-6" aria-labelledby="industry-tables-title" data-testid="industry-tables-panel">
      <h2 id="industry-tables-title" className="section-title">
        数据检索表格
      </h2>
      <p className="mt-1 text-sm text-ink-500">
        在数据检索页选好指标、地区、时期和行列后，复制地址栏中的链接粘贴到“检索链接”，即可发布为表格。
      </p>

      <form
        className="mt-4 grid gap-3 rounded-md border border-line bg-surface p-4 text-sm md:grid-cols-2"
        aria-label={draft.id ? '编辑表格' : '新建表格'}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="block">
          <span className="mb-1 block text-ink-700">标题</span>
          <input
            name="title"
            value={draft.title}
            maxLength={TABLE_TITLE_MAX}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            className="h-9 w-full rounded-md border border-line bg-white px-2"
          />
        </label>
        <label className="block">
          <span className="mb-1 block text-ink-700">检索链接</span>
          <input
            name="link"
            value={draft.link}
            placeholder="/data/retrieval?i=1001&r=000000&from=2005&to=2024&rows=indicator&cols=period"
            onChange={(e) => setDraft({ ...draft, link: e.target.value })}
            className="h-9 w-full rounded-md border border-line bg-white px-2"
          />
        </label>
        <label className="block md:col-span-2">
          <span className="mb-1 block text-ink-700">说明</span>
          <textarea
            name="description"
            value={draft.description}
            maxLength={TABLE_DESCRIPTION_MAX}
            rows={2}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            className="w-full rounded-md border border-line bg-white px-2 py-1.5"
          />
        </label>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {draft.id ? <Save size={14} aria-hidden="true" /> : <Plus size={14} aria-hidden="true" />}
            {draft.id ? '保存修改' : '发布表格'}
          </button>
          {draft.id !== null && (
            <button
              type="button"
              className="inline-flex items-center gap-1 text-ink-500 hover:text-brand-700"
              onClick={() => {
                setDraft(EMPTY);
                setError('');
              }}
            >
              <X size={14} aria-hidden="true" /> 取消编辑
            </button>
          )}
          {error && (
            <p role="alert" className="text-red-600">
              {error}
            </p>
          )}
        </div>
      </form>

      {tables === null ? (
        <p className="mt-4 text-sm text-ink-500">加载中…</p>
      ) : tables.length === 0 ? (
        <p className="mt-4 text-sm text-ink-500">还没有发布的表格。</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-md border border-line text-sm">
          {tables.map((t) => (
            <li
              key={t.id}
              className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 sm:flex-1">
                <p className="font-medium text-ink-900">{t.title}</p>
                <p className="mt-0.5 text-xs text-ink-500">
                  {t.summary || '查询中的指标已不在目录中，请修改检索链接'}
                </p>
                {t.description && <p className="mt-1 text-ink-700">{t.description}</p>}
              </div>
              <div className="flex shrink-0 items-center gap-3 text-xs">
                <a
                  href={t.link}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 text-ink-500 hover:text-brand-700"
                >
                  <ExternalLink size={12} aria-hidden="true" /> 打开
                </a>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 text-ink-500 hover:text-brand-700"
                  onClick={() => edit(t)}
                >
                  <Pencil size={12} aria-hidden="true" /> 编辑
                </button>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 text-ink-500 hover:text-red-600"
                  onClick={() => remove(t)}
                >
                  <Trash2 size={12} aria-hidden="true" /> 删除
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
