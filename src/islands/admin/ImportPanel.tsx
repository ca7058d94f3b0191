/**
 * The data import screen (/admin#import, and a reporter's on their market's page): choose a family, download its
 * template, upload a CSV/XLSX, choose the write mode, watch the progress, read the bad rows, see past imports.
 */
import { useEffect, useRef, useState } from 'react';
import { Download, FileUp, RotateCw } from 'lucide-react';
import type { Payload } from '#lib/api.ts';
import { api } from '#lib/client.ts';
import { chinaDateTime } from '#lib/chinaTime.ts';
import {
  IMPORT_MODE_LABEL,
  IMPORT_PHASE_LABEL,
  IMPORT_STATUS_LABEL,
  IMPORT_UI,
} from '#lib/imports/messages.ts';
import { IMPORT_LIMITS, IMPORT_MODES, type ImportMode } from '#lib/imports/model.ts';
import { FILE_LIMITS } from '#lib/limits.ts';
import type { Paged } from '#lib/paging.ts';
import { toast } from '#lib/stores/toast.ts';

interface Family {
  key: string;
  label: string;
  columns: { field: string; header: string; required: boolean }[];
}

interface Problem {
  line: number;
  column: string;
  reason: string;
}

interface ImportRecord {
  id: number;
  family: string;
  file_name: string;
  mode: string;
  status: string;
  phase: string | null;
  message: string;
  rows_total: number;
  rows_done: number;
  rows_written: number;
  rows_good: number;
  rows_bad: number;
  inserted: number;
  updated: number;
  problems?: Problem[];
  started_at: string;
}

const POLL_MS = 400;

