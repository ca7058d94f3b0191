/** Layout behaviour without a framework: header shadow, back to top, the phone's nav menu, nav click and page-view logs, boot. */
import { TIMING } from '#lib/site.ts';
import { logAction } from '#lib/actionLog.ts';
import { bootAuth } from '#lib/session.ts';
import { watchNetwork } from '#lib/stores/network.ts';
import { openFeedback } from '#lib/stores/feedback.ts';
import { throttle } from './throttle.ts';
import { startPrefetch } from './prefetch.ts';
import { watchChunkErrors } from './chunkReload.ts';
import { watchOfflineNotice } from './offlineNotice.ts';
import { watchNavMenu } from './navMenu.ts';

function watchScroll(): void {
  const header = document.getElementById('site-header');
  const top = document.getElementById('back-to-top');
  const apply = () => {
    const y = window.scrollY;
    header?.setAttribute('data-scrolled', String(y > TIMING.headerShadowAt));
    top?.classList.toggle('hidden', y <= TIMING.backToTopAt);
    top?.classList.toggle('flex', y > TIMING.backToTopAt);
  };
  window.addEventListener('scroll', throttle(apply, TIMING.scrollThrottleMs), { passive: true });
  apply();
  top?.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
}

function watchClicks(): void {
  document.getElementById('side-nav')?.addEventListener('click', (event) => {
    const a = (event.target as Element).closest<HTMLAnchorElement>('a[data-nav]');
    if (!a) return;
    const entry = {
      action: 'menu_click',
      model: 'side_nav',
      record_id: a.dataset.nav,
      remark: a.getAttribute('href') ?? '',
    };
    logAction(entry, { beforeNavigate: true });
  });
  document.querySelectorAll<HTMLElement>('[data-open-feedback]').forEach((button) =>
    button.addEventListener('click', () => {
      logAction({ action: 'click', model: 'feedback', remark: location.pathname });
      openFeedback();
    }),
  );
}

function updateYear(): void {
  const year = document.getElementById('footer-year');
  if (year) year.textContent = String(new Date().getFullYear());
}

export function startLayoutBehaviour(): void {
  watchChunkErrors();
  watchScroll();
  watchNavMenu();
  watchClicks();
  watchNetwork();
  watchOfflineNotice();
  updateYear();
  if (document.body.dataset.pageView !== 'off') {
    logAction({
      action: 'page_view',
      model: 'page',
      remark: `${location.pathname}${location.search}`.slice(0, 500),
    });
  }
  void bootAuth();
  startPrefetch();
}
