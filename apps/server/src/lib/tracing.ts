import { type Context, context, SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback } from 'fastify';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import type { TDialect } from '../db/create-db.js';

/**
 * OpenTelemetry traces (DESIGN-OPERATE §E): a span per request (@fastify/otel) and a `db.query`
 * child span per SQL statement, sent to an OTLP/HTTP collector. The SDK is loaded only when traces
 * are on (startTracing imports it), so an app without OTEL_EXPORTER_OTLP_ENDPOINT pays nothing.
 */
export interface Tracing {
  /** Registered first on the app, so every route and hook after it is traced. */
  plugin: FastifyPluginCallback;
  /** Wraps a Kysely dialect so each statement becomes a `db.query` span (createDb's wrapDialect). */
  wrapDialect(dialect: Dialect, system: TDialect): Dialect;
  /** Sends the spans still buffered and stops; a collector that is down loses them, never fails the close. */
  close(): Promise<void>;
}

export interface TTracingOptions {
  serviceName: string;
  /** The collector's base address (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  /** Tests: spans go here, one by one, instead of a collector. */
  exporter?: SpanExporter;
}

// OpenTelemetry's semantic conventions name the systems so.
const DB_SYSTEM: Record<TDialect, string> = { sqlite: 'sqlite', postgres: 'postgresql' };

const UNTRACED_PATHS = new Set(['/healthz', '/livez', '/metrics']);

let isContextManagerSet = false;

export async function startTracing(options: TTracingOptions): Promise<Tracing> {
  const [{ NodeTracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }, otel] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/resources'),
      import('@fastify/otel'),
    ]);
  const processor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(
        new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter({
          url: `${(options.endpoint ?? '').replace(/\/+$/, '')}/v1/traces`,
          // A collector that hangs must not hold the shutdown's last flush past the server's 10 s grace.
          timeoutMillis: 3000,
        }),
      );
  // A provider per app (tests build many apps in one process); only the context manager, which
  // carries the active span across awaits, is process-wide, and set once.
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [processor],
  });
  if (!isContextManagerSet) {
    const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    isContextManagerSet = true;
  }
  const instrumentation = new otel.FastifyOtelInstrumentation({
    // A span per hook (headers, compression, auth…) would triple each trace for little: the request,
    // its handler and its statements tell where the time went.
    instrumentHooks: false,
    // Probes and scrapes every few seconds would bury the requests worth reading.
    ignorePaths: ({ url }) => UNTRACED_PATHS.has(url),
  });
  instrumentation.setTracerProvider(provider);
  const tracer = provider.getTracer('mall-db');
  return {
    plugin: instrumentation.plugin(),
    wrapDialect: (dialect, system) => tracedDialect(dialect, tracer, DB_SYSTEM[system]),
    close: () => provider.shutdown().catch(() => {}),
  };
}

/** A statement's span: the SQL text with its placeholders, never the parameters (they hold personal data). */
async function traced<R>(tracer: Tracer, system: string, query: CompiledQuery, run: () => Promise<R>): Promise<R> {
  const parent: Context = context.active();
  const span = tracer.startSpan(
    'db.query',
    { kind: SpanKind.CLIENT, attributes: { 'db.system': system, 'db.query.text': query.sql } },
    parent,
  );
  try {
    return await run();
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
    throw err;
  } finally {
    span.end();
  }
}

class TracedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly tracer: Tracer,
    private readonly system: string,
  ) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return traced(this.tracer, this.system, query, () => this.inner.executeQuery<R>(query));
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** The driver's own calls (begin, commit, release) get the connection it made, not the wrapper. */
const unwrap = (c: DatabaseConnection) => (c instanceof TracedConnection ? c.inner : c);

function tracedDialect(dialect: Dialect, tracer: Tracer, system: string): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      return {
        init: () => driver.init(),
        acquireConnection: async () => new TracedConnection(await driver.acquireConnection(), tracer, system),
        beginTransaction: (c, settings: TransactionSettings) => driver.beginTransaction(unwrap(c), settings),
        commitTransaction: (c) => driver.commitTransaction(unwrap(c)),
        rollbackTransaction: (c) => driver.rollbackTransaction(unwrap(c)),
        savepoint:
          driver.savepoint && ((c, name, compile) => driver.savepoint?.(unwrap(c), name, compile) as Promise<void>),
        rollbackToSavepoint:
          driver.rollbackToSavepoint &&
          ((c, name, compile) => driver.rollbackToSavepoint?.(unwrap(c), name, compile) as Promise<void>),
        releaseSavepoint:
          driver.releaseSavepoint &&
          ((c, name, compile) => driver.releaseSavepoint?.(unwrap(c), name, compile) as Promise<void>),
        releaseConnection: (c) => driver.releaseConnection(unwrap(c)),
        destroy: () => driver.destroy(),
      };
    },
  };
}
