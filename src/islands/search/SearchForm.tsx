/** The result page's own search box: a plain GET form, so it works before hydration too. */
import { Search } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { SEARCH_MSG } from '#lib/content/messages.ts';
import { cleanKeyword, KEYWORD_MAX } from './searchState.ts';

interface Props {
  keyword: string;
  onSearch: (keyword: string) => void;
}

export default function SearchForm({ keyword, onSearch }: Props) {
  const [value, setValue] = useState(keyword);
  // A keyword changed from outside (the address, a suggestion) replaces what was typed, adjusted while rendering.
  const [given, setGiven] = useState(keyword);
  if (given !== keyword) {
    setGiven(keyword);
    setValue(keyword);
  }
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = cleanKeyword(value);
    if (next) onSearch(next);
  };
  return (
    <form action="/search/result" method="get" role="search" className="flex gap-2" onSubmit={submit}>
      <label className="relative min-w-0 flex-1">
        <span className="sr-only">搜索关键词</span>
        <Search
          size={16}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-500"
        />
        <input
          type="search"
          name="keyword"
          value={value}
          maxLength={KEYWORD_MAX}
          required
          placeholder={SEARCH_MSG.placeholder}
          onChange={(e) => setValue(e.target.value)}
          className="h-10 w-full rounded-md border border-line bg-white pr-3 pl-9 text-sm outline-none focus:border-brand-500"
        />
      </label>
      <button type="submit" className="btn-primary h-10 px-6">
        搜索
      </button>
    </form>
  );
}
