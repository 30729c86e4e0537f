/**
 * The error catalogue: domain/rest-api.yaml writes down every `errors[].code`,
 * the OpenAPI document defines the same codes (ErrorCode) and names on each
 * operation the codes it can return (`x-error-codes`), the operation pages
 * show them under `## Errors`, docs/api/error-handling lists them all through
 * <ErrorCodeList />, and no sample decides on an error's message.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {loadApiModel, loadOpenApi, remarkErrorCodeList, renderPage} from '../../plugins/openapi-docs';
import {buildModel} from '../../lib/openapi/model';
import {pointerTokens} from '../../lib/openapi/pointer';
import {asObj} from '../../lib/openapi/schema';
import {codeBlocks, listDocs, repoRoot} from './helpers/docs';
import {operationsById, type Obj} from './helpers/openapiChecks';

type DomainCode = {code: string; status: number; meaning: string; action: string};
type Bodiless = {status: number; meaning: string; action: string};

const domain = YAML.parse(fs.readFileSync(path.join(repoRoot, 'domain/rest-api.yaml'), 'utf8')) as {
  error_codes: DomainCode[];
  bodiless_statuses: Bodiless[];
};
const {document} = loadOpenApi(repoRoot);
const model = loadApiModel(repoRoot);

/** Markdown of the document and plain text of domain/ compare equal once code spans lose their backticks. */
const plain = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

/** What is wrong with the error codes of a document (an empty list when nothing is). */
export function catalogueProblems(doc: Obj): string[] {
  const problems: string[] = [];
  const components = asObj(doc.components);
  const entries = (asObj(asObj(components.schemas).ErrorCode).oneOf as Obj[] | undefined) ?? [];
  const statusOf = new Map(entries.map((entry) => [String(entry.const), String(entry['x-status'])]));
  const resolve = (node: unknown): Obj => {
    const ref = asObj(node).$ref;
    if (typeof ref !== 'string') return asObj(node);
    const target = pointerTokens(ref).reduce<unknown>((at, key) => asObj(at)[key], doc);
    return {...resolve(target), ...Object.fromEntries(Object.entries(asObj(node)).filter(([key]) => key !== '$ref'))};
  };
  for (const [id, operation] of operationsById(doc)) {
    if (id !== String(operation.op.operationId)) continue;
    const codes = ((operation.op['x-error-codes'] as unknown[] | undefined) ?? []).map(String);
    const responses = asObj(operation.op.responses);
    for (const code of codes) {
      const status = statusOf.get(code);
      if (status === undefined) problems.push(`${id}: ${code} is not in ErrorCode`);
      else if (!(status in responses)) problems.push(`${id}: ${code} has status ${status}, which the operation has no response for`);
    }
    if (new Set(codes).size !== codes.length) problems.push(`${id}: x-error-codes names a code twice`);
    for (const [status, raw] of Object.entries(responses)) {
      if (status.startsWith('2')) continue;
      const response = resolve(raw);
      const hasBody = Object.keys(asObj(response.content)).length > 0;
      const listed = codes.filter((code) => statusOf.get(code) === status);
      if (hasBody && listed.length === 0) problems.push(`${id}: the ${status} response names no error code in x-error-codes`);
      if (!hasBody && typeof response['x-action'] !== 'string')
        problems.push(`${id}: the ${status} response has no body, so it needs an x-action`);
    }
  }
  return problems;
}

describe('the error catalogue', () => {
  it('domain/ and the OpenAPI document define the same codes, statuses, meanings and actions', () => {
    const fromDocument = model.errorCodes.map((entry) => ({
      code: entry.code,
      status: Number(entry.status),
      meaning: plain(entry.meaning),
      action: plain(entry.action),
    }));
    const fromDomain = domain.error_codes.map((entry) => ({
      code: entry.code,
      status: entry.status,
      meaning: plain(entry.meaning),
      action: plain(entry.action),
    }));
    expect(fromDocument).toEqual(fromDomain);
    expect(fromDomain.length).toBeGreaterThanOrEqual(30);
    expect(fromDomain.map((entry) => entry.code)).toEqual(
      expect.arrayContaining([
        'EVENT_NOT_FOUND',
        'RATE_LIMIT_EXCEEDED',
        'OBJECT_NOT_HELD_BY_TOKEN',
        'HOLD_TOKEN_EXPIRED',
        'OBJECT_ALREADY_BOOKED',
      ]),
    );
  });

  it('401 and 403 carry no code, and their responses say what to do as domain/ does', () => {
    for (const {status, action} of domain.bodiless_statuses) {
      const name = status === 401 ? 'Unauthorized' : 'Forbidden';
      const response = asObj(asObj(asObj(document.components).responses)[name]);
      expect(response.content, name).toBeUndefined();
      expect(plain(String(response['x-action'])), name).toBe(plain(action));
    }
  });

  it('every operation names the codes of each error response, and only codes whose status it has', () => {
    expect(catalogueProblems(document)).toEqual([]);
    for (const op of model.operations) expect(op.errorCodes, op.id).toContain('RATE_LIMIT_EXCEEDED');
  });

  it('finds seeded mistakes: an unknown code, a code without its response, a response without codes', () => {
    const seeded = structuredClone(document);
    const book = asObj(asObj(asObj(seeded.paths)['/events/{eventKey}/actions/book']).post);
    book['x-error-codes'] = ['OBJECT_TELEPORTED', 'ILLEGAL_ARGUMENT', 'RATE_LIMIT_EXCEEDED'];
    expect(catalogueProblems(seeded)).toEqual([
      'bookObjects: OBJECT_TELEPORTED is not in ErrorCode',
      'bookObjects: the 404 response names no error code in x-error-codes',
    ]);
    const hold = asObj(asObj(asObj(seeded.paths)['/hold-tokens']).post);
    hold['x-error-codes'] = ['HOLD_TOKEN_NOT_FOUND', 'HOLD_TOKEN_LIFETIME_EXCEEDED', 'RATE_LIMIT_EXCEEDED'];
    expect(catalogueProblems(seeded)).toContain(
      'createHoldToken: HOLD_TOKEN_NOT_FOUND has status 404, which the operation has no response for',
    );
  });

  it('the page generator refuses a code the catalogue does not define', () => {
    const seeded = structuredClone(document);
    asObj(asObj(asObj(seeded.paths)['/hold-tokens']).post)['x-error-codes'] = ['HOLD_TOKEN_MELTED'];
    expect(() => buildModel(seeded)).toThrow(/createHoldToken: x-error-codes names HOLD_TOKEN_MELTED/);
  });
});

