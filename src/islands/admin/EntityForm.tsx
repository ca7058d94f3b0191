/** Create or edit one article, reference or data product; a refusal leaves every typed value in place. */
import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft, Save, Send } from 'lucide-react';
import { api } from '#lib/client.ts';
import { isRequired } from '#lib/form.ts';
import { toast } from '#lib/stores/toast.ts';
import FormItem from '#islands/ui/form/FormItem.tsx';
import { TextArea, TextInput } from '#islands/ui/form/TextField.tsx';
import { useForm } from '#islands/ui/form/useForm.ts';
import Select from '#islands/ui/Select.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import AttachmentField from './AttachmentField.tsx';
import {
  emptyValues,
  payloadOf,
  rulesOf,
  valuesOf,
  visibleFields,
  type Entity,
  type FieldSpec,
  type FormValues,
} from './fields.ts';
import { ARTICLE_KIND_LABEL, ENTITY_LABEL, STATUS_LABEL } from './labels.ts';
import RichText from '#islands/ui/RichText.tsx';

export interface Saved {
  id: number;
  title: string;
  status: string;
}

interface Props {
  entity: Entity;
  /** null: a new item. */
  id: number | null;
  onSaved: (saved: Saved) => void;
  onClose: () => void;
}

interface Option {
  id: number;
  name: string;
}

/** Columns or categories of the chosen article kind, from the public taxonomy calls. */
function useTaxonomy(call: 'getColumnList' | 'getCategoryList', kind: string, enabled: boolean): Option[] {
  // Kept with the kind it lists, so another kind offers nothing until its own answer.
  const asks = enabled && kind !== 'page';
  const [answer, setAnswer] = useState<{ kind: string; list: Option[] } | null>(null);
  useEffect(() => {
    if (!asks) return;
    let live = true;
    void api.post<Option[]>(`/api/article/${call}`, { kind }, { silent: true }).then((res) => {
      if (live) setAnswer({ kind, list: res.success && Array.isArray(res.data) ? res.data : [] });
    });
    return () => {
      live = false;
    };
  }, [call, kind, asks]);
  return asks && answer?.kind === kind ? answer.list : [];
}

