// Hot reads as prepared statements (issue 20): the query is built once (drizzle's query building
// is what a read costs most in this process) and, on PostgreSQL, sent by name, so each connection
// parses and plans it once. Built on first use; used only outside transactions (a repository
// given a transaction builds its queries as usual).
export function preparedOnce<Q>(build: () => Q): () => Q {
  let query: Q | undefined;
  return () => (query ??= build());
}
