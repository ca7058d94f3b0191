/** The editor screen (/admin): content tabs, custom requests, invoice requests and the publish queue, behind the editor gate. */
import { useState } from 'react';
import {
  BookOpenText,
  Crown,
  FileText,
  Inbox,
  Library,
  Database,
  Megaphone,
  RadioTower,
  Scale,
  Receipt,
  Table2,
  Upload,
  UserX,
} from 'lucide-react';
import AdminGate from './AdminGate.tsx';
import BaikeReviewPanel from './baike/BaikeReviewPanel.tsx';
import DeletionsPanel from './DeletionsPanel.tsx';
import ContentTab from './ContentTab.tsx';
import ImportPanel from './ImportPanel.tsx';
import LegalPanel from './legal/LegalPanel.tsx';
import IndustryTablesPanel from './IndustryTablesPanel.tsx';
import ReportersPanel from './ReportersPanel.tsx';
import InvoicesPanel from './InvoicesPanel.tsx';
import OrdersPanel from './OrdersPanel.tsx';
import PlansPanel from './PlansPanel.tsx';
import ScoreRulesPanel from './ScoreRulesPanel.tsx';
import SupplyDemandPanel from './SupplyDemandPanel.tsx';
import QueuePanel, { usePublishQueue, type QueueState } from './QueuePanel.tsx';
import { RUN_STATUS_LABEL } from './labels.ts';
import { useAddress } from '#islands/ui/useAddress.ts';

const TABS = [
  { key: 'article', label: '文章', icon: FileText },
  { key: 'reference', label: '参考资料', icon: Library },
  { key: 'product', label: '数据产品', icon: Database },
  { key: 'order', label: '定制需求', icon: Inbox },
  { key: 'invoice', label: '发票申请', icon: Receipt },
  { key: 'supply', label: '供求信息', icon: Megaphone },
  { key: 'baike', label: '百科审核', icon: BookOpenText },
  { key: 'commerce', label: '会员与积分', icon: Crown },
  { key: 'deletion', label: '注销申请', icon: UserX },
  { key: 'legal', label: '协议与政策', icon: Scale },
  { key: 'import', label: '数据导入', icon: Upload },
  { key: 'industry', label: '数据检索表格', icon: Table2 },
  { key: 'queue', label: '发布队列', icon: RadioTower },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (v: string): v is TabKey => TABS.some((t) => t.key === v);

/** The open tab lives in the address hash (#queue), so reload and shared links keep it. */
function useTab(): [TabKey, (t: TabKey) => void] {
  const fromHash = useAddress('hash')?.slice(1) ?? '';
  const [chosen, setChosen] = useState<TabKey | null>(null);
  const tab = chosen ?? (isTab(fromHash) ? fromHash : 'article');
  const change = (t: TabKey) => {
    history.replaceState(history.state, '', `#${t}`);
    setChosen(t);
  };
  return [tab, change];
}

/** 构建中 / 排队中 beside the queue tab while the rebuild is busy. */
function QueueBadge({ state }: { state: QueueState }) {
  if (!state.busy || !state.queue) return null;
  const running = state.queue.runs.some((r) => r.status === 'running');
  return (
    <span className="ml-1 rounded-full bg-amber-50 px-1.5 text-xs text-amber-700">
      {RUN_STATUS_LABEL[running ? 'running' : 'queued']}
    </span>
  );
}

function Screen() {
  const [tab, setTab] = useTab();
  const [nudge, setNudge] = useState(0);
  const queue = usePublishQueue(nudge);
  const onQueued = () => setNudge((n) => n + 1);
  return (
    <div className="space-y-5">
      <div role="tablist" aria-label="编辑后台" className="card flex gap-1 overflow-x-auto p-1.5">
        {TABS.map(({ key, label, icon: Icon }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls="admin-panel"
            className={`flex shrink-0 items-center gap-1.5 rounded-md px-3.5 py-2 text-sm whitespace-nowrap ${
              tab === key
                ? 'bg-brand-50 font-semibold text-brand-700'
                : 'text-ink-700 hover:bg-surface hover:text-brand-700'
            }`}
            onClick={() => setTab(key)}
          >
            <Icon size={16} aria-hidden="true" />
            {label}
            {key === 'queue' && <QueueBadge state={queue} />}
          </button>
        ))}
      </div>
      <div id="admin-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'article' || tab === 'reference' || tab === 'product' ? (
          <ContentTab key={tab} entity={tab} onQueued={onQueued} />
        ) : tab === 'order' ? (
          <OrdersPanel />
        ) : tab === 'commerce' ? (
          <div className="space-y-5">
            <PlansPanel />
            <ScoreRulesPanel />
          </div>
        ) : tab === 'invoice' ? (
          <InvoicesPanel />
        ) : tab === 'import' ? (
          <div className="space-y-5">
            <section className="card p-6">
              <h2 className="section-title mb-4">数据导入</h2>
              <ImportPanel />
            </section>
            <ReportersPanel />
          </div>
        ) : tab === 'industry' ? (
          <IndustryTablesPanel />
        ) : tab === 'supply' ? (
          <SupplyDemandPanel />
        ) : tab === 'baike' ? (
          <BaikeReviewPanel />
        ) : tab === 'deletion' ? (
          <DeletionsPanel />
        ) : tab === 'legal' ? (
          <LegalPanel />
        ) : (
          <QueuePanel state={queue} />
        )}
      </div>
    </div>
  );
}

export default function AdminApp() {
  return (
    <AdminGate>
      <Screen />
    </AdminGate>
  );
}
