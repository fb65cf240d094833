import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One screen of first-screens.json. */
export interface TFirstScreen {
  name: string;
  path: string;
  visit: string;
  modules: string[];
}

/** What the build tells the server about a first screen: the files to name in its HTML. */
export interface TFirstScreenAssets {
  name: string;
  path: string;
  /** JS chunks the page loads beyond the entry's own (entry first-level preloads excluded). */
  js: string[];
  css: string[];
}

export function readFirstScreens(webRoot: string): TFirstScreen[] {
  return JSON.parse(fs.readFileSync(path.join(webRoot, 'first-screens.json'), 'utf8')).screens;
}

interface TChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  name: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes dist/.vite/first-screens.json: for each first screen, the JS chunks and CSS its route
 * modules load (static imports, closed over) that the entry does not already bring. The server adds
 * them to the HTML of that path as modulepreload / preload links.
 */
export function firstScreensPlugin(webRoot: string): Plugin {
  return {
    name: 'mall-first-screens',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, TChunkLike>();
      for (const item of Object.values(bundle))
        if (item.type === 'chunk') chunks.set(item.fileName, item as TChunkLike);
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of chunks.get(file)?.imports ?? []) visit(next);
        };
        for (const file of start) visit(file);
        return seen;
      };
      // The mall's entry (index.html), not the seller workbench's (seller.html).
      const entry = [...chunks.values()].filter((c) => c.isEntry && c.name === 'index').map((c) => c.fileName);
      const loaded = closure(entry);
      const byModule = (module: string) => {
        const abs = path.join(webRoot, module);
        // The chunk the route module starts, or the shared chunk it was grouped into (vite.config.ts).
        const all = [...chunks.values()];
        const chunk = all.find((c) => c.facadeModuleId === abs) ?? all.find((c) => c.moduleIds.includes(abs));
        if (!chunk) this.error(`first-screens.json names ${module}, which is no chunk of the build`);
        return chunk.fileName;
      };
      const screens: TFirstScreenAssets[] = readFirstScreens(webRoot).map((screen) => {
        const files = [...closure(screen.modules.map(byModule))].filter((f) => !loaded.has(f));
        const css = new Set<string>();
        for (const f of files) for (const c of chunks.get(f)?.viteMetadata?.importedCss ?? []) css.add(c);
        return { name: screen.name, path: screen.path, js: files, css: [...css] };
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-screens.json',
        source: `${JSON.stringify({ screens }, null, 2)}\n`,
      });
    },
  };
}
