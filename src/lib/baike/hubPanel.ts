/**
 * An entry's hub panel (#components/baike/BaikeHub.astro) filled with getBaikeHub's answer. Loaded by the panel's
 * small script after the load event, with the texts and formats of every application it draws, so an entry's first
 * load carries none of them.
 */
import { isSuccessCode, type Envelope } from '#lib/envelope.ts';
import { hubBlocks } from './hubView.ts';
import type { BaikeHub } from './types.ts';

/** Fills the panel `box` with the answer (null: the network failed); a refusal, a failure or an empty hub hides it. */
export function fillHub(box: HTMLElement, answer: Promise<Envelope<BaikeHub> | null>): Promise<void> {
  const blocks = box.querySelector<HTMLElement>('[data-hub-blocks]')!;
  const demo = box.querySelector('template')!.innerHTML;
  const hide = () => {
    box.hidden = true;
  };
  return answer
    .then((res) => {
      const html = res && isSuccessCode(res.code) && res.data ? hubBlocks(res.data, demo) : '';
      if (!html) return hide();
      blocks.innerHTML = html;
      blocks.removeAttribute('aria-busy');
      box.hidden = false;
    })
    .catch(hide);
}
