// Unit tests run in Node: give them a localStorage (the session store reads it when created).
const data = new Map<string, string>();
const storage: Storage = {
  getItem: (k) => data.get(k) ?? null,
  setItem: (k, v) => void data.set(k, String(v)),
  removeItem: (k) => void data.delete(k),
  clear: () => data.clear(),
  key: (i) => [...data.keys()][i] ?? null,
  get length() {
    return data.size;
  },
};
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
