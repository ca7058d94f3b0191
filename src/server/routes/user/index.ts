/** /api/user/*: one family, assembled from its parts. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { authRoutes } from './auth.ts';
import { centreRoutes } from './centre.ts';
import { feedbackRoutes } from './feedback.ts';
import { oauthRoutes } from './oauth.ts';
import { privacyRoutes } from './privacy.ts';

export const user = new Hono<AppEnv>()
  .route('/', feedbackRoutes)
  .route('/', authRoutes)
  .route('/', oauthRoutes)
  .route('/', centreRoutes)
  .route('/', privacyRoutes);
