/** The category of an entry: the tree's leaves, grouped under their path (作物 › 粮食作物), as one native list. */
import type { BaikeTreeNode } from '#lib/baike/types.ts';
import Select from '#islands/ui/Select.tsx';

interface Group {
  path: string;
  leaves: { id: number; name: string }[];
}

/** Leaves grouped by the names above them, in the tree's order. */
export function leafGroups(tree: BaikeTreeNode[]): Group[] {
  const groups: Group[] = [];
  const walk = (nodes: BaikeTreeNode[], above: string[]) => {
    const leaves = nodes.filter((n) => !n.children?.length);
    if (leaves.length)
      groups.push({ path: above.join(' › '), leaves: leaves.map(({ id, name }) => ({ id, name })) });
    for (const n of nodes) if (n.children?.length) walk(n.children, [...above, n.name]);
  };
  walk(tree, []);
  return groups;
}

interface Props {
  id: string;
  tree: BaikeTreeNode[];
  value: number | null;
  invalid: boolean;
  onChange: (id: number | null) => void;
}

export default function CategoryPicker({ id, tree, value, invalid, onChange }: Props) {
  return (
    <Select
      id={id}
      invalid={invalid}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">请选择分类（最末一级）</option>
      {leafGroups(tree).map((g) => (
        <optgroup key={g.path} label={g.path}>
          {g.leaves.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}
