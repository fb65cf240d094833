/**
 * A module (or anything built from one) loaded on its first use and shared after: `load` runs once,
 * and a failed load is tried again on the next use. Optional providers' SDKs (object storage, SMS,
 * Alipay) and sharp load this way, so a process that never uses them never pays their memory: the
 * four SDKs alone were about 45 MB of a server's RSS (issue 36).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
