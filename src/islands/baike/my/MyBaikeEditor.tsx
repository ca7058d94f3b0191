/**
 * 我的百科's editor: a new entry (?new=1), an edit of a published one (?edit={entryId}, from its published content)
 * or one of the member's versions (?version={id}). 保存草稿 / 提交审核; a refusal shows beside its field and keeps
 * everything typed; leaving with unsaved changes asks first.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ArrowLeft, Plus, Save, Send, X } from 'lucide-react';
import { ancestorsById, requiredInfoboxFields } from '#lib/baike/content.ts';
import { BAIKE_LIMITS as L } from '#lib/baike/limits.ts';
import { MY_BAIKE } from '#lib/baike/href.ts';
import type { BaikeEntryContent, BaikeTreeNode, BaikeVersionView } from '#lib/baike/types.ts';
import { api } from '#lib/client.ts';
import { toast } from '#lib/stores/toast.ts';
import RichText from '#islands/ui/RichText.tsx';
import { TextArea, TextInput } from '#islands/ui/form/TextField.tsx';
import { Failed, Loading } from '#islands/ui/Status.tsx';
import CategoryPicker from './CategoryPicker.tsx';
import ImagesField from './ImagesField.tsx';
import {
  draftOfEntry,
  draftOfVersion,
  emptyDraft,
  fieldOfRefusal,
  payloadOf,
  type DraftField,
  type DraftForm,
} from './draft.ts';

export type EditorTarget =
  { kind: 'new' } | { kind: 'edit'; entry: number } | { kind: 'version'; id: number };

function Field(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5 md:grid-cols-[96px_1fr] md:gap-4" data-field={props.id}>
      <label htmlFor={props.id} className="pt-2 text-sm text-ink-700 md:text-right">
        {props.required && (
          <span className="mr-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
        {props.label}
      </label>
      <div className="min-w-0">
        {props.children}
        {props.error ? (
          <p role="alert" className="mt-1 text-xs text-red-600" id={`${props.id}-error`}>
            {props.error}
          </p>
        ) : (
          props.hint && <p className="mt-1 text-xs text-ink-500">{props.hint}</p>
        )}
      </div>
    </div>
  );
}

function Aliases({
  value,
  onChange,
  invalid,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  invalid: boolean;
}) {
  const [text, setText] = useState('');
  const add = () => {
    const a = text.trim();
    if (a && !value.includes(a) && value.length < L.aliases) onChange([...value, a]);
    setText('');
  };
  return (
    <div
      className={`flex flex-wrap items-center gap-1.5 rounded-md border bg-white p-1.5 ${invalid ? 'border-red-400' : 'border-line'}`}
    >
      {value.map((a) => (
        <span
          key={a}
          className="inline-flex items-center gap-1 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700"
        >
          {a}
          <button
            type="button"
            aria-label={`删除别名${a}`}
            className="hover:text-red-600"
            onClick={() => onChange(value.filter((x) => x !== a))}
          >
            <X size={12} aria-hidden="true" />
          </button>
        </span>
      ))}
      <input
        id="bk-aliases"
        className="h-7 min-w-32 flex-1 px-1.5 text-sm placeholder:text-ink-500"
        placeholder={value.length < L.aliases ? '输入别名后按回车添加' : `别名最多${L.aliases}个`}
        maxLength={L.alias}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ',' || e.key === '，') {
            e.preventDefault();
            add();
          }
        }}
        onBlur={add}
      />
    </div>
  );
}

const small = 'btn-ghost h-8 px-2.5 text-xs';

function useStart(target: EditorTarget) {
  const [state, setState] = useState<{ form: DraftForm | null; error: string | null; base: string }>({
    form: target.kind === 'new' ? emptyDraft() : null,
    error: null,
    base: '',
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (target.kind === 'new') return;
    let live = true;
    const load =
      target.kind === 'version'
        ? api
            .post<BaikeVersionView>('/api/baike/getMyBaikeVersion', { id: target.id }, { silent: true })
            .then((r) =>
              r.success
                ? { form: draftOfVersion(r.data), base: r.data.entry_id ? '' : '' }
                : { error: r.msg },
            )
        : api
            .post<BaikeEntryContent>('/api/baike/getBaikeContent', { id: target.entry }, { silent: true })
            .then((r) => (r.success ? { form: draftOfEntry(r.data), base: r.data.title } : { error: r.msg }));
    void load.then((s) => {
      if (!live) return;
      if ('error' in s) setState({ form: null, error: s.error ?? '加载失败', base: '' });
      else setState({ form: s.form, error: null, base: s.base });
    });
    return () => {
      live = false;
    };
  }, [target, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

function useTree(): BaikeTreeNode[] {
  const [tree, setTree] = useState<BaikeTreeNode[]>([]);
  useEffect(() => {
    void api.post<BaikeTreeNode[]>('/api/baike/getBaikeTree', {}, { silent: true }).then((r) => {
      if (r.success && Array.isArray(r.data)) setTree(r.data);
    });
  }, []);
  return tree;
}

function Form({ start, tree, isEdit }: { start: DraftForm; tree: BaikeTreeNode[]; isEdit: boolean }) {
  const [form, setForm] = useState(start);
  const [saved, setSaved] = useState(JSON.stringify(start));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [sending, setSending] = useState<'' | 'save' | 'submit'>('');
  const dirty = JSON.stringify(form) !== saved;
  const ancestors = useMemo(() => ancestorsById(tree), [tree]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** A category's info-box fields added (empty) to those already typed. */
  const chooseCategory = (id: number | null) => {
    setForm((f) => {
      const have = new Set(f.infobox.map(([k]) => k));
      const wanted = id ? requiredInfoboxFields(id, ancestors).filter((k) => !have.has(k)) : [];
      return {
        ...f,
        category_id: id,
        infobox: [...f.infobox, ...wanted.map((k) => [k, ''] as [string, string])],
      };
    });
    setErrors((e) => ({ ...e, category_id: undefined }));
  };

  async function send(submit: boolean) {
    setSending(submit ? 'submit' : 'save');
    const res = await api.post<BaikeVersionView>('/api/baike/saveMyBaike', payloadOf(form, submit), {
      silent: true,
    });
    setSending('');
    if (res.success) {
      toast.success(res.msg);
      const next = { ...form, id: res.data.id, entry_id: null };
      setSaved(JSON.stringify(next));
      setForm(next);
      setErrors({});
      if (submit) location.href = `${MY_BAIKE}?state=pending`;
      else history.replaceState(history.state, '', `${MY_BAIKE}?version=${res.data.id}`);
      return;
    }
    const field = fieldOfRefusal((res.data as { field?: string } | null)?.field);
    if (field) {
      setErrors({ [field]: res.msg });
      document.querySelector(`[data-field="bk-${field}"]`)?.scrollIntoView({ block: 'center' });
    }
    toast.error(res.msg);
  }

  const leave = (e: React.MouseEvent) => {
    if (dirty && !window.confirm('有未保存的修改，确定离开吗？')) e.preventDefault();
  };

  return (
    <form
      className="card p-6"
      noValidate
      aria-label="编辑词条"
      onSubmit={(e) => {
        e.preventDefault();
        void send(false);
      }}
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 className="section-title">
          {form.id ? '修改我的版本' : isEdit ? `编辑词条：${start.title}` : '写新词条'}
        </h2>
        <a href={MY_BAIKE} className={small} onClick={leave}>
          <ArrowLeft size={14} aria-hidden="true" /> 返回我的百科
        </a>
      </div>
      <div className="space-y-5">
        <Field id="bk-title" label="词条名称" required error={errors.title}>
          <TextInput
            id="bk-title"
            value={form.title}
            maxLength={L.title}
            invalid={!!errors.title}
            placeholder="如：冬小麦"
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field
          id="bk-qualifier"
          label="区分说明"
          error={errors.qualifier}
          hint="同名词条用来区分含义，如“作物”“地名”；没有同名词条时留空"
        >
          <TextInput
            id="bk-qualifier"
            value={form.qualifier}
            maxLength={L.qualifier}
            invalid={!!errors.qualifier}
            placeholder="选填"
            onChange={(e) => set('qualifier', e.target.value)}
          />
        </Field>
        <Field id="bk-aliases" label="别名" error={errors.aliases} hint="搜索别名也能找到本词条">
          <Aliases value={form.aliases} invalid={!!errors.aliases} onChange={(v) => set('aliases', v)} />
        </Field>
        <Field id="bk-category_id" label="分类" required error={errors.category_id}>
          <CategoryPicker
            id="bk-category_id"
            tree={tree}
            value={form.category_id}
            invalid={!!errors.category_id}
            onChange={chooseCategory}
          />
        </Field>
        <Field
          id="bk-summary"
          label="摘要"
          required
          error={errors.summary}
          hint={`${L.summaryMin}—${L.summary}字，概括词条要点`}
        >
          <TextArea
            id="bk-summary"
            rows={3}
            value={form.summary}
            maxLength={L.summary}
            invalid={!!errors.summary}
            onChange={(e) => set('summary', e.target.value)}
          />
        </Field>
        <Field
          id="bk-infobox"
          label="信息框"
          error={errors.infobox}
          hint="选择分类后自动带出该类词条的常用字段，可增删"
        >
          <div className="space-y-2">
            {form.infobox.map(([k, v], i) => (
              <div key={i} className="grid grid-cols-[7.5rem_minmax(0,1fr)_auto] gap-2" data-infobox-row={i}>
                <TextInput
                  aria-label={`信息框第${i + 1}项名称`}
                  value={k}
                  maxLength={L.infoboxKey}
                  placeholder="名称"
                  onChange={(e) =>
                    set(
                      'infobox',
                      form.infobox.map((r, j) => (j === i ? [e.target.value, r[1]] : r)),
                    )
                  }
                />
                <TextInput
                  aria-label={`信息框${k || `第${i + 1}项`}内容`}
                  value={v}
                  maxLength={L.infoboxValue}
                  placeholder="内容"
                  onChange={(e) =>
                    set(
                      'infobox',
                      form.infobox.map((r, j) => (j === i ? [r[0], e.target.value] : r)),
                    )
                  }
                />
                <button
                  type="button"
                  className={small}
                  aria-label={`删除信息框第${i + 1}项`}
                  onClick={() =>
                    set(
                      'infobox',
                      form.infobox.filter((_, j) => j !== i),
                    )
                  }
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </div>
            ))}
            {form.infobox.length < L.infoboxFields && (
              <button
                type="button"
                className={small}
                onClick={() => set('infobox', [...form.infobox, ['', '']])}
              >
                <Plus size={14} aria-hidden="true" /> 添加一项
              </button>
            )}
          </div>
        </Field>
        <Field
          id="bk-content_html"
          label="正文"
          required
          error={errors.content_html}
          hint={`至少${L.bodyMin}字；用“二级标题”分节，节标题组成目录`}
        >
          <RichText
            id="bk-content_html"
            value={form.content_html}
            invalid={!!errors.content_html}
            onChange={(html) => set('content_html', html)}
          />
        </Field>
        <Field id="bk-images" label="图片">
          <ImagesField
            id="bk-images"
            value={form.images}
            error={errors.images}
            onChange={(v) => set('images', v)}
          />
        </Field>
        <Field id="bk-references" label="参考资料" error={errors.references}>
          <div className="space-y-2">
            {form.references.map((r, i) => (
              <div
                key={i}
                className="grid gap-2 md:grid-cols-[1fr_140px_80px_1fr_auto]"
                data-reference-row={i}
              >
                <TextInput
                  aria-label={`参考资料${i + 1}标题`}
                  placeholder="标题"
                  value={r.title}
                  maxLength={L.referenceTitle}
                  onChange={(e) =>
                    set(
                      'references',
                      form.references.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)),
                    )
                  }
                />
                <TextInput
                  aria-label={`参考资料${i + 1}出版方`}
                  placeholder="出版方（选填）"
                  value={r.publisher ?? ''}
                  maxLength={60}
                  onChange={(e) =>
                    set(
                      'references',
                      form.references.map((x, j) => (j === i ? { ...x, publisher: e.target.value } : x)),
                    )
                  }
                />
                <TextInput
                  aria-label={`参考资料${i + 1}年份`}
                  placeholder="年份"
                  inputMode="numeric"
                  value={r.year ?? ''}
                  maxLength={4}
                  onChange={(e) =>
                    set(
                      'references',
                      form.references.map((x, j) =>
                        j === i ? { ...x, year: Number(e.target.value) || undefined } : x,
                      ),
                    )
                  }
                />
                <TextInput
                  aria-label={`参考资料${i + 1}网址`}
                  placeholder="https://（选填）"
                  value={r.url ?? ''}
                  maxLength={300}
                  onChange={(e) =>
                    set(
                      'references',
                      form.references.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)),
                    )
                  }
                />
                <button
                  type="button"
                  className={small}
                  aria-label={`删除参考资料${i + 1}`}
                  onClick={() =>
                    set(
                      'references',
                      form.references.filter((_, j) => j !== i),
                    )
                  }
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </div>
            ))}
            {form.references.length < L.references && (
              <button
                type="button"
                className={small}
                onClick={() => set('references', [...form.references, { title: '' }])}
              >
                <Plus size={14} aria-hidden="true" /> 添加参考资料
              </button>
            )}
          </div>
        </Field>
        <Field id="bk-note" label="修改说明" error={errors.note} hint="告诉编辑这次写了或改了什么">
          <TextInput
            id="bk-note"
            value={form.note}
            maxLength={L.note}
            invalid={!!errors.note}
            placeholder="如：补充栽培技术一节"
            onChange={(e) => set('note', e.target.value)}
          />
        </Field>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-5 md:pl-[112px]">
        <button type="submit" className="btn-ghost" disabled={sending !== ''}>
          <Save size={15} aria-hidden="true" /> {sending === 'save' ? '保存中…' : '保存草稿'}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={sending !== ''}
          onClick={() => void send(true)}
        >
          <Send size={15} aria-hidden="true" /> {sending === 'submit' ? '提交中…' : '提交审核'}
        </button>
        <span className="text-xs text-ink-500">{dirty ? '有未保存的修改' : form.id ? '已保存' : ''}</span>
      </div>
    </form>
  );
}

export default function MyBaikeEditor({ target }: { target: EditorTarget }) {
  const start = useStart(target);
  const tree = useTree();
  if (start.error) return <Failed msg={start.error} onRetry={start.retry} />;
  if (!start.form) return <Loading rows={8} />;
  return <Form start={start.form} tree={tree} isEdit={target.kind === 'edit'} />;
}
