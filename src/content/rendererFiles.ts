/** Where a full build keeps its page renderer (`keepRenderer.mjs` writes it, the publish renderer reads it). */

/** The kept bundle's folder in the build (never served: `/_portal/` answers 404). */
export const RENDERER_DIR = '_portal/renderer';
/** The bundle's description beside it (`RendererDescription`); a new full build rewrites it. */
export const RENDERER_FILE = 'renderer.json';
