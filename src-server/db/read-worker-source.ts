/**
 * The code of a read thread, run with `new Worker(source, { eval: true })`. It is kept as plain
 * JavaScript text so the same thread starts from the TypeScript sources (tests, tsx) and from the
 * built server bundle, where a separate worker file would need a build step of its own.
 *
 * Each thread keeps one connection per database file it has been asked about, opened with
 * query_only (it can never write), and a cache of prepared statements per connection. In WAL mode
 * its reads run beside the main connection's writes and see every commit made before they start.
 */
export const READ_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const MAX_STATEMENTS = 500;
const connections = new Map();

function connectionFor(file) {
  let connection = connections.get(file);
  if (!connection) {
    const db = new Database(file, { fileMustExist: true });
    db.pragma('query_only = ON');
    db.pragma('busy_timeout = 5000');
    connection = { db, statements: new Map() };
    connections.set(file, connection);
  }
  return connection;
}

function statementFor(connection, sql) {
  let statement = connection.statements.get(sql);
  if (!statement) {
    statement = connection.db.prepare(sql);
    if (!statement.reader) throw new Error('A read thread only runs statements that return rows');
    if (connection.statements.size >= MAX_STATEMENTS) connection.statements.clear();
    connection.statements.set(sql, statement);
  }
  return statement;
}

parentPort.on('message', (message) => {
  if (message.type === 'forget') {
    const connection = connections.get(message.file);
    connections.delete(message.file);
    try { if (connection) connection.db.close(); } catch {}
    parentPort.postMessage({ id: message.id });
    return;
  }
  try {
    const rows = statementFor(connectionFor(message.file), message.sql).all(message.bindings);
    parentPort.postMessage({ id: message.id, rows });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;
