/** A small rich-text editor: contenteditable with bold, italic, headings, lists and links, plus an HTML source view. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Bold, Code, Heading2, Heading3, Italic, Link, List, ListOrdered, Pilcrow } from 'lucide-react';
import { FONT_SIZES_PX } from '#lib/content/model.ts';

interface Props {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}

interface Tool {
  label: string;
  icon: ReactNode;
  run: () => void;
}

// execCommand is deprecated but still the only built-in way to edit a contenteditable; the server sanitizes anyway.
const exec = (command: string, arg?: string) => document.execCommand(command, false, arg);

function askLink() {
  const url = window.prompt('链接地址（https://… 或站内路径 /…）', 'https://');
  if (url && url !== 'https://') exec('createLink', url.trim());
}

const TOOLS: Tool[] = [
  { label: '加粗', icon: <Bold size={15} />, run: () => exec('bold') },
  { label: '斜体', icon: <Italic size={15} />, run: () => exec('italic') },
  { label: '二级标题', icon: <Heading2 size={15} />, run: () => exec('formatBlock', 'h2') },
  { label: '三级标题', icon: <Heading3 size={15} />, run: () => exec('formatBlock', 'h3') },
  { label: '正文段落', icon: <Pilcrow size={15} />, run: () => exec('formatBlock', 'p') },
  { label: '无序列表', icon: <List size={15} />, run: () => exec('insertUnorderedList') },
  { label: '有序列表', icon: <ListOrdered size={15} />, run: () => exec('insertOrderedList') },
  { label: '插入链接', icon: <Link size={15} />, run: askLink },
];

/** Wrap the selected text in a span of one of the spec's font sizes (the server keeps only those). */
function applyFontSize(range: Range | null, px: number) {
  if (!range || range.collapsed) return;
  const span = document.createElement('span');
  span.style.fontSize = `${px}px`;
  span.appendChild(range.extractContents());
  range.insertNode(span);
  const sel = window.getSelection();
  const again = document.createRange();
  again.selectNodeContents(span);
  sel?.removeAllRanges();
  sel?.addRange(again);
}

const toolClass =
  'grid size-8 place-items-center rounded text-ink-700 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-40 aria-pressed:bg-brand-50 aria-pressed:text-brand-700';

export default function RichText({ id, value, onChange, invalid = false }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  // Write the value into the editable only when it differs, so typing keeps the caret where it is.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value, source]);
  const emit = () => onChange(area.current?.innerHTML ?? '');
  // The font-size list takes the focus: remember the editable's last selection to apply the size to.
  const lastRange = useRef<Range | null>(null);
  const keepRange = () => {
    const sel = window.getSelection();
    const el = area.current;
    if (el && sel?.rangeCount && el.contains(sel.anchorNode))
      lastRange.current = sel.getRangeAt(0).cloneRange();
  };
  const border = invalid ? 'border-red-400' : 'border-line';
  return (
    <div
      className={`rounded-md border bg-white ${border} focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500`}
    >
      <div
        role="toolbar"
        aria-label="正文格式"
        className="flex flex-wrap items-center gap-0.5 border-b border-line p-1"
      >
        {TOOLS.map((t) => (
          <button
            key={t.label}
            type="button"
            title={t.label}
            aria-label={t.label}
            className={toolClass}
            disabled={source}
            // Keep the selection in the editable: a focused button would take it away.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              t.run();
              emit();
            }}
          >
            {t.icon}
          </button>
        ))}
        <select
          aria-label="字号"
          title="字号（先选中文字）"
          className="h-8 rounded border border-line bg-white px-1.5 text-xs text-ink-700 disabled:opacity-40"
          disabled={source}
          value=""
          onChange={(e) => {
            applyFontSize(lastRange.current, Number(e.target.value));
            emit();
          }}
        >
          <option value="">字号</option>
          {FONT_SIZES_PX.map((px) => (
            <option key={px} value={px}>
              {px}px
            </option>
          ))}
        </select>
        <span className="mx-1 h-5 w-px bg-line" aria-hidden="true" />
        <button
          type="button"
          title="HTML源码"
          aria-label="HTML源码"
          aria-pressed={source}
          className="inline-flex h-8 items-center gap-1 rounded px-2 text-xs text-ink-700 hover:bg-brand-50 hover:text-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
          onClick={() => setSource((s) => !s)}
        >
          <Code size={15} aria-hidden="true" /> 源码
        </button>
      </div>
      {source ? (
        <textarea
          id={id}
          aria-label="正文HTML源码"
          className="block min-h-72 w-full resize-y rounded-b-md p-3 font-mono text-xs leading-5 text-ink-900 outline-none"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <div
          id={id}
          ref={area}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-label="正文"
          contentEditable
          suppressContentEditableWarning
          className="prose-cn min-h-72 px-4 py-2 outline-none"
          onInput={emit}
          onKeyUp={keepRange}
          onMouseUp={keepRange}
          onBlur={() => {
            keepRange();
            emit();
          }}
        />
      )}
    </div>
  );
}