describe('errors on the pages', () => {
  it('every operation page lists each code under ## Errors: a table row of its status, the code and what to do', () => {
    for (const page of model.pages) {
      const mdx = renderPage(page, model);
      const errors = mdx
        .split(/^#{2,3} Errors$/m)
        .slice(1)
        .map((part) => part.split(/^#{2,3} /m)[0]);
      expect(errors.length, page.slug).toBe(page.operations.length);
      page.operations.forEach((op, index) => {
        const rows = errors[index].split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
        expect(rows[0], page.slug).toBe('| Status | Code | What to do |');
        for (const code of op.errorCodes) {
          const entry = model.errorCodes.find((e) => e.code === code)!;
          const row = rows.find((line) => line.includes(`| \`${code}\` |`));
          expect(row, `${page.slug} ${code}`).toBeDefined();
          const [status, , remedy] = row!.slice(2, -2).split(' | ');
          expect(status, `${page.slug} ${code} status`).toContain(entry.status);
          expect(remedy.trim().length, `${page.slug} ${code} what to do`).toBeGreaterThan(10);
        }
        for (const status of ['401', '403']) {
          const row = rows.find((line) => line.startsWith(`| [${status} `));
          expect(row, `${page.slug} ${status}`).toMatch(/\| None: the body is empty \| \S/);
          expect(row, `${page.slug} ${status}`).toContain('error-handling.mdx#401-and-403-have-no-body');
        }
      });
    }
  });

  it('a code removed from an operation disappears from its page', () => {
    const book = model.pages.find((page) => page.slug === 'book-objects')!;
    const trimmed = {
      ...model,
      operations: model.operations.map((op) =>
        op.id === 'bookObjects' ? {...op, errorCodes: op.errorCodes.filter((c) => c !== 'OBJECT_ALREADY_BOOKED')} : op,
      ),
    };
    const page = {...book, operations: book.operations.map((op) => trimmed.operations.find((o) => o.id === op.id)!)};
    expect(renderPage(book, model)).toContain('`OBJECT_ALREADY_BOOKED`');
    expect(renderPage(page, trimmed)).not.toContain('`OBJECT_ALREADY_BOOKED`');
  });

  it('docs/api/error-handling lists every code through <ErrorCodeList />', async () => {
    const file = path.join(repoRoot, 'docs/api/error-handling.mdx');
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^<ErrorCodeList \/>$/m);
    const out = String(
      await compile({value: '<ErrorCodeList />\n', path: file}, {remarkPlugins: [[remarkErrorCodeList, {siteDir: repoRoot}]], jsx: true}),
    );
    for (const entry of model.errorCodes) {
      expect(out, entry.code).toContain(`<_components.code>{"${entry.code}"}</_components.code>`);
    }
    expect(out.match(/<_components\.li>/g)?.length).toBe(model.errorCodes.length);
    expect(out.match(/<_components\.h3/g)?.length).toBe(new Set(model.errorCodes.map((entry) => entry.status)).size);
    expect(out).toContain('"400 Bad Request"');
    expect(out).not.toContain('ErrorCodeList');
  });
});

describe('samples decide on codes, not on messages', () => {
  /** Lines of JavaScript that compare or search an error message. */
  const decidesOnMessage = (code: string) =>
    code
      .split('\n')
      .filter((line) =>
        /\bmessages?\b(\[\d+\])?\s*(===|!==|==|!=)|\bmessages?\b(\[\d+\])?\.(includes|startsWith|endsWith|match|indexOf|search)\(/.test(
          line,
        ),
      );

  it('no JavaScript or TypeScript sample in docs/ branches on an error message', () => {
    const failures: string[] = [];
    for (const doc of listDocs()) {
      for (const block of codeBlocks(doc.body)) {
        if (!['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript'].includes(block.lang)) continue;
        for (const line of decidesOnMessage(block.code)) failures.push(`${doc.relPath}:${block.line}: ${line.trim()}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('catches a seeded sample that does', () => {
    expect(decidesOnMessage("if (body.errors[0].message.includes('not held')) retry();")).toHaveLength(1);
    expect(decidesOnMessage("if (error.message === 'Event not found') return null;")).toHaveLength(1);
    expect(decidesOnMessage("if (error.code === 'EVENT_NOT_FOUND') return null;")).toEqual([]);
  });
});