function Form({
  entity,
  id,
  initial,
  status,
  onSaved,
  onClose,
}: Props & { initial: FormValues; status: string }) {
  const rules = useMemo(() => rulesOf(entity), [entity]);
  const form = useForm<FormValues>(initial, rules);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const kind = String(form.values.kind ?? '');
  const columns = useTaxonomy('getColumnList', kind, entity === 'article');
  const categories = useTaxonomy('getCategoryList', kind, entity === 'article');
  const fields = visibleFields(entity, form.values);

  /** `andPublish`: a new item created and published in one call (保存并发布), by the server's publish step. */
  async function save(andPublish = false) {
    const { errors } = form.validate();
    if (fields.some((f) => errors[f.name])) return;
    setBusy(true);
    setRefusal(null);
    const body = { ...payloadOf(entity, form.values), ...(id ? { id } : {}) };
    const call = id ? 'update' : andPublish ? 'createAndPublish' : 'create';
    const res = await api.post<Saved>(`/api/admin/${entity}/${call}`, body, { silent: true });
    setBusy(false);
    if (!res.success || !res.data) {
      setRefusal(res.msg);
      toast.error(res.msg);
      return;
    }
    toast.success(res.msg);
    onSaved(res.data);
  }

  const input = (f: FieldSpec) => {
    const fid = `f-${f.name}`;
    const v = form.values[f.name];
    const text = typeof v === 'string' ? v : '';
    const common = { id: fid, invalid: Boolean(form.errors[f.name]) };
    const set = (value: string | boolean) => form.set(f.name, value);
    switch (f.kind) {
      case 'kind':
        return (
          <Select {...common} value={text} onChange={(e) => set(e.target.value)}>
            {['news', 'policy', 'report'].map((k) => (
              <option key={k} value={k}>
                {ARTICLE_KIND_LABEL[k]}
              </option>
            ))}
            {text === 'page' && <option value="page">{ARTICLE_KIND_LABEL.page}</option>}
          </Select>
        );
      case 'column':
      case 'category': {
        const options = f.kind === 'column' ? columns : categories;
        return (
          <Select {...common} value={text} onChange={(e) => set(e.target.value)}>
            <option value="">不选择</option>
            {options.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </Select>
        );
      }
      case 'flag':
        return (
          <label className="flex h-9 items-center gap-2 text-sm text-ink-700">
            <input id={fid} type="checkbox" checked={v === true} onChange={(e) => set(e.target.checked)} />
            仅VIP会员可读
          </label>
        );
      case 'html':
        return <RichText id={fid} value={text} onChange={set} invalid={common.invalid} />;
      case 'attachment':
        return (
          <AttachmentField
            id={fid}
            value={text}
            onChange={set}
            onUploaded={(file) => {
              if (f.name === 'attachment_id' && !form.values.page_count)
                form.set('page_count', String(file.page_count));
            }}
          />
        );
      case 'textarea':
        return (
          <TextArea
            {...common}
            rows={3}
            maxLength={f.max}
            value={text}
            onChange={(e) => set(e.target.value)}
            onBlur={() => form.blur(f.name)}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            maxLength={f.max ?? 12}
            inputMode={f.kind === 'text' || f.kind === 'tags' ? undefined : 'decimal'}
            placeholder={f.kind === 'tags' ? '多个标签用逗号分隔' : '请输入'}
            value={text}
            onChange={(e) => set(e.target.value)}
            onBlur={() => form.blur(f.name)}
          />
        );
    }
  };

  return (
    <form
      className="card p-5 md:p-6"
      aria-label={`${id ? '编辑' : '新建'}${ENTITY_LABEL[entity]}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 className="section-title">
          {id ? `编辑${ENTITY_LABEL[entity]} #${id}` : `新建${ENTITY_LABEL[entity]}`}
          {id && (
            <span className="text-xs font-normal text-ink-500">（{STATUS_LABEL[status] ?? status}）</span>
          )}
        </h2>
        <button type="button" className="btn-ghost" onClick={onClose}>
          <ArrowLeft size={14} aria-hidden="true" /> 返回列表
        </button>
      </div>
      {refusal && (
        <p role="alert" className="mb-5 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal}
        </p>
      )}
      {fields.map((f) => (
        <FormItem
          key={f.name}
          label={f.label}
          htmlFor={`f-${f.name}`}
          required={isRequired(rules, f.name)}
          error={form.errors[f.name]}
        >
          {input(f)}
        </FormItem>
      ))}
      <div className="flex flex-wrap gap-3 pl-[92px]">
        <button type="submit" className="btn-primary px-6" disabled={busy}>
          <Save size={14} aria-hidden="true" /> {busy ? '保存中…' : id ? '保存' : '保存草稿'}
        </button>
        {!id && (
          <button type="button" className="btn-ghost px-6" disabled={busy} onClick={() => void save(true)}>
            <Send size={14} aria-hidden="true" /> 保存并发布
          </button>
        )}
        <button type="button" className="btn-ghost px-6" onClick={onClose}>
          取消
        </button>
      </div>
    </form>
  );
}

/** Loads the item to edit (or starts empty), then shows the form. */
export default function EntityForm(props: Props) {
  const { entity, id } = props;
  const [state, setState] = useState<{ values: FormValues; status: string } | null>(
    id ? null : { values: emptyValues(entity), status: 'draft' },
  );
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id) return;
    let live = true;
    void api.post<Record<string, unknown>>(`/api/admin/${entity}/get`, { id }).then((res) => {
      if (!live) return;
      if (res.success && res.data)
        setState({ values: valuesOf(entity, res.data), status: String(res.data.status) });
      else setError(res.msg);
    });
    return () => {
      live = false;
    };
  }, [entity, id, attempt]);
  if (error) return <Failed msg={error} onRetry={() => (setError(null), setAttempt((n) => n + 1))} />;
  if (!state) return <Loading rows={6} />;
  return <Form {...props} initial={state.values} status={state.status} />;
}
