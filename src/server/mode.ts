/** The start line of the server: which mode it runs in, why, and what that turns on or off. */
import { loadsDemo, type Env } from './env.ts';
import { isSimulated, offeredChannels } from '#server/providers/pay/config.ts';

function demoData(env: Env): string {
  if (env.NODE_ENV === 'production') return 'demo data off';
  if (loadsDemo(env)) return `demo data on (${env.DEMO ? 'DEMO=1' : 'embedded database'})`;
  return `demo data off (${env.DEMO === false ? 'DEMO=0' : 'DATABASE_URL set'})`;
}

/** `reason` names the setting that chose the mode (modeReason() in env.ts). */
export function modeLine(env: Env, reason: string): string {
  const production = env.NODE_ENV === 'production';
  const channels = offeredChannels(env).map((ch) => (isSimulated(env, ch) ? `${ch} simulated` : ch));
  return [
    `${env.NODE_ENV} mode (${reason}): ${production ? 'simulators off' : 'simulators on at /api/sim'}`,
    demoData(env),
    `SMS ${env.SMS_PROVIDER === 'dev' ? 'development outbox' : env.SMS_PROVIDER}`,
    `payment ${channels.length ? channels.join(', ') : 'none offered'}`,
    env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${env.DATA_DIR}`,
  ].join(', ');
}
