import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeFlagsOf, REPO_ROOT, startNodeFlags } from './test/http-server.js';

function read(file: string): string {
  return fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
}

describe('the flags node runs the server with', () => {
  it('are the same wherever the built server runs: npm start, the server package, the deploy unit', () => {
    const flags = startNodeFlags();
    // A young generation of 2 × 4 MB: one process's peak RSS under the bench ~190 MB, not ~240 (server.ts).
    expect(flags).toContain('--max-semi-space-size=4');
    const serverStart = (JSON.parse(read('apps/server/package.json')) as { scripts: { start: string } }).scripts.start;
    expect(nodeFlagsOf(serverStart.split('&&').at(-1) ?? '')).toEqual(flags);
    const execStart = read('docs/deploy/zhilian-mall@.service')
      .split('\n')
      .find((line) => line.startsWith('ExecStart='));
    expect(nodeFlagsOf(execStart?.slice('ExecStart='.length) ?? '')).toEqual(flags);
  });
});
