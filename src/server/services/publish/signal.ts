/**
 * The bridge from editor writes to the rebuild worker. The serving process owns the one live site, so it installs
 * its publisher here; API tests and `astro dev` run without one (pages there are not prebuilt).
 */
export interface PublishHooks {
  /** Content changed: make sure a rebuild will pick it up. */
  notify(): void;
  /** Id of the last content event the live pages include. */
  watermark(): number;
}

let hooks: PublishHooks | null = null;

export const installPublisher = (h: PublishHooks | null): void => {
  hooks = h;
};
export const contentChanged = (): void => hooks?.notify();
export const publishWatermark = (): number | null => hooks?.watermark() ?? null;
