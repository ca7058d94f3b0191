/** Astro integration: mounts the Hono API into `astro dev`, loaded through Vite so edits apply on reload. */
export default function devApi() {
  return {
    name: 'portal-dev-api',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          if (!req.url?.startsWith('/api/') && !req.url?.startsWith('/uploads/')) return next();
          const { nodeListener } = await server.ssrLoadModule('/src/server/runtime.ts');
          (await nodeListener())(req, res);
        });
      },
    },
  };
}
