/** Package version + build id of the web app, defined by vite.config.ts at build time. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** `true` turns error reports on under `vite` dev; `false` turns them off in a build. */
  readonly VITE_REPORT_ERRORS?: string;
}
