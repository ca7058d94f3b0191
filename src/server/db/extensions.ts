/** The PGlite extensions the migrations create (pg_trgm for search: drizzle/0007_search_index.sql). */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}
