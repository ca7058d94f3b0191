// `npm run bench`: the figures of the foundation issue, against a server this script starts.
import { execFileSync } from 'node:child_process';
import { node, startPortal } from './portal.mjs';

execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
// The project's own database and build (./data, ./dist), as `npm start` serves them.
execFileSync(node, ['tests/bench/cold-start.mjs', '5', '--work', '.'], { stdio: 'inherit' });
const portal = await startPortal({ PORT: '4387' });
try {
  execFileSync(node, ['tests/bench/js-weight.mjs', 'http://localhost:4387'], { stdio: 'inherit' });
} finally {
  await portal.stop();
}
