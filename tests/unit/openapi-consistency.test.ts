/**
 * Every example agrees with its own operation: the OpenAPI document's response
 * examples answer the request the operation page shows (its required
 * parameters only), and the docs' JSON blocks answer the ```http samples
 * request right above them. Fields that only `expand` adds appear only when
 * the request asks for them; a page carries `next_page_starts_after` only when
 * it is full, so that a next page can exist. And each operation lists in
 * `x-error-codes` every code its body fields and path parameters can raise,
 * as domain/rest-api.yaml `error_codes[].fields` records them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {loadApiModel} from '../../plugins/openapi-docs';
import {samplePath} from '../../lib/openapi/markdown';
import type {ApiOperation} from '../../lib/openapi/model';
import {parseHttpFence} from '../../lib/samples';
import {codeBlocks, listDocs, repoRoot} from './helpers/docs';
import {exampleProblems, requiredErrorCodes, type ExampleContext} from './helpers/exampleChecks';
import {parseJsonMeta} from './helpers/openapiChecks';

const model = loadApiModel(repoRoot);
const domain = YAML.parse(fs.readFileSync(path.join(repoRoot, 'domain/rest-api.yaml'), 'utf8')) as {
  error_codes: Array<{code: string; fields?: string[]}>;
};
const fieldsByCode = new Map(domain.error_codes.filter((entry) => entry.fields).map((entry) => [entry.code, entry.fields!]));

const jsonSchemaOf = (op: ApiOperation, status: string) =>
  op.responses.find((response) => response.status === status)?.content.find((media) => /json/.test(media.mediaType))?.schema;

/** The request an operation page shows, as the query it sends. */
const pageQuery = (op: ApiOperation) => new URL(samplePath(op), 'https://api-eu.tessera.example').searchParams;

/** Problems of the document's own 2xx examples. */
function documentProblems(operations: ApiOperation[]): string[] {
  const problems: string[] = [];
  for (const op of operations) {
    for (const response of op.responses.filter((r) => r.status.startsWith('2'))) {
      for (const media of response.content.filter((m) => /json/.test(m.mediaType))) {
        for (const example of media.examples) {
          const context: ExampleContext = {query: pageQuery(op), said: `${response.description} ${example.summary ?? ''}`};
          for (const problem of exampleProblems(op, example.value, media.schema, context, model.resolver))
            problems.push(`${op.id} ${response.status} example ${example.name}: ${problem}`);
        }
      }
    }
  }
  return problems;
}

function codeProblems(operations: ApiOperation[]): string[] {
  const problems: string[] = [];
  for (const op of operations) {
    for (const [code, part] of requiredErrorCodes(op, fieldsByCode, model.resolver)) {
      if (!op.errorCodes.includes(code))
        problems.push(`${op.id}: takes ${part}, which can fail with ${code}, but x-error-codes does not list it`);
    }
  }
  return problems;
}

/** Problems of JSON blocks that show the response to the request fence right above them. */
function pageProblems(pages: Array<{relPath: string; body: string}>): {checked: number; problems: string[]} {
  const problems: string[] = [];
  let checked = 0;
  for (const doc of pages) {
    const blocks = codeBlocks(doc.body);
    blocks.forEach((block, index) => {
      const before = blocks[index - 1];
      if (block.lang !== 'json' || !before || before.lang !== 'http' || !/(^|\s)samples(\s|$)/.test(before.meta)) return;
      const declaration = parseJsonMeta(block.meta);
      if (declaration.kind !== 'response' || !declaration.status.startsWith('2')) return;
      const op = model.operations.find((candidate) => candidate.id === declaration.operationId);
      if (!op) return;
      checked += 1;
      const query = new URL(parseHttpFence(before.code).url).searchParams;
      for (const problem of exampleProblems(op, JSON.parse(block.code), jsonSchemaOf(op, declaration.status), {query}, model.resolver))
        problems.push(`docs/${doc.relPath}:${block.line} (response=${declaration.operationId}:${declaration.status}): ${problem}`);
    });
  }
  return {checked, problems};
}

describe('examples agree with their own operation', () => {
  it('every example of the OpenAPI document answers the request its operation page shows', () => {
    expect(documentProblems(model.operations)).toEqual([]);
  });

  it('every JSON block after a request in the docs answers that request', () => {
    const {checked, problems} = pageProblems(listDocs());
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('x-error-codes lists every code that the fields of the request can raise', () => {
    expect(fieldsByCode.size).toBeGreaterThanOrEqual(15);
    expect(codeProblems(model.operations)).toEqual([]);
  });

  it('fails on seeded drift: an expanded field without expand, a cursor on a last page, a missing code', () => {
    const listCharts = model.operations.find((op) => op.id === 'listCharts')!;
    const response = listCharts.responses.find((r) => r.status === '200')!.content[0];
    const chart = {id: 7, key: 'k', name: 'n', status: 'NOT_USED', archived: false, tags: [], publishedVersionThumbnailUrl: 'https://x'};
    const seeded = {
      ...listCharts,
      responses: [
        {
          ...listCharts.responses[0],
          content: [{...response, examples: [{name: 'seeded', value: {items: [{...chart, events: []}], next_page_starts_after: 7}}]}],
        },
      ],
    };
    expect(documentProblems([seeded])).toEqual([
      'listCharts 200 example seeded: shows items[0].events, which only expand=events adds, but the request does not ask for it',
      'listCharts 200 example seeded: has next_page_starts_after with 1 of at most 20 items: a page that is not full is the last one',
    ]);
    // The same page is right when the request asks for it: expand=events and limit=1.
    const query = new URLSearchParams('expand=events&limit=1');
    expect(
      exampleProblems(listCharts, {items: [{...chart, events: []}], next_page_starts_after: 7}, response.schema, {query}, model.resolver),
    ).toEqual([]);
    // A docs block after a request is held to that request.
    const page = {
      relPath: 'seeded.mdx',
      body: '```http samples\nGET /event-log?limit=100\n```\n\n```json response=listEventLogItems:200\n{"items": [], "next_page_starts_after": 3}\n```\n',
    };
    expect(pageProblems([page]).problems).toEqual([
      'docs/seeded.mdx:5 (response=listEventLogItems:200): has next_page_starts_after with 0 of at most 100 items: a page that is not full is the last one',
    ]);
    const release = model.operations.find((op) => op.id === 'releaseObjects')!;
    const withoutCode = {...release, errorCodes: release.errorCodes.filter((code) => code !== 'OBJECT_NOT_HELD_BY_TOKEN')};
    expect(codeProblems([withoutCode])).toEqual([
      'releaseObjects: takes body.holdToken, which can fail with OBJECT_NOT_HELD_BY_TOKEN, but x-error-codes does not list it',
    ]);
  });
});
