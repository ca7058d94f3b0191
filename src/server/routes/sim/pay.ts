/** /api/sim/pay/*: the local payment simulator (WeChat Pay v3 and the Alipay gateway). Never mounted in production. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { simPayAlipay } from './payAlipay.ts';
import { simPayWechat } from './payWechat.ts';

export const simPay = new Hono<AppEnv>().route('/wechat', simPayWechat).route('/alipay', simPayAlipay);
