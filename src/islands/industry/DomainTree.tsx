/** The domain tree (getDataDomainTree, prebuilt): expand and collapse a branch, each domain with its indicator count. */
import { useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import type { DomainHit, IndicatorDomainNode } from '#lib/industry/types.ts';

interface Props {
  tree: IndicatorDomainNode[];
  selected: number | null;
  onSelect: (domain: DomainHit) => void;
}

function Branch({
  nodes,
  path,
  depth,
  open,
  toggle,
  selected,
  onSelect,
}: Omit<Props, 'tree'> & {
  nodes: IndicatorDomainNode[];
  path: string[];
  depth: number;
  open: Set<number>;
  toggle: (id: number) => void;
}) {
  return (
    <ul className={depth ? 'ml-3 border-l border-line pl-2' : ''} role={depth ? 'group' : 'tree'}>
      {nodes.map((n) => {
        const isOpen = open.has(n.id);
        const here = [...path, n.name];
        return (
          <li
            key={n.id}
            role="treeitem"
            aria-selected={selected === n.id}
            aria-expanded={n.children.length ? isOpen : undefined}
          >
            <div
              className={`flex items-center gap-1 rounded-md pr-2 ${
                selected === n.id ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-surface'
              }`}
            >
              {n.children.length ? (
                <button
                  type="button"
                  className="grid h-7 w-6 shrink-0 place-items-center text-ink-500 hover:text-brand-700"
                  aria-label={RETRIEVAL_MSG.expand(isOpen, n.name)}
                  onClick={() => toggle(n.id)}
                  data-testid="domain-toggle"
                >
                  {isOpen ? (
                    <ChevronDown size={15} aria-hidden="true" />
                  ) : (
                    <ChevronRight size={15} aria-hidden="true" />
                  )}
                </button>
              ) : (
                <span className="w-6 shrink-0" />
              )}
              <button
                type="button"
                className={`min-w-0 flex-1 truncate py-1 text-left text-sm ${depth === 0 ? 'font-medium' : ''}`}
                aria-current={selected === n.id || undefined}
                onClick={() => {
                  if (n.children.length && !isOpen) toggle(n.id);
                  onSelect({ id: n.id, name: n.name, path: here });
                }}
                data-domain={n.id}
              >
                {n.name}
              </button>
              <span className="shrink-0 text-xs tabular-nums text-ink-500">
                {RETRIEVAL_MSG.count(n.count)}
              </span>
            </div>
            {isOpen && n.children.length > 0 && (
              <Branch
                nodes={n.children}
                path={here}
                depth={depth + 1}
                open={open}
                toggle={toggle}
                selected={selected}
                onSelect={onSelect}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default function DomainTree({ tree, selected, onSelect }: Props) {
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((o) => {
      const next = new Set(o);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <nav aria-label={RETRIEVAL_MSG.treeLabel} data-testid="domain-tree">
      <Branch
        nodes={tree}
        path={[]}
        depth={0}
        open={open}
        toggle={toggle}
        selected={selected}
        onSelect={onSelect}
      />
    </nav>
  );
}
