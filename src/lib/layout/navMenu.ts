/**
 * The side navigation as a menu below `lg` (issue 29): the header's 栏目 button shows and hides `#side-nav`, framework
 * free so it works before any island loads. Escape closes it and gives focus back to the button; a press or the focus
 * moving outside closes it too.
 */
const OPEN_ATTR = 'data-menu-open';

export function watchNavMenu(): void {
  const button = document.getElementById('nav-menu-button');
  const nav = document.getElementById('side-nav');
  if (!button || !nav) return;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const set = (open: boolean, returnFocus: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? '关闭栏目菜单' : '打开栏目菜单');
    nav.toggleAttribute(OPEN_ATTR, open);
    if (open) (nav.querySelector<HTMLElement>('[aria-current="page"]') ?? nav.querySelector('a'))?.focus();
    else if (returnFocus) button.focus();
  };
  button.addEventListener('click', () => set(!isOpen(), false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) set(false, true);
  });
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (isOpen() && !nav.contains(target) && !button.contains(target)) set(false, false);
  });
  // Tabbing out of the menu closes it, so it never hides the control that has the focus.
  nav.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen() && next && !nav.contains(next) && !button.contains(next)) set(false, false);
  });
  // Past the breakpoint the column is always shown; a menu left open must not reopen on the way back.
  matchMedia('(min-width: 64rem)').addEventListener(
    'change',
    (e) => e.matches && isOpen() && set(false, false),
  );
}
