/** /api/admin/*: the editor API (not in the spec; the editor screen /admin uses it). Editors only. */
import { Hono } from 'hono';
import { customOrderListSchema } from '#lib/content/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { requireEditor } from '#server/http/editor.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { customOrderList } from '#server/services/content/customOrders.ts';
import { adminArticle } from './article.ts';
import { adminAttachment } from './attachment.ts';
import { adminCommerce } from './commerce.ts';
import { adminInvoice } from './invoices.ts';
import { adminProduct } from './product.ts';
import { adminReference } from './reference.ts';
import { adminPublish } from './publish.ts';
import { adminVegetable } from './vegetable.ts';
import { adminSupplyDemand } from './supplyDemand.ts';
import { adminIndustryTable } from './industryTable.ts';
import { adminBaike } from './baike.ts';
import { adminDeletion } from './deletions.ts';
import { adminLegal } from './legal.ts';

export const admin = new Hono<AppEnv>()
  .use('*', requireEditor)
  .route('/article', adminArticle)
  .route('/attachment', adminAttachment)
  .route('/reference', adminReference)
  .route('/product', adminProduct)
  .route('/publish', adminPublish)
  .route('/commerce', adminCommerce)
  .route('/invoice', adminInvoice)
  .route('/vegetable', adminVegetable)
  .route('/supplyDemand', adminSupplyDemand)
  .route('/industryTable', adminIndustryTable)
  .route('/baike', adminBaike)
  .route('/deletion', adminDeletion)
  .route('/legal', adminLegal)
  .post('/customOrder/list', async (c) => {
    const { status, page, pageSize } = await validate(c, customOrderListSchema);
    return ok(c, await customOrderList(c.get('deps').db, status, { page, pageSize }));
  });
