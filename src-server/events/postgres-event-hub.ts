import pg from 'pg';
import type { LiveEventName, LiveEvents } from '../../src-shared/live-events';
import { createLogger, type Logger } from '../http/request-log';
import { createEventHub, type EventHub, type EventHubOptions, type StreamSelection } from './live-events';

export interface SharedEventHubOptions extends EventHubOptions {
  /** the NOTIFY channel; tests give each hub pair its own */
  channel?: string;
  /** payloads up to this many bytes travel in the notification itself (PostgreSQL allows 8000) */
  inlineBytes?: number;
  /** rows in live_events older than this are deleted */
  keepStoredMs?: number;
  /** wait before connecting again after the listening connection was lost */
  reconnectMs?: number;
  /** where lost connections and failed sends are reported */
  logger?: Logger;
}

export interface SharedEventHub extends EventHub {
  /** Stops listening and closes the hub's own connection. */
  close: () => Promise<void>;
}

/** What travels between processes: an event for a member's streams, or an order to close some of them. */
type Envelope = { publish: { userId: number; event: LiveEventName; data: unknown } } | { close: { userId: number; which?: StreamSelection } };

const CHANNEL = 'nestly_live_events';

type Query = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<pg.QueryResult<R>>;

/** A client's queries one after another, in the order asked: node-postgres no longer queues them itself. */
function oneAtATime(connection: pg.Client): Query {
  let tail: Promise<unknown> = Promise.resolve();
  return <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => {
    const result = tail.then(() => connection.query<R>(sql, params));
    tail = result.catch(() => undefined);
    return result;
  };
}

const NOTIFY = 'SELECT pg_notify($1, $2)';
// a large payload is kept in live_events and only its id is notified, in one statement (one commit)
const STORE_AND_NOTIFY = `WITH stored AS (INSERT INTO live_events (payload, created_at) VALUES ($2, $3) RETURNING id)
  SELECT pg_notify($1, json_build_object('ref', id)::text) FROM stored`;

/**
 * The event hub of several server processes on one PostgreSQL database. Each process keeps its own
 * members' streams in the in-process hub; publish and closeStreams go out as NOTIFY on one channel
 * that every process LISTENs to (its own included), and each hands what arrives to its own streams.
 *
 * One connection of the hub's own sends and listens: notifications from one session are delivered in
 * the order they were sent, and arrivals are handled one after another, so a member's events keep
 * their order. Messages can exceed NOTIFY's 8000-byte payload, so anything large is stored in
 * live_events and the notification carries its id.
 */
export async function createPostgresEventHub(databaseUrl: string, options: SharedEventHubOptions = {}): Promise<SharedEventHub> {
  const { channel = CHANNEL, inlineBytes = 7000, keepStoredMs = 5 * 60_000, reconnectMs = 1000, logger = createLogger('silent') } = options;
  const local = createEventHub(options);
  let client: { connection: pg.Client; query: Query } | undefined;
  let closed = false;
  let arrivals: Promise<void> = Promise.resolve();
  let lastSweep = Date.now();

  const deliver = (envelope: Envelope) => {
    if ('publish' in envelope) {
      const { userId, event, data } = envelope.publish;
      local.publish(userId, event, data as LiveEvents[typeof event]);
    } else {
      local.closeStreams(envelope.close.userId, envelope.close.which);
    }
  };

  const receive = async (query: Query, payload: string) => {
    const message = JSON.parse(payload) as Envelope | { ref: number };
    if (!('ref' in message)) return deliver(message);
    const { rows } = await query<{ payload: string }>('SELECT payload FROM live_events WHERE id = $1', [message.ref]);
    if (rows[0]) deliver(JSON.parse(rows[0].payload) as Envelope);
  };

  const reconnectLater = () => {
    if (closed) return;
    setTimeout(() => {
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'Could not reach PostgreSQL for live events; trying again');
        reconnectLater();
      });
    }, reconnectMs).unref();
  };

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: databaseUrl });
    const query = oneAtATime(connection);
    connection.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      const payload = notification.payload;
      arrivals = arrivals.then(() => receive(query, payload)).catch((error: unknown) => logger.error({ err: error }, 'Could not hand on a live event'));
    });
    const lost = (error?: Error) => {
      if (client?.connection !== connection) return;
      client = undefined;
      logger.warn({ err: error }, 'The live-event connection to PostgreSQL was lost; connecting again');
      reconnectLater();
    };
    connection.on('error', lost);
    connection.on('end', () => lost());
    try {
      await connection.connect();
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await connection.end());
    client = { connection, query };
  };

  // stored payloads are read within moments of their notification; minutes later nobody needs them
  const sweepMaybe = (query: Query) => {
    const now = Date.now();
    if (now - lastSweep < keepStoredMs) return;
    lastSweep = now;
    query('DELETE FROM live_events WHERE created_at < $1', [now - keepStoredMs]).catch((error: unknown) =>
      logger.error({ err: error }, 'Could not sweep old live events'),
    );
  };

  const send = (envelope: Envelope) => {
    const query = client?.query;
    if (!query) {
      logger.warn('A live event was not sent: the connection to PostgreSQL is being restored');
      return;
    }
    const text = JSON.stringify(envelope);
    const sent = Buffer.byteLength(text) <= inlineBytes ? query(NOTIFY, [channel, text]) : query(STORE_AND_NOTIFY, [channel, text, Date.now()]);
    sent.catch((error: unknown) => logger.error({ err: error }, 'Could not send a live event'));
    sweepMaybe(query);
  };

  await connect();

  return {
    subscribe: local.subscribe,
    streamCount: local.streamCount,
    // another process may hold the member's streams
    mayBeListening: () => true,
    publish: <E extends LiveEventName>(userId: number, event: E, data: LiveEvents[E]) => send({ publish: { userId, event, data } }),
    // this process's streams close at once, as with one process; the others' when the notice arrives
    closeStreams: (userId: number, which?: StreamSelection) => {
      local.closeStreams(userId, which);
      send({ close: { userId, ...(which ? { which } : {}) } });
    },
    close: async () => {
      closed = true;
      const connection = client?.connection;
      client = undefined;
      await arrivals;
      await connection?.end();
    },
  };
}
