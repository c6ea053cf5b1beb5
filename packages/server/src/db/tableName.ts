/**
 * The stores' table names, checked once for every backend: a name is spliced into SQL (identifiers cannot be query
 * parameters), so it is letters, digits and `_`, starting with a letter or `_`, at most 63 characters (PostgreSQL's
 * identifier limit; SQLite takes the same).
 * @throws TypeError naming the backend (`who`) when `table` is anything else.
 */
export function tableName(table: string | undefined, fallback: string, who: string): string {
  const name = table ?? fallback;
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new TypeError(`${who}: \`table\` is letters, digits and _ only`);
  return name;
}
