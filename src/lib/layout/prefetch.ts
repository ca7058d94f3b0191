/** Hover prefetch of same-site pages, skipped on 2g or data-saver connections (spec §9). */

interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

const done = new Set<string>();

function prefetchable(a: HTMLAnchorElement): URL | null {
  if (a.target === '_blank' || a.hasAttribute('download') || a.dataset.noPrefetch !== undefined) return null;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

export function startPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection;
  if (!canPrefetch(connection)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onEnter = (event: Event) => {
    const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const url = prefetchable(a);
      if (!url || done.has(url.href)) return;
      done.add(url.href);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url.href;
      document.head.append(link);
    }, 80);
  };
  document.addEventListener('pointerover', onEnter, { passive: true });
  document.addEventListener('focusin', onEnter);
}