function Progress({ rec }: { rec: ImportRecord }) {
  const writing = rec.phase === 'writing';
  const done = writing ? rec.rows_written : rec.rows_done;
  const total = writing ? rec.rows_good : rec.rows_total;
  const pct = total ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className="space-y-1.5" data-testid="import-progress" aria-live="polite">
      <div className="flex justify-between text-xs text-ink-500">
        <span>{rec.phase ? IMPORT_PHASE_LABEL[rec.phase] : IMPORT_STATUS_LABEL.running}</span>
        <span className="tabular-nums">
          {done} / {total || '…'} 行
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-surface">
        <div className="h-full bg-brand-500 transition-all" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function Outcome({ rec }: { rec: ImportRecord }) {
  const ok = rec.status === 'done';
  return (
    <div className="space-y-3" data-testid="import-outcome" data-status={rec.status}>
      <p className={`text-sm font-medium ${ok ? 'text-brand-700' : 'text-red-600'}`}>
        {IMPORT_STATUS_LABEL[rec.status] ?? rec.status}
        {ok
          ? `：共 ${rec.rows_total} 行，新增 ${rec.inserted} 行，更新 ${rec.updated} 行${rec.rows_bad ? `，${rec.rows_bad} 行有错误未写入` : ''}`
          : rec.message
            ? `：${rec.message}`
            : ''}
      </p>
      {rec.problems && rec.problems.length > 0 && (
        <div>
          <p className="mb-1 text-xs text-ink-500">
            {IMPORT_UI.badRows(rec.rows_bad, IMPORT_LIMITS.problemsKept)}
          </p>
          <div className="max-h-72 overflow-auto rounded-md border border-line table-scroll">
            <table className="w-full text-sm" data-testid="import-problems">
              <thead className="sticky top-0 bg-surface text-left text-ink-500">
                <tr>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    行号
                  </th>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    列
                  </th>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    原因
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rec.problems.map((p, i) => (
                  <tr key={i}>
                    <td className="px-3 py-1.5 tabular-nums text-ink-700">第 {p.line} 行</td>
                    <td className="px-3 py-1.5 text-ink-700">{p.column}</td>
                    <td className="px-3 py-1.5 text-red-600">{p.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}

function History({ family, nudge }: { family: string; nudge: number }) {
  const [page, setPage] = useState<Paged<ImportRecord> | null>(null);
  useEffect(() => {
    if (!family) return;
    let live = true;
    void api
      .post<Paged<ImportRecord>>('/api/admin/import/list', { family, pageSize: 10 }, { silent: true })
      .then((res) => live && setPage(res.success ? res.data : null));
    return () => {
      live = false;
    };
  }, [family, nudge]);
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-ink-900">导入记录</h3>
      {!page || page.list.length === 0 ? (
        <p className="text-sm text-ink-500">{IMPORT_UI.noHistory}</p>
      ) : (
        <div className="table-scroll rounded-md border border-line">
          <table className="w-full text-sm" data-testid="import-history">
            <thead className="bg-surface text-left text-ink-500">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  时间
                </th>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  文件
                </th>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  状态
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  行数
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  新增/更新
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  错误行
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {page.list.map((r) => (
                <tr key={r.id}>
                  <td className="px-3 py-1.5 whitespace-nowrap text-ink-500">
                    {chinaDateTime(r.started_at)}
                  </td>
                  <td className="max-w-48 truncate px-3 py-1.5 text-ink-700" title={r.file_name}>
                    {r.file_name}
                  </td>
                  <td className="px-3 py-1.5 text-ink-700">{IMPORT_STATUS_LABEL[r.status] ?? r.status}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{r.rows_total}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {r.inserted}/{r.updated}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{r.rows_bad}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default function ImportPanel({ only }: { only?: string }) {
  const [families, setFamilies] = useState<Family[]>([]);
  const [family, setFamily] = useState(only ?? '');
  const [mode, setMode] = useState<ImportMode>('good_rows');
  const [file, setFile] = useState<File | null>(null);
  const [rec, setRec] = useState<ImportRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [nudge, setNudge] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void api.post<Family[]>('/api/admin/import/families', {}, { silent: true }).then((res) => {
      if (!res.success || !res.data) return;
      const list = only ? res.data.filter((f) => f.key === only) : res.data;
      setFamilies(list);
      setFamily((f) => f || list[0]?.key || '');
    });
  }, [only]);

  async function follow(id: number) {
    for (;;) {
      const res = await api.post<ImportRecord>('/api/admin/import/status', { id }, { silent: true });
      if (!res.success || !res.data) return;
      setRec(res.data);
      if (res.data.status !== 'running') return;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  async function upload() {
    if (!file) return toast.error(IMPORT_UI.pickFile);
    const body = new FormData();
    body.append('file', file);
    body.append('family', family);
    body.append('mode', mode);
    setBusy(true);
    setRec(null);
    const res = await api.post<{ id: number }>('/api/admin/import/upload', body as unknown as Payload);
    if (res.success && res.data) await follow(res.data.id);
    setBusy(false);
    setNudge((n) => n + 1);
  }

  const current = families.find((f) => f.key === family);
  return (
    <div className="space-y-5" data-testid="import-panel">
      <div className="grid gap-4 md:grid-cols-2">
        {!only && (
          <label className="block text-sm">
            <span className="mb-1 block text-ink-700">数据类型</span>
            <select
              value={family}
              onChange={(e) => setFamily(e.target.value)}
              className="h-9 w-full rounded-md border border-line bg-white px-2"
              data-testid="import-family"
            >
              {families.map((f) => (
                <option key={f.key} value={f.key}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {current && (
          <div className="text-sm">
            <span className="mb-1 block text-ink-700">导入模板</span>
            <a
              href={`/api/admin/import/template?family=${encodeURIComponent(current.key)}`}
              className="btn-ghost inline-flex"
              download
              data-testid="import-template"
            >
              <Download size={14} aria-hidden="true" /> 下载{current.label}模板
            </a>
            <p className="mt-1 text-xs text-ink-500">
              列：{current.columns.map((c) => (c.required ? `${c.header}*` : c.header)).join('、')}
            </p>
          </div>
        )}
      </div>
      <fieldset className="text-sm">
        <legend className="mb-1 text-ink-700">写入方式</legend>
        <div className="flex flex-col gap-1.5">
          {IMPORT_MODES.map((m) => (
            <label key={m} className="flex items-center gap-2 text-ink-700">
              <input
                type="radio"
                name={`import-mode-${only ?? 'all'}`}
                checked={mode === m}
                onChange={() => setMode(m)}
                value={m}
              />
              {IMPORT_MODE_LABEL[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          data-testid="import-file"
          aria-label="选择导入文件"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="button" className="btn-ghost" onClick={() => input.current?.click()}>
          <FileUp size={14} aria-hidden="true" /> {file ? file.name : '选择文件'}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => void upload()}
          data-testid="import-start"
        >
          {busy ? <RotateCw size={14} className="animate-spin" aria-hidden="true" /> : null}
          {busy ? '导入中…' : '开始导入'}
        </button>
        <span className="text-xs text-ink-500">{IMPORT_UI.fileHint(FILE_LIMITS.maxImportMb)}</span>
      </div>
      {rec && (rec.status === 'running' ? <Progress rec={rec} /> : <Outcome rec={rec} />)}
      <History family={family} nudge={nudge} />
    </div>
  );
}
