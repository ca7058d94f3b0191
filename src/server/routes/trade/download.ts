/**
 * GET /api/trade/download?table=&format=csv|xlsx&<the table's call's parameters>: one trade table as a file, for
 * members (a link the browser opens: the token cookie signs it in, see cookieToken.ts). Each table is answered by
 * the same service and checks as its call, then shaped by services/trade/tables.ts and written by the one writer.
 */
import { Hono, type Context } from 'hono';
import { currentUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { refuse } from '#server/http/respond.ts';
import { contentDisposition, tableFile } from '#server/services/files/tableFile.ts';
import { TRADE_TABLE_SHAPE, type TradeTableAnswer } from '#server/services/trade/tables.ts';
import type { TradeTable } from '#lib/trade/download.ts';
import { TRADE_DOWNLOAD_MSG } from '#lib/trade/messages.ts';
import { tradeDownloadSchema, type TradeDownloadInput } from '#lib/trade/validators.ts';
import { TRADE_ANSWER } from './answers.ts';

type Input<T extends TradeTable> = Extract<TradeDownloadInput, { table: T }>;

async function tableOf<T extends TradeTable>(c: Context<AppEnv>, input: Input<T>) {
  const answer = await (
    TRADE_ANSWER[input.table] as (c: Context<AppEnv>, i: Input<T>) => Promise<TradeTableAnswer[T]>
  )(c, input);
  return TRADE_TABLE_SHAPE[input.table](answer);
}

export const tradeDownload = new Hono<AppEnv>().get('/download', async (c) => {
  const input = await validate(c, tradeDownloadSchema);
  // Until the VIP limits of 数据检索 are decided, members download and visitors see (issue 15).
  if (!(await currentUser(c))) return refuse(c, TRADE_DOWNLOAD_MSG.loginRequired);
  const file = await tableFile(await tableOf(c, input), input.format);
  return c.body(file.body, 200, {
    'content-type': file.type,
    'content-disposition': contentDisposition(file.filename, `trade-${input.table}.${input.format}`),
    'cache-control': 'no-store',
  });
});
