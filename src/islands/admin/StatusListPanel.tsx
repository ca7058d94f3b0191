/**
 * The scaffold of an editors' list panel: a status filter, the page, the list call (answered `Paged<Row>`) with its
 * loading, failure, empty and pagination states; the panel gives only the rows' view.
 */
import { useState, type ReactNode } from 'react';
import type { Paged } from '#lib/paging.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import Select from '#islands/ui/Select.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';

const PAGE_SIZE = 10;

interface Props<Row> {
  /** The list call, asked with `{ page, pageSize, status }`. */
  path: string;
  /** The status filter's accessible name, and its choices as [value, label] after 全部状态. */
  label: string;
  statuses: [string, string][];
  initialStatus?: string;
  /** What an empty page shows for the chosen status. */
  empty: (status: string) => ReactNode;
  /** A line beside the filter. */
  note?: ReactNode;
  children: (rows: Row[], reload: () => void) => ReactNode;
}

export default function StatusListPanel<Row>({
  path,
  label,
  statuses,
  initialStatus = '',
  empty,
  note,
  children,
}: Props<Row>) {
  const [status, setStatus] = useState(initialStatus);
  const [page, setPage] = useState(1);
  const list = useCall<Paged<Row>>(path, { page, pageSize: PAGE_SIZE, status });
  const body =
    list.error && !list.data ? (
      <Failed msg={list.error} onRetry={list.reload} />
    ) : !list.data ? (
      <Loading rows={5} />
    ) : list.data.list.length === 0 ? (
      empty(status)
    ) : (
      children(list.data.list, list.reload)
    );
  const filter = (
    <Select
      aria-label={label}
      className="w-32"
      value={status}
      onChange={(e) => {
        setStatus(e.target.value);
        setPage(1);
      }}
    >
      <option value="">全部状态</option>
      {statuses.map(([k, text]) => (
        <option key={k} value={k}>
          {text}
        </option>
      ))}
    </Select>
  );
  return (
    <section className="space-y-4">
      {note ? (
        <div className="flex flex-wrap items-center gap-3">
          {filter}
          {note}
        </div>
      ) : (
        filter
      )}
      {body}
      {list.data && list.data.total > PAGE_SIZE && (
        <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPage} />
      )}
    </section>
  );
}
