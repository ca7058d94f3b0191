/** /api/payment/* (spec §7): paymentWeb, getQrCode, aliPay, getOrderStatus, and the channels' notifications. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';

export const payment = new Hono<AppEnv>();
