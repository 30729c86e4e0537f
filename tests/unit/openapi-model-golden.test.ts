/**
 * Golden output of buildModel (lib/openapi/model.ts) for the real document in
 * openapi/: the safety net for refactoring it. The model (tags, operations with
 * their variants, pages with their routes, the error catalogue; the resolver
 * left out) is written as JSON with sorted keys and hashed, whole and page by
 * page, against tests/golden/openapi-model.json. A page whose hash moves is
 * named, so a failure says where to look.
 *
 * When openapi/ changes, or a change to buildModel is meant to change the
 * model, check the generated pages, then rewrite the record with
 * `UPDATE_GOLDEN=1 npx vitest run tests/unit/openapi-model-golden.test.ts`
 * and commit it with the change.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildModel} from '../../lib/openapi/model';
import {loadOpenApi} from '../../plugins/openapi-docs';
import {repoRoot} from './helpers/docs';

const RECORD = path.join(repoRoot, 'tests/golden/openapi-model.json');
const updating = process.env.UPDATE_GOLDEN === '1';

type Golden = {
  /** The bundled document's hash: when it moves, openapi/ changed and the record is to be rewritten. */
  openapi: string;
  model: string;
  operations: string[];
  pages: {[slug: string]: string};
};

/** JSON with every object's keys sorted, so the hash does not depend on the order properties were set in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as {[key: string]: unknown}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

const {document} = loadOpenApi(repoRoot);
const {tags, operations, pages, errorCodes} = buildModel(document);
const current: Golden = {
  openapi: sha256(stableJson(document)),
  model: sha256(stableJson({tags, operations, pages, errorCodes})),
  operations: operations.map((op) => `${op.method} ${op.path}${op.fixedQuery ? `?${op.fixedQuery}` : ''} ${op.id} -> ${op.slug}`),
  pages: Object.fromEntries(pages.map((page) => [page.slug, sha256(stableJson(page))])),
};

if (updating) {
  fs.mkdirSync(path.dirname(RECORD), {recursive: true});
  fs.writeFileSync(RECORD, `${JSON.stringify(current, null, 2)}\n`);
}

const recorded = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as Golden;

describe('OpenAPI model golden output', () => {
  it('is recorded for the current openapi/ (rewrite it after changing the document)', () => {
    expect(current.openapi).toBe(recorded.openapi);
  });

  it('lists the operations and variants in the recorded order', () => {
    expect(current.operations).toEqual(recorded.operations);
  });

  it('builds every page as recorded', () => {
    expect(current.pages).toEqual(recorded.pages);
  });

  it('builds the whole model as recorded', () => {
    expect(current.model).toBe(recorded.model);
  });

  it('hashes a change of one property', () => {
    const moved = {...pages[0], route: `${pages[0].route}-moved`};
    expect(sha256(stableJson(moved))).not.toBe(current.pages[pages[0].slug]);
    expect(stableJson({b: 1, a: {d: 2, c: 3}})).toBe(stableJson({a: {c: 3, d: 2}, b: 1}));
  });
});
