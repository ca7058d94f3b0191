/** /user/baike (我的百科): the member's versions, or the editor when the address asks for it (?new, ?edit, ?version). */
import { useState } from 'react';
import MemberGate from '#islands/ui/MemberGate.tsx';
import MyBaikeEditor, { type EditorTarget } from './MyBaikeEditor.tsx';
import MyBaikeList from './MyBaikeList.tsx';

const whole = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

function targetOf(search: string): EditorTarget | null {
  const q = new URLSearchParams(search);
  const version = whole(q.get('version'));
  if (version) return { kind: 'version', id: version };
  const entry = whole(q.get('edit'));
  if (entry) return { kind: 'edit', entry };
  return q.has('new') ? { kind: 'new' } : null;
}

export default function MyBaikePage() {
  const [target] = useState(() => (typeof location === 'undefined' ? null : targetOf(location.search)));
  return <MemberGate>{() => (target ? <MyBaikeEditor target={target} /> : <MyBaikeList />)}</MemberGate>;
}
