/** The looks of list filters: a chip (on or off) and a select or text field. */
export const filterChip = (on: boolean, size: 'sm' | 'md' = 'md') =>
  `${size === 'sm' ? 'h-7 text-[13px]' : 'h-8 text-sm'} rounded-full border px-3 transition-colors ${
    on
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700'
  }`;

export const filterField =
  'h-9 rounded-md border border-line bg-white px-2.5 text-sm text-ink-900 focus:border-brand-500';
