/** Where the vendored reference data lives (src/server/db/reference/, a folder per area, each with its README). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Beside this module when run from src; from the project when the page build bundles it (dist/.prerender/chunks/, or
// a build folder elsewhere, run from the project root).
const FOLDER =
  [
    new URL('./reference/', import.meta.url),
    new URL('../../../src/server/db/reference/', import.meta.url),
    pathToFileURL(path.resolve('src/server/db/reference') + '/'),
  ].find((u) => existsSync(u)) ?? new URL('./reference/', import.meta.url);

/** The path of a vendored file, e.g. `referenceFile('trade', 'hs.csv')`. */
export const referenceFile = (area: string, file: string): string =>
  fileURLToPath(new URL(`${area}/${file}`, FOLDER));
