/**
 * 我的查询 and 数据表: a member's recent and saved queries (getRecentList; save by name, remove), and the tables
 * editors published (getTableList) for everyone; opening one loads its query.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Bookmark, History, LogIn, Table2, Trash2 } from 'lucide-react';
import { QUERY_NAME_MAX } from '#lib/industry/limits.ts';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import type { IndustryQuery } from '#lib/industry/query.ts';
import type { PublishedTable, RecentListAnswer, SavedQuery } from '#lib/industry/types.ts';
import { $isLoggedIn } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { toast } from '#lib/stores/toast.ts';
import { filterChip, filterField } from '#islands/ui/list/filterStyles.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';
import { industryCalls } from './calls.ts';

type Tab = 'recent' | 'saved' | 'tables';

interface Props {
  /** The query of the table shown, which 保存查询 saves (null before a run). */
  current: IndustryQuery | null;
  onOpen: (q: IndustryQuery) => void;
  /** Changes after each run (the recent list grew). */
  runs: number;
}

function Item({
  title,
  summary,
  onOpen,
  onRemove,
  testId,
}: {
  title: string;
  summary: string;
  onOpen: () => void;
  onRemove?: () => void;
  testId: string;
}) {
  return (
    <li className="flex items-start gap-2 py-2" data-testid={testId}>
      <button type="button" className="min-w-0 flex-1 text-left" onClick={onOpen}>
        <span className="block truncate text-sm text-ink-900 hover:text-brand-700">{title}</span>
        {summary && summary !== title && (
          <span className="block truncate text-xs text-ink-500">{summary}</span>
        )}
      </button>
      {onRemove && (
        <button
          type="button"
          className="grid h-7 w-7 shrink-0 place-items-center rounded text-ink-500 hover:bg-surface hover:text-rise"
          aria-label={RETRIEVAL_MSG.removeQuery(title)}
          onClick={onRemove}
        >
          <Trash2 size={14} aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

export default function QueryShelf({ current, onOpen, runs }: Props) {
  const loggedIn = useStore($isLoggedIn);
  const member = useHydrated() && loggedIn;
  const [tab, setTab] = useState<Tab>('tables');
  const [mine, setMine] = useState<RecentListAnswer | null>(null);
  const [tables, setTables] = useState<PublishedTable[] | null>(null);
  const [naming, setNaming] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  // Focus follows the reader's 保存查询 into the name field it opened (not on page load, as autoFocus would allow).
  useEffect(() => {
    if (naming) nameField.current?.focus();
  }, [naming]);
  const [name, setName] = useState('');
  const [reload, setReload] = useState(0);
  // Signing in starts a member on their own queries; signing out drops them (adjusted while rendering).
  const [asked, setAsked] = useState(member);
  if (asked !== member) {
    setAsked(member);
    if (member) setTab('recent');
    else setMine(null);
  }

  useEffect(() => {
    let live = true;
    void industryCalls.tables().then((r) => live && setTables(r.success ? r.data : []));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!member) return;
    let live = true;
    void industryCalls.recent().then((r) => live && r.success && setMine(r.data));
    return () => {
      live = false;
    };
  }, [member, runs, reload]);

  const save = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!current || !name.trim()) return;
    const r = await industryCalls.save(name.trim(), current);
    if (!r.success) return toast.error(r.msg);
    toast.success(RETRIEVAL_MSG.savedOk);
    setNaming(false);
    setName('');
    setTab('saved');
    setReload((n) => n + 1);
  };
  const remove = async (q: SavedQuery) => {
    const r = await industryCalls.remove(q.id);
    if (!r.success) return toast.error(r.msg);
    toast.success(RETRIEVAL_MSG.removedOk);
    setReload((n) => n + 1);
  };

  const tabs: Record<Tab, { label: string; icon: typeof History }> = {
    recent: { label: RETRIEVAL_MSG.recent, icon: History },
    saved: { label: RETRIEVAL_MSG.saved, icon: Bookmark },
    tables: { label: RETRIEVAL_MSG.tables, icon: Table2 },
  };
  const list = tab === 'recent' ? mine?.recent : tab === 'saved' ? mine?.saved : null;

  return (
    <div className="space-y-3" data-testid="query-shelf">
      <div role="tablist" aria-label={RETRIEVAL_MSG.shelfTitle} className="flex flex-wrap gap-1.5">
        {(Object.keys(tabs) as Tab[]).map((t) => {
          const Icon = tabs[t].icon;
          return (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              className={`${filterChip(tab === t, 'sm')} inline-flex items-center gap-1`}
              onClick={() => setTab(t)}
              data-tab={t}
            >
              <Icon size={13} aria-hidden="true" />
              {tabs[t].label}
            </button>
          );
        })}
      </div>

      {tab === 'tables' ? (
        <div>
          <p className="text-xs text-ink-500">{RETRIEVAL_MSG.tablesNote}</p>
          {tables && !tables.length && <p className="py-3 text-sm text-ink-500">{RETRIEVAL_MSG.noTables}</p>}
          <ul className="divide-y divide-line/70">
            {tables?.map((t) => (
              <Item
                key={t.id}
                title={t.title}
                summary={t.description || t.summary}
                onOpen={() => onOpen(t.query)}
                testId="published-table"
              />
            ))}
          </ul>
        </div>
      ) : !member ? (
        <div className="space-y-2 py-2 text-sm text-ink-500">
          <p>{RETRIEVAL_MSG.loginForShelf}</p>
          <button type="button" className="btn-ghost h-8 px-3 text-xs" onClick={() => openLogin('login')}>
            <LogIn size={14} aria-hidden="true" />
            {RETRIEVAL_MSG.login}
          </button>
        </div>
      ) : (
        <div>
          {list && !list.length && (
            <p className="py-3 text-sm text-ink-500">
              {tab === 'recent' ? RETRIEVAL_MSG.noRecent : RETRIEVAL_MSG.noSaved}
            </p>
          )}
          <ul className="max-h-72 divide-y divide-line/70 overflow-y-auto">
            {list?.map((q) => (
              <Item
                key={q.id}
                title={q.name || q.summary}
                summary={q.summary}
                onOpen={() => onOpen(q.query)}
                onRemove={() => void remove(q)}
                testId={tab === 'recent' ? 'recent-query' : 'saved-query'}
              />
            ))}
          </ul>
        </div>
      )}

      {member && current && (
        <div className="border-t border-line pt-3">
          {naming ? (
            <form onSubmit={save} className="flex flex-wrap gap-2">
              <label className="min-w-0 flex-1">
                <span className="sr-only">{RETRIEVAL_MSG.saveName}</span>
                <input
                  value={name}
                  maxLength={QUERY_NAME_MAX}
                  onChange={(e) => setName(e.target.value)}
                  placeholder={RETRIEVAL_MSG.saveNamePlaceholder}
                  className={`${filterField} w-full`}
                  ref={nameField}
                />
              </label>
              <button type="submit" className="btn-primary h-9 px-3">
                {RETRIEVAL_MSG.saveConfirm}
              </button>
              <button type="button" className="btn-ghost h-9 px-3" onClick={() => setNaming(false)}>
                {RETRIEVAL_MSG.cancel}
              </button>
            </form>
          ) : (
            <button
              type="button"
              className="btn-ghost h-8 px-3 text-xs"
              onClick={() => setNaming(true)}
              data-testid="save-query"
            >
              <Bookmark size={14} aria-hidden="true" />
              {RETRIEVAL_MSG.save}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
