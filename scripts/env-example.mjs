// Writes .env.example from src/server/env.ts (its settings, comments, groups and defaults): run after changing env.ts;
// tests/unit/env-example.test.ts fails while the two disagree.
import { writeFileSync } from 'node:fs';
import { envExample } from '#server/deploy/envExample.ts';

writeFileSync(new URL('../.env.example', import.meta.url), envExample());
