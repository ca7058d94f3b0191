// `npm run bench`: the figures of the foundation issue, against a server this script starts.
import { execFileSync, spawn } from 'node:child_process';

const node = process.execPath;
execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
execFileSync(node, ['tests/bench/cold-start.mjs', '5'], { stdio: 'inherit' });
const server = spawn(node, ['src/server/serve.ts'], {
  env: { ...process.env, PORT: '4387' },
  stdio: 'ignore',
});
await new Promise((r) => setTimeout(r, 6000));
try {
  execFileSync(node, ['tests/bench/js-weight.mjs', 'http://localhost:4387'], { stdio: 'inherit' });
} finally {
  server.kill('SIGTERM');
}
