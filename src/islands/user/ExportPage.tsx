/** /user/export — 导出我的数据: ask for a copy of one's data, see each request's state, download a ready one. */
import { useState } from 'react';
import { Download, FileArchive } from 'lucide-react';
import { chinaDateTime } from '#lib/chinaTime.ts';
import { api } from '#lib/client.ts';
import { RETENTION } from '#lib/legal/retention.ts';
import { EXPORT_STATE_LABEL } from '#lib/privacy/messages.ts';
import type { DataExportsAnswer } from '#lib/privacy/types.ts';
import { toast } from '#lib/stores/toast.ts';
import MemberGate from '#islands/ui/MemberGate.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';

const kb = (bytes: number | null) => (bytes ? `${Math.max(1, Math.round(bytes / 1024))} KB` : '');

function Exports() {
  const [asked, setAsked] = useState(0);
  const { data, error, reload } = useCall<DataExportsAnswer>(
    '/api/user/getDataExports',
    {},
    { again: asked },
  );
  const [busy, setBusy] = useState(false);

  async function request() {
    setBusy(true);
    const res = await api.post('/api/user/requestDataExport', {});
    setBusy(false);
    if (!res.success) return;
    toast.success(res.msg);
    setAsked((n) => n + 1);
  }

  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={4} />;
  const preparing = data.list.some((e) => e.state === 'queued');
  return (
    <section className="card p-6" aria-labelledby="export-title">
      <h2 id="export-title" className="section-title mb-3">
        导出我的数据
      </h2>
      <p className="text-sm text-ink-700">
        导出文件为 ZIP
        压缩包，包含您的个人资料、订单、发票、积分与勋章、收藏、百科词条与评论、供求信息、协议同意记录和登录记录，每类数据各有
        JSON 和 CSV 两种格式。文件在后台准备，完成后可在本页下载，保留 {RETENTION.exportDays}{' '}
        天；下载链接仅限本人登录后使用。
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary px-5" onClick={() => void request()} disabled={busy}>
          <FileArchive size={16} aria-hidden="true" /> 申请导出
        </button>
        {preparing && (
          <button type="button" className="btn-ghost px-4" onClick={reload}>
            刷新状态
          </button>
        )}
      </div>
      <div className="mt-6">
        {data.list.length === 0 ? (
          <Empty text="还没有导出记录" />
        ) : (
          <ul aria-label="导出记录" className="divide-y divide-line">
            {data.list.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-3 py-3 text-sm" data-export={e.id}>
                <span className="text-ink-500 tabular-nums">{chinaDateTime(e.created_at)}</span>
                <span className="font-medium text-ink-900" data-state={e.state}>
                  {EXPORT_STATE_LABEL[e.state] ?? e.state}
                </span>
                {e.url && (
                  <>
                    <span className="text-ink-500">
                      {kb(e.bytes)}，{chinaDateTime(e.expires_at!)} 前有效
                    </span>
                    <a href={e.url} className="btn-ghost ml-auto h-8 px-3" download>
                      <Download size={14} aria-hidden="true" /> 下载
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default function ExportPage() {
  return <MemberGate>{() => <Exports />}</MemberGate>;
}
