import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_CALLS as ADMIN_WIRE } from './admin-wire.js';
import { ALL_CALLS, CALLS } from './index.js';
import { SELLER_CALLS as SELLER_WIRE } from './seller-wire.js';
import { CALLS as WIRE } from './wire.js';

/** Relative imports of a module that run (type-only imports are erased). */
function runtimeImports(file: URL): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)(?! type)[^;]*?from '([^']+)';/gms)].map((m) => m[1] ?? '');
}

/**
 * src/wire-calls.ts is generated from CALLS (the one place paths are written): the same table without
 * the zod schemas, for the web. `UPDATE_WIRE=1 npx vitest run --project contract wire` rewrites it;
 * this test fails while it is stale.
 */
const FILE = new URL('./wire-calls.ts', import.meta.url);

const SELLER_FILE = new URL('./seller-wire-calls.ts', import.meta.url);
const ADMIN_FILE = new URL('./admin-wire-calls.ts', import.meta.url);

/** The seller workbench's domains (`seller…`) go to their own table: no buyer page pays for them. */
const isSellerDomain = (domain: string) => domain.startsWith('seller');
/** The platform console's domains (`admin…`): only /admin pages load them. */
const isAdminDomain = (domain: string) => domain.startsWith('admin');

function renderDomains(only: (domain: string) => boolean): string {
  const domains = Object.entries(CALLS)
    .filter(([domain]) => only(domain))
    .map(([domain, calls]) => {
      const entries = Object.entries(calls).map(([name, c]) => {
        // What a page needs to send the call; `kind` only when it is not JSON, and no title: every one
        // of them is in the first screens' code, so each byte here is paid on every cold visit.
        const fields: Record<string, string> = { path: c.path, auth: c.auth };
        if (c.kind !== 'json') fields.kind = c.kind;
        if (c.planned) fields.planned = c.planned;
        const body = Object.entries(fields)
          .map(([k, v]) => `      ${k}: '${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}',\n`)
          .join('');
        return `    ${name}: {\n${body}    },`;
      });
      return `  ${domain}: {\n${entries.join('\n')}\n  },`;
    });
  return domains.join('\n');
}

/** The generated file's head: it imports the domain types its table's type names. */
const header = (domainTypes: string) =>
  `// Generated from CALLS by src/wire.test.ts; do not edit (UPDATE_WIRE=1 npx vitest run --project contract wire).
import type { TWireCalls } from './common/call.js';
import type { ${domainTypes}, CALLS as TYPED } from './index.js';
`;

function render(): string {
  return `${header('TAdminDomain, TSellerDomain')}
/**
 * Every call's wire data (path, credential, kind unless JSON) without its zod schema: what the web needs to
 * send a call, with the request and response types of CALLS, and no zod at run time. The seller
 * workbench's domains are in seller-wire-calls.ts.
 */
export const CALLS = {
${renderDomains((d) => !isSellerDomain(d) && !isAdminDomain(d))}
} as unknown as TWireCalls<Omit<typeof TYPED, TSellerDomain | TAdminDomain>>;
`;
}

function renderAdmin(): string {
  return `${header('TAdminDomain')}
/** The platform console's calls (CALLS' \`admin…\` domains) without their zod schemas: only /admin pages load them. */
export const ADMIN_CALLS = {
${renderDomains(isAdminDomain)}
} as unknown as TWireCalls<Pick<typeof TYPED, TAdminDomain>>;
`;
}

function renderSeller(): string {
  return `${header('TSellerDomain')}
/** The seller workbench's calls (CALLS' \`seller…\` domains) without their zod schemas: only /seller pages load them. */
export const SELLER_CALLS = {
${renderDomains(isSellerDomain)}
} as unknown as TWireCalls<Pick<typeof TYPED, TSellerDomain>>;
`;
}

describe('the contract without zod (@mall/contract/wire)', () => {
  it('loads no zod and no region data, however deep its imports go', () => {
    const seen = new Set<string>();
    const visit = (file: URL) => {
      if (seen.has(file.href)) return;
      seen.add(file.href);
      for (const spec of runtimeImports(file)) {
        expect(spec, `${file.pathname} imports ${spec}`).not.toMatch(/^zod|china-area-data/);
        if (spec.startsWith('.')) visit(new URL(spec.replace(/\.js$/, '.ts'), file));
      }
    };
    visit(new URL('./wire.ts', import.meta.url));
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('the wire table (src/wire-calls.ts)', () => {
  it('is CALLS without the schemas, generated and fresh', () => {
    const expected = render();
    const expectedSeller = renderSeller();
    const expectedAdmin = renderAdmin();
    if (process.env.UPDATE_WIRE) {
      fs.writeFileSync(FILE, expected);
      fs.writeFileSync(SELLER_FILE, expectedSeller);
      fs.writeFileSync(ADMIN_FILE, expectedAdmin);
    }
    expect(fs.readFileSync(FILE, 'utf8')).toBe(expected);
    expect(fs.readFileSync(SELLER_FILE, 'utf8')).toBe(expectedSeller);
    expect(fs.readFileSync(ADMIN_FILE, 'utf8')).toBe(expectedAdmin);
  });

  it('has every call with the same path, credential and kind', () => {
    const wire = [...Object.values(WIRE), ...Object.values(SELLER_WIRE), ...Object.values(ADMIN_WIRE)].flatMap(
      (d) => Object.values(d) as { path: string; auth: string; kind?: string }[],
    );
    const sorted = (rows: string[][]) => rows.map((r) => r.join(' ')).sort();
    expect(sorted(wire.map((c) => [c.path, c.auth, c.kind ?? 'json']))).toEqual(
      sorted(ALL_CALLS.map((c) => [c.path, c.auth, c.kind])),
    );
    // The buyer's table holds no seller call, so no buyer page pays for the workbench.
    expect(
      Object.values(WIRE)
        .flatMap((d) => Object.values(d) as { auth: string }[])
        .some((c) => c.auth === 'seller' || c.auth === 'admin'),
    ).toBe(false);
    expect(wire.some((c) => 'request' in c)).toBe(false);
  });
});
