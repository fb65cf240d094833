/**
 * Whether an error means a dependency (PostgreSQL, SQLite's lock, Redis) is out of reach for the
 * moment rather than a bug: a timeout, a dropped or refused connection, a server shutting down.
 * Such a request answers 503 so clients and balancers retry later; the process keeps serving.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTCONN']);
// PostgreSQL: statement timeout / cancel, admin or crash shutdown, cannot connect now, too many
// connections, and the connection exception class 08.
const PG_CODES = /^(57014|57P0[1-3]|53300|08[0-9A-Z]{3})$/;
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Command timed out|Stream isn't writeable|Connection is closed|Reached the max retries per request/i;

export function isDependencyOutage(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = String((err as { code?: unknown }).code ?? '');
  return (
    NETWORK_CODES.has(code) ||
    PG_CODES.test(code) ||
    SQLITE_CODES.has(code) ||
    err.name === 'MaxRetriesPerRequestError' ||
    MESSAGES.test(err.message)
  );
}
