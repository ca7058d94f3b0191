/**
 * Every test file: the server logs at info (so tests/logCapture.ts sees every line), but only warnings and errors reach
 * the run's output, unless VERBOSE=1 asks for all of them.
 */
import { tapLog } from '#server/core/log.ts';

const LOUD = /^\{"level":"(warn|error|fatal)"/;

if (!process.env.VERBOSE) tapLog((line) => void (LOUD.test(line) && process.stdout.write(line)));
