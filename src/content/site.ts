/** The site's identity the pages print, from the operator's settings of this build (src/server/env.ts). */
import { databaseEnv } from '#server/env.ts';
import { siteIdentity } from '#lib/site.ts';

export const SITE = siteIdentity(databaseEnv());
