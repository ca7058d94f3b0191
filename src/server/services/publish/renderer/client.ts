/**
 * The serving process's warm renderer: one child (`child.ts`) holding the full build's kept page bundle, started at
 * the first publish (or by `warm()`) and kept between publishes; a publish run sends it the plan and gets the pages
 * rendered into its staging folder. A new full build (its `renderer.json` changed) or a dead or stuck child gets a
 * fresh one.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildPlan } from '#content/plan.ts';
import { RENDERER_DIR, RENDERER_FILE } from '#content/rendererFiles.ts';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { FAMILY } from '#lib/pageFamilies.ts';
import { logFor } from '#server/core/log.ts';
import { childEnv } from '#server/env.ts';
import { buildToken } from '#server/services/publish/token.ts';
import type { RenderJob, RenderReply, RendererReady } from './protocol.ts';

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));
const PROJECT = fileURLToPath(new URL('../../../../../', import.meta.url));
/** A run that takes longer than this is stuck: the live site stays as it is and the child is replaced. */
const TIMEOUT_MS = 5 * 60_000;
const LOG_TAIL = 4000;

const log = logFor('render');

/**
 * The warm-up run: every keyed family asked for a record that does not exist, so the child loads every page module,
 * runs each family's queries through the server and renders the pages every run renders, and writes nothing live.
 */
const WARM_PLAN: BuildPlan = {
  families: {
    [FAMILY.articleDetail]: [0],
    [FAMILY.articleList]: ['(warm-up)'],
    [FAMILY.tag]: [0],
    [FAMILY.referenceDetail]: [0],
    [FAMILY.productDetail]: [0],
    [FAMILY.standardDetail]: [0],
    [FAMILY.foodDetail]: [0],
    [FAMILY.baikeEntry]: [0],
  },
};

export interface Renderer {
  /** Render the pages of `plan` into `staging`. */
  render(plan: BuildPlan, staging: string): Promise<void>;
  /**
   * Start the child now and render a warm-up run into a scratch folder, so the first publish costs what the next one
   * does; a publish asked meanwhile waits for it. Answers when it is done (never rejects: a failure is logged).
   */
  warm(): Promise<void>;
  close(): void;
}

interface Running {
  child: ChildProcess;
  ready: Promise<void>;
  /** `renderer.json`'s mtime when started: a new full build replaces it. */
  stamp: number;
  log: string;
}

const mtimeOf = (file: string): number | null => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** `mode`: the server's NODE_ENV, which the child's settings are checked in (its own NODE_ENV is React's production). */
export function createRenderer(opts: { dist: string; sourceUrl: () => string; mode: string }): Renderer {
  const dir = path.join(opts.dist, RENDERER_DIR);
  const description = path.join(dir, RENDERER_FILE);
  let running: Running | null = null;
  let nextId = 0;
  /** The warm-up run under way: the child takes one job at a time. */
  let warming: Promise<void> | null = null;
  let closed = false;

  function stop(): void {
    running?.child.kill('SIGKILL');
    running = null;
  }

  function start(stamp: number): Running {
    const child = fork(CHILD, [dir], {
      cwd: PROJECT,
      // React and the bundle run as in the full build; content comes from this server with its token; the site's
      // identity (SITE, #content/site.ts) is read and checked in the server's own mode, as `npm run build` does.
      env: childEnv(
        {
          NODE_ENV: 'production',
          PORTAL_NODE_ENV: opts.mode,
          PORTAL_SOURCE_URL: opts.sourceUrl(),
          PORTAL_SOURCE_TOKEN: buildToken(),
        },
        [],
      ),
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const state: Running = { child, stamp, log: '', ready: Promise.resolve() };
    const keep = (chunk: Buffer) => {
      state.log = (state.log + chunk.toString()).slice(-LOG_TAIL);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', () => {
      if (running === state) running = null;
    });
    // A failed fork or a message to a child that just died: logged and dropped, never the serving process's crash.
    child.on('error', (err) => {
      keep(Buffer.from(`\n${err.message}`));
      if (running === state) running = null;
    });
    state.ready = new Promise<void>((resolve, reject) => {
      child.once('message', (m: RendererReady) => (m.ready ? resolve() : reject(new Error('renderer'))));
      child.once('exit', (code, signal) =>
        reject(new Error(`renderer exited ${signal ?? code} while loading: ${state.log.trim()}`)),
      );
    });
    state.ready.catch(() => undefined);
    return state;
  }

  function current(): Running {
    const stamp = mtimeOf(description);
    if (stamp === null) throw new Error(ADMIN_MSG.rendererMissing(dir));
    if (running && running.stamp !== stamp) stop();
    running ??= start(stamp);
    return running;
  }

  async function render(plan: BuildPlan, staging: string): Promise<void> {
    if (warming) await warming;
    return run(plan, staging);
  }

  async function run(plan: BuildPlan, staging: string): Promise<void> {
    const state = current();
    await state.ready;
    const id = ++nextId;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`renderer stuck for ${TIMEOUT_MS / 1000} s: ${state.log.trim()}`));
      }, TIMEOUT_MS);
      const finish = () => {
        clearTimeout(timer);
        state.child.off('message', onMessage);
        state.child.off('exit', onExit);
      };
      const onMessage = (reply: RenderReply) => {
        if (reply.id !== id) return;
        finish();
        if (reply.ok) resolve();
        else reject(new Error(reply.error));
      };
      const onExit = (code: number | null, signal: string | null) => {
        finish();
        reject(new Error(`renderer exited ${signal ?? code}: ${state.log.trim()}`));
      };
      state.child.on('message', onMessage);
      state.child.once('exit', onExit);
      state.child.send({ id, plan, staging } satisfies RenderJob, (err) => {
        if (!err) return;
        finish();
        reject(new Error(`renderer unreachable: ${err.message}`));
      });
    });
  }

  return {
    render,
    warm() {
      try {
        current();
      } catch {
        // No renderer in this build: the first publish reports it to the editors.
        return Promise.resolve();
      }
      const started = performance.now();
      const scratch = mkdtempSync(path.join(tmpdir(), 'portal-warm-up-'));
      warming = run(WARM_PLAN, scratch)
        .then(
          () => log.info({ ms: Math.round(performance.now() - started) }, 'page renderer warm'),
          (err: unknown) => {
            // Stopped by close() (the server stopping): nothing failed.
            if (!closed) log.warn({ err }, 'page renderer warm-up failed');
          },
        )
        .finally(() => {
          rmSync(scratch, { recursive: true, force: true });
          warming = null;
        });
      return warming;
    },
    close() {
      closed = true;
      stop();
    },
  };
}
