/** Middleware: answer only callers on this machine (by the socket, never a header); others see nothing here. */
import type { MiddlewareHandler } from 'hono';
import { isLoopback, socketAddress } from './address.ts';
import type { AppEnv } from './context.ts';
import { notFound } from './respond.ts';

export const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLoopback(socketAddress(c))) return notFound(c);
  await next();
};
