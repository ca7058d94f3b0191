/**
 * Text typed into an island's fields before it hydrated: React's controlled state never saw it, and would wipe it
 * at its next render. Announce each such value once React listens, the way a keystroke would.
 */
const TEXT_LIKE = /^(text|search|tel|email|url|password|number)$/;

type Field = HTMLInputElement | HTMLTextAreaElement;

export function announceTypedValues(root: HTMLElement): void {
  // All read first: announcing one field re-renders the island, which resets the others to React's state.
  const typed = [...root.querySelectorAll<Field>('input, textarea')]
    .filter((field) => !(field instanceof HTMLInputElement && !TEXT_LIKE.test(field.type)))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
  for (const [field, value] of typed) {
    // Through the element's own setter (React tracks the value there), then past it: React sees a change.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
