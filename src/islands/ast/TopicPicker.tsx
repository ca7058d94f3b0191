/** The topics by category: a row of buttons per category, the chosen one pressed. */
import { AST_MSG } from '#lib/ast/messages.ts';
import type { AstCategory } from '#lib/ast/types.ts';

export default function TopicPicker({
  categories,
  chosen,
  onChoose,
}: {
  categories: AstCategory[];
  chosen: number | null;
  onChoose: (topic: number) => void;
}) {
  return (
    <nav aria-label={AST_MSG.categories} className="space-y-2.5" data-testid="ast-topics">
      {categories.map((c) => (
        <div key={c.name} className="flex flex-wrap items-center gap-2">
          <span className="w-20 shrink-0 text-sm font-medium text-ink-700">{c.name}</span>
          {c.topics.map((t) => (
            <button
              key={t.id}
              type="button"
              aria-pressed={t.id === chosen}
              title={t.description}
              onClick={() => onChoose(t.id)}
              className={`rounded-full border px-3 py-1 text-sm transition-colors ${
                t.id === chosen
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700'
              }`}
            >
              {t.name}
            </button>
          ))}
        </div>
      ))}
    </nav>
  );
}
