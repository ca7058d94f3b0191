/** 积分规则: editors set each rule's points and switch it on or off; /user/score explains the same rows. */
import { useState } from 'react';
import { Save } from 'lucide-react';
import { api } from '#lib/client.ts';
import { SCORE_MSG } from '#lib/commerce/messages.ts';
import {
  rulePointsText,
  SCORE_LIMITS,
  SCORE_PERIOD_LABEL,
  type ScorePeriod,
  type ScoreRuleView,
} from '#lib/commerce/scoreRules.ts';
import { toast } from '#lib/stores/toast.ts';
import { TextInput } from '#islands/ui/form/TextField.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';

const maxOf = (rule: ScoreRuleView) =>
  rule.period === 'per_yuan' ? SCORE_LIMITS.perYuan : SCORE_LIMITS.points;

/** Mirrors scoreRuleWriteSchema and the per-yuan bound of the route. */
function pointsProblem(text: string, rule: ScoreRuleView): string | null {
  const max = maxOf(rule);
  return /^\d{1,5}$/.test(text.trim()) && Number(text) <= max ? null : SCORE_MSG.rulePoints(max);
}

function RuleRow({ rule, onSaved }: { rule: ScoreRuleView; onSaved: (r: ScoreRuleView) => void }) {
  const [points, setPoints] = useState(String(rule.points));
  const [enabled, setEnabled] = useState(rule.enabled);
  const [busy, setBusy] = useState(false);
  const problem = pointsProblem(points, rule);
  const changed = points.trim() !== String(rule.points) || enabled !== rule.enabled;
  const id = `rule-${rule.key}`;

  async function save() {
    if (problem) return;
    setBusy(true);
    const res = await api.post<ScoreRuleView>(
      '/api/admin/commerce/saveRule',
      { key: rule.key, points: Number(points), enabled },
      { silent: true },
    );
    setBusy(false);
    if (!res.success || !res.data) {
      toast.error(res.msg);
      return;
    }
    toast.success(res.msg);
    onSaved(res.data);
  }

  return (
    <tr className="border-t border-line align-middle" data-rule-row={rule.key}>
      <td className="px-5 py-3">
        <p className="font-medium text-ink-900">{rule.title}</p>
        <p className="text-xs text-ink-500">{rule.description}</p>
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-ink-700">
        {SCORE_PERIOD_LABEL[rule.period as ScorePeriod] ?? rule.period}
      </td>
      <td className="px-3 py-3">
        <label htmlFor={id} className="sr-only">
          {rule.title}积分
        </label>
        <TextInput
          id={id}
          className="max-w-24 text-right tabular-nums"
          inputMode="numeric"
          maxLength={5}
          invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-error` : undefined}
          value={points}
          onChange={(e) => setPoints(e.target.value)}
        />
        {problem && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">
            {problem}
          </p>
        )}
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-brand-700 tabular-nums">
        {problem ? '—' : rulePointsText({ points: Number(points), period: rule.period })}
      </td>
      <td className="px-3 py-3">
        <label className="flex items-center gap-2 text-sm text-ink-700">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          启用
        </label>
      </td>
      <td className="px-5 py-3 text-right">
        <button
          type="button"
          className="btn-primary h-8 px-3"
          disabled={!changed || Boolean(problem) || busy}
          aria-label={`保存 ${rule.title}`}
          onClick={() => void save()}
        >
          <Save size={13} aria-hidden="true" /> {busy ? '保存中…' : '保存'}
        </button>
      </td>
    </tr>
  );
}

export default function ScoreRulesPanel() {
  const list = useCall<ScoreRuleView[]>('/api/admin/commerce/rules');
  const [saved, setSaved] = useState<Record<string, ScoreRuleView>>({});
  if (list.error && !list.data) return <Failed msg={list.error} onRetry={list.reload} />;
  if (!list.data) return <Loading rows={5} />;
  return (
    <section className="card" aria-label="积分规则">
      <div className="border-b border-line px-5 py-3.5">
        <h3 className="font-semibold text-ink-900">积分规则</h3>
        <p className="text-xs text-ink-500">
          会员在「我的积分」页看到的规则即此处设置；修改后立即生效，已发放的积分不变。
        </p>
      </div>
      <div className="table-scroll">
        <table className="w-full min-w-[760px] text-sm">
          <thead className="bg-surface text-left text-ink-500">
            <tr>
              <th className="px-5 py-2.5 font-medium">方式</th>
              <th className="px-3 py-2.5 font-medium">发放周期</th>
              <th className="px-3 py-2.5 font-medium">积分</th>
              <th className="px-3 py-2.5 font-medium">会员看到</th>
              <th className="px-3 py-2.5 font-medium">状态</th>
              <th className="px-5 py-2.5 text-right font-medium">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((r) => {
              const rule = saved[r.key] ?? r;
              return (
                <RuleRow
                  key={`${rule.key}-${rule.points}-${rule.enabled}`}
                  rule={rule}
                  onSaved={(next) => setSaved((s) => ({ ...s, [next.key]: next }))}
                />
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
