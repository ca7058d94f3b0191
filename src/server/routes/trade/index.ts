/** /api/trade/* (spec §7): the home page, the product directory, the product page and the country page. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { tradeCountry } from './country.ts';
import { tradeDirectory } from './directory.ts';
import { tradeDownload } from './download.ts';
import { tradeHome } from './home.ts';
import { tradeProduct } from './product.ts';

export const trade = new Hono<AppEnv>()
  .route('/', tradeHome)
  .route('/', tradeDirectory)
  .route('/', tradeProduct)
  .route('/', tradeCountry)
  .route('/', tradeDownload);
