import type { TAdminRole, TDeletionBlocker, TExportSection } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TConfig } from '../config/env.js';
import type { DB } from '../db/schema.js';
import type { TScrapedGauge } from '../lib/metrics.js';
import type { TPictureShape } from '../lib/spa-pages.js';
import type { TDeps } from './deps.js';

/** What a periodic job reports: counts of what one run did (logged when any is not zero). */
export type TJobReport = Record<string, number>;

/**
 * A periodic job of a feature. Every instance runs it, so a run must be safe on several instances
 * at once (guarded updates, claims with a lease): the schedule is a convenience, never a lock.
 */
export interface TJob {
  /** A short English name, for the logs. */
  name: string;
  /** Seconds between runs, from the settings; 0 turns the job off. */
  everySeconds(config: TConfig): number;
  /** One run. `now` lets tests run it as if later. */
  run(app: FastifyInstance, now?: number): Promise<TJobReport | undefined>;
  /** The log message of a run that did something (Chinese, as operators read it). */
  logAs?: string;
}

/**
 * One domain as the app sees it: its routes and its jobs. Each feature exports one of these from its
 * `index.ts`, and `features/index.ts` lists them: adding a domain edits its own folder and that list.
 */
export interface TFeature {
  name: string;
  /** A Fastify plugin registering the feature's calls. */
  routes?: (app: FastifyInstance) => Promise<void>;
  jobs?: TJob[];
  /** Runs once when a server starts, before it listens (the demo seeds here); not in tests' apps. */
  start?(app: FastifyInstance): Promise<void>;
  /**
   * The main picture (the LCP image) of the feature's first-screen pages, by page path: its address,
   * exactly as the page will ask for it, is named in the page's HTML as a preload, so it downloads
   * beside the page's code instead of after the code and the page's data, and the boot frame draws
   * it in its shape where the page will, so a phone paints it before the code has run.
   */
  pagePictures?: Record<string, TPagePicture>;
  /**
   * What the feature holds about a buyer, for the buyer's rights over their data (DESIGN.md §6,
   * features/privacy): each feature that keeps personal data answers for its own tables.
   */
  personalData?: TPersonalData;
  /**
   * The feature's queues of work waiting for the platform (products to review, applications, appeals,
   * unanswered feedback…): the console's dashboard counts each and links to the page that works it.
   */
  consoleQueues?: TConsoleQueueSource[];
  /** Gauges the feature computes from its own tables when Prometheus scrapes /metrics (lib/metrics.ts). */
  gauges?: TFeatureGauge[];
}

/** A feature's scrape-time gauge: the query runs on the app's database, inside the owning feature. */
export interface TFeatureGauge {
  name: string;
  help: string;
  read(db: Kysely<DB>, now: number): Promise<number>;
}

/** Every feature's gauges, bound to the app's database. */
export function collectGauges(features: readonly TFeature[], db: Kysely<DB>): TScrapedGauge[] {
  return features.flatMap((f) => f.gauges ?? []).map((g) => ({ ...g, read: (now: number) => g.read(db, now) }));
}

/** A queue of work waiting for the platform, counted on the console's dashboard (DESIGN-OPERATE §A). */
export interface TConsoleQueueSource {
  /** A stable name (`productReview`, `sellerApplications`, …). */
  key: string;
  /** What the dashboard calls it (Chinese). */
  title: string;
  /** The console page (`/admin/...`) that works it. */
  path: string;
  /** The roles besides owner who work it (as a call's `roles`; absent: every role). */
  roles?: readonly TAdminRole[];
  /** How many wait now (one indexed count). */
  count(db: Kysely<DB>, now: number): Promise<number>;
}

/** One feature's part in exporting a buyer's data and in deleting the account (个人信息保护法). */
export interface TPersonalData {
  /** The export's sections this feature fills, as plain JSON (no hashes, no other person's data). */
  export?(deps: TDeps, userId: number): Promise<Partial<Record<TExportSection, unknown>>>;
  /** What keeps the account from being deleted now (an open order, a balance), if anything. */
  blockers?(deps: TDeps, userId: number): Promise<TDeletionBlocker[]>;
  /**
   * Erases or anonymises the buyer's data when the cooling-off ends, inside the deletion's one
   * transaction (`db` is that transaction): what accounting needs stays, what names the person goes.
   */
  erase?(db: Kysely<DB>, userId: number, now: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every running feature's personal-data part, by feature name (features/privacy reads it). */
    personalData: ReadonlyMap<string, TPersonalData>;
    /** Every running feature's queues of waiting work (features/dashboard counts them). */
    consoleQueues: readonly TConsoleQueueSource[];
  }
}

/** Every feature's console queues, in list order. */
export function collectConsoleQueues(features: readonly TFeature[]): readonly TConsoleQueueSource[] {
  return features.flatMap((f) => f.consoleQueues ?? []);
}

/** Every feature's personal-data part, by feature name, in list order. */
export function collectPersonalData(features: readonly TFeature[]): ReadonlyMap<string, TPersonalData> {
  return new Map(features.flatMap((f) => (f.personalData ? [[f.name, f.personalData] as const] : [])));
}

/**
 * A page's main picture: its address for the page's query (`?id=…`; undefined when there is none), and
 * its shape. A picture whose place depends on the query (a list's first card) answers `rowsAbove`, the
 * rows the page draws above it on a phone, or null when the place cannot be told (preloaded only).
 */
export interface TPagePicture {
  shape: TPictureShape;
  address(app: FastifyInstance, query: URLSearchParams): Promise<string | TPlacedPicture | undefined>;
}

/** A main picture and the rows of chips above it on a phone (null: its place is not known). */
export interface TPlacedPicture {
  href: string;
  rowsAbove: number | null;
}

/** Every feature's page pictures, by page path. */
export function collectPagePictures(features: readonly TFeature[]): Map<string, TPagePicture> {
  return new Map(features.flatMap((f) => Object.entries(f.pagePictures ?? {})));
}

/** Registers every feature's routes, in list order. */
export async function registerFeatures(app: FastifyInstance, features: readonly TFeature[]): Promise<void> {
  for (const feature of features) if (feature.routes) await app.register(feature.routes);
}

/** Runs every feature's start step, in list order. */
export async function startFeatures(app: FastifyInstance, features: readonly TFeature[]): Promise<void> {
  for (const feature of features) await feature.start?.(app);
}

/**
 * Runs one job every `everySeconds` on this instance, never two runs of it at once; a failure is
 * logged and the next run comes as planned. Answers a stop function.
 */
export function startJob(app: FastifyInstance, job: TJob): () => void {
  const seconds = job.everySeconds(app.deps.config);
  if (seconds <= 0) return () => {};
  const { metrics } = app.deps;
  metrics.jobScheduled(job.name, seconds);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job
      .run(app)
      .then((report) => {
        metrics.jobRun(job.name, 'ok');
        if (report && Object.values(report).some((n) => n !== 0)) app.log.info(report, job.logAs ?? job.name);
      })
      .catch((err) => {
        metrics.jobRun(job.name, 'error');
        app.log.warn({ err, job: job.name }, `${job.name} failed`);
      })
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Starts every job of every feature; answers one function that stops them all. */
export function startJobs(app: FastifyInstance, features: readonly TFeature[]): () => void {
  const stops = features.flatMap((f) => f.jobs ?? []).map((job) => startJob(app, job));
  return () => {
    for (const stop of stops) stop();
  };
}
