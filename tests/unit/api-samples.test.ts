/**
 * The samples of the docs agree with the OpenAPI document: every JSON block
 * that shows REST data validates against the schema its fence meta declares,
 * every ```http samples fence (hand-written and generated) is a request the
 * document accepts, and the tables of the REST pages name only fields and
 * values the document defines. Each check is also fed a seeded error, so a
 * check that stopped working would fail here.
 */
import fs from 'node:fs';
import {gfm} from 'micromark-extension-gfm';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadOpenApi} from '../../plugins/openapi-docs';
import {OPERATIONS_DIR} from '../../lib/openapi/model';
import {HttpSamplesError} from '../../lib/samples';
import {codeBlocks, listDocs, repoRoot, type CodeBlock, type DocFile} from './helpers/docs';
import {
  checkTables,
  enumValues,
  JsonChecker,
  miscasedValues,
  operationsById,
  parseJsonMeta,
  RequestChecker,
  type JsonDeclaration,
  type Obj,
} from './helpers/openapiChecks';

const {document} = loadOpenApi(repoRoot);
const allDocs = listDocs({includeGenerated: true});
const handWritten = allDocs.filter((doc) => !doc.relPath.startsWith(`${OPERATIONS_DIR}/`));
const generated = allDocs.filter((doc) => doc.relPath.startsWith(`${OPERATIONS_DIR}/`));
/** Pages about the REST API, where every JSON block must say what it shows. */
const isRestPage = (doc: DocFile) => /^(api|snippets|REST API)\//.test(doc.relPath);
const restPages = handWritten.filter(isRestPage);

const jsonChecker = new JsonChecker(document);
let requestChecker: RequestChecker;

beforeAll(async () => {
  requestChecker = await RequestChecker.create(document);
});

/** Lines of front matter above the body, so messages point at the line in the file. */
function frontMatterLines(doc: DocFile): number {
  if (!fs.existsSync(doc.absPath) || !doc.absPath.endsWith('.mdx')) return 0;
  return fs.readFileSync(doc.absPath, 'utf8').split('\n').length - doc.body.split('\n').length;
}

function fileLine(doc: DocFile, block: CodeBlock): number {
  return block.line + frontMatterLines(doc);
}

const isSamplesFence = (block: CodeBlock) => block.lang === 'http' && /(^|\s)samples(\s|$)/.test(block.meta);

type JsonCase = {where: string; declaration: JsonDeclaration; value: unknown};

/** Every JSON block of the hand-written pages with what it declares; problems with the declaration itself go to `problems`. */
function jsonCases(docs: DocFile[], problems: string[]): JsonCase[] {
  const cases: JsonCase[] = [];
  for (const doc of docs) {
    const blocks = codeBlocks(doc.body);
    blocks.forEach((block, index) => {
      if (block.lang !== 'json') return;
      const where = `${doc.relPath}:${fileLine(doc, block)}`;
      let declaration: JsonDeclaration;
      try {
        declaration = parseJsonMeta(block.meta);
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
        return;
      }
      const afterRequest = index > 0 && isSamplesFence(blocks[index - 1]);
      if (declaration.kind === 'none' && (isRestPage(doc) || afterRequest)) {
        problems.push(
          `${where}: say what the block shows in its fence meta (response=<operationId>:<status>, request=<operationId>, schema=<Schema> or not-api="<reason>")`,
        );
      }
      cases.push({where, declaration, value: JSON.parse(block.code)});
    });
  }
  return cases;
}

function validateCases(cases: JsonCase[]): string[] {
  const failures: string[] = [];
  for (const {where, declaration, value} of cases) {
    if (declaration.kind === 'none' || declaration.kind === 'not-api') continue;
    try {
      for (const error of jsonChecker.check(declaration, value)) failures.push(`${where}: ${error}`);
    } catch (error) {
      failures.push(`${where}: ${(error as Error).message}`);
    }
  }
  return failures;
}

const mdast = (markdown: string) => fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});

// ---------------------------------------------------------------------------

describe('JSON blocks against the OpenAPI document', () => {
  const declarationProblems: string[] = [];
  const cases = jsonCases(handWritten, declarationProblems);
  const declared = cases.filter((c) => c.declaration.kind !== 'none' && c.declaration.kind !== 'not-api');

  it('every JSON block of a REST page, and every one right after a request, says what it shows', () => {
    expect(declarationProblems).toEqual([]);
  });

  it('every declared block validates, fields and values included', () => {
    expect(validateCases(cases)).toEqual([]);
    // Most blocks of the REST pages are declared: a check that validated nothing would be no check.
    expect(declared.length).toBeGreaterThanOrEqual(60);
  });

  it('a block of a REST page that shows part of an object says so next to it', () => {
    const failures: string[] = [];
    for (const doc of restPages) {
      const lines = doc.body.split('\n');
      for (const block of codeBlocks(doc.body)) {
        if (block.lang !== 'json' || !/(^|\s)partial(\s|$)/.test(block.meta)) continue;
        const end = block.line + block.code.split('\n').length;
        const before =
          lines
            .slice(0, block.line - 1)
            .reverse()
            .find((line) => line.trim() !== '') ?? '';
        const after = lines.slice(end + 1).find((line) => line.trim() !== '') ?? '';
        if (!/shortened|left out/i.test(`${before} ${after}`)) failures.push(`${doc.relPath}:${fileLine(doc, block)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('exceptions are rare and give a reason', () => {
    const exceptions = cases.filter((c) => c.declaration.kind === 'not-api');
    expect(exceptions.length).toBeLessThanOrEqual(5);
  });

  it("the document's own examples use only fields the document declares", () => {
    const failures: string[] = [];
    for (const [id, operation] of operationsById(document)) {
      if (id !== String(operation.op.operationId)) continue;
      const check = (declaration: Exclude<JsonDeclaration, {kind: 'none' | 'not-api'}>, value: unknown, where: string) => {
        for (const error of jsonChecker.check(declaration, value)) failures.push(`${where}: ${error}`);
      };
      const media = (content: unknown) => (content as Obj | undefined)?.['application/json'] as Obj | undefined;
      const examples = (m: Obj | undefined) => [
        ...(m && 'example' in m ? [m.example] : []),
        ...Object.values((m?.examples as Obj | undefined) ?? {}).map((example) => (example as Obj).value),
      ];
      examples(media((operation.op.requestBody as Obj | undefined)?.content)).forEach((value, index) =>
        check({kind: 'request', operationId: id, partial: false}, value, `${id} request example ${index + 1}`),
      );
      for (const [status, response] of Object.entries((operation.op.responses as Obj) ?? {})) {
        if ((response as Obj).$ref !== undefined) continue;
        examples(media((response as Obj).content)).forEach((value, index) =>
          check({kind: 'response', operationId: id, status, partial: false}, value, `${id} ${status} example ${index + 1}`),
        );
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('request samples against the OpenAPI document', () => {
  async function failuresIn(docs: DocFile[]): Promise<{count: number; failures: string[]}> {
    let count = 0;
    const failures: string[] = [];
    for (const doc of docs) {
      for (const block of codeBlocks(doc.body).filter(isSamplesFence)) {
        count += 1;
        const where = `${doc.relPath}:${fileLine(doc, block)}`;
        try {
          const result = await requestChecker.checkFence(block.meta, block.code);
          for (const error of result.errors) failures.push(`${where} ${block.code.split('\n')[0]}: ${error}`);
        } catch (error) {
          if (!(error instanceof HttpSamplesError)) throw error;
          failures.push(`${where}: ${error.message}`);
        }
      }
    }
    return {count, failures};
  }

  it('every hand-written ```http samples fence is a request the document accepts', async () => {
    const {count, failures} = await failuresIn(handWritten);
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(100);
  }, 60_000);

  it('every generated ```http samples fence is a request the document accepts', async () => {
    const {count, failures} = await failuresIn(generated);
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(documentOperationIds().length);
  }, 60_000);

  it('every plain ```http request shown on a page names a real operation', async () => {
    const failures: string[] = [];
    for (const doc of handWritten) {
      for (const block of codeBlocks(doc.body)) {
        if (block.lang !== 'http' || isSamplesFence(block)) continue;
        const requestLine = /^([A-Z]+) (\S+)(?: HTTP\/[\d.]+)?$/.exec(block.code.split('\n')[0].trim());
        if (!requestLine) continue;
        // Authorization and Host are what such a block explains; the samples fence leaves them out.
        const headers = block.code
          .split('\n')
          .slice(1)
          .filter((line) => line.trim() !== '' && !/^(authorization|host):/i.test(line));
        const result = await requestChecker.checkFence('samples', [`${requestLine[1]} ${requestLine[2]}`, ...headers].join('\n'));
        for (const error of result.errors) failures.push(`${doc.relPath}:${fileLine(doc, block)}: ${error}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

function documentOperationIds(): string[] {
  return [...operationsById(document).keys()];
}

describe('tables and values on the REST pages', () => {
  const values = enumValues(document);

  it('every table of fields, parameters or values carries a marker and agrees with the document', () => {
    const failures = restPages.flatMap((doc) =>
      checkTables(mdast(doc.body) as never, document, mdast as never).map(
        (problem) => `${doc.relPath}:${problem.line + frontMatterLines(doc)}: ${problem.message}`,
      ),
    );
    expect(failures).toEqual([]);
  }, 60_000);

  it('no code span spells a value of the document with other capitals', () => {
    const failures = [...restPages, ...handWritten.filter((doc) => /^(tutorial\/|webhooks|getting-started)/.test(doc.relPath))].flatMap(
      (doc) =>
        miscasedValues(mdast(doc.body) as never, values, mdast as never).map(
          (problem) => `${doc.relPath}:${problem.line + frontMatterLines(doc)}: ${problem.message}`,
        ),
    );
    expect(failures).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------
// Seeded errors: each check fails on the mistake it exists for.

describe('the checks catch seeded errors', () => {
  const objectInfo = {
    label: 'A-1',
    labels: {own: {label: '1', type: 'seat'}, parent: {label: 'A', type: 'row'}},
    ids: {own: '1', parent: 'A'},
    status: 'booked',
    forSale: true,
    objectType: 'seat',
    isAvailable: false,
    availabilityReason: 'booked',
    seasonStatusOverriddenQuantity: 0,
  };
  const account = {
    secretKey: 'YOUR_COMPANY_ADMIN_KEY',
    designerKey: 'd3519a2c-41e7-4c6a-8f02-5b9d7e1a4c30',
    publicKey: '0b8e4f71-9a2d-4e53-b6c1-7d2f3a9e8c54',
    email: 'ops@riverside.example',
    role: 'ADMIN',
    company: {id: 1207, region: 'eu'},
    settings: {
      holdPeriodInMinutes: 15,
      draftChartDrawingsEnabled: true,
      holdOnSelectForGAs: true,
      chartValidation: {},
      defaultRendererSettings: {},
    },
  };
  const objectsResponse: JsonDeclaration = {kind: 'response', operationId: 'bookObjects', status: '200', partial: false};

  it('accepts the correct samples the seeded ones start from', () => {
    expect(jsonChecker.check(objectsResponse, {objects: {'A-1': objectInfo}})).toEqual([]);
    expect(jsonChecker.check({kind: 'response', operationId: 'retrieveMyAccount', status: '200', partial: false}, account)).toEqual([]);
  });

  it('a wrong enum value', () => {
    const errors = jsonChecker.check(objectsResponse, {objects: {'A-1': {...objectInfo, objectType: 'Seat'}}});
    expect(errors.join('\n')).toMatch(/objectType: must be equal to one of the allowed values/);
  });

  it('an unknown field, also in a block declared partial', () => {
    const wrongCompany = {...account, company: {id: 1207, name: 'Riverside Ticketing'}};
    const declaration: JsonDeclaration = {kind: 'response', operationId: 'retrieveMyAccount', status: '200', partial: false};
    expect(jsonChecker.check(declaration, wrongCompany).join('\n')).toMatch(/company: unknown field "name"/);
    expect(jsonChecker.check({...declaration, partial: true}, {company: {name: 'x'}}).join('\n')).toMatch(/unknown field "name"/);
  });

  it('a missing required field, unless the block is declared partial', () => {
    const withoutStatus: Record<string, unknown> = {...objectInfo};
    delete withoutStatus.status;
    expect(jsonChecker.check(objectsResponse, {objects: {'A-1': withoutStatus}}).join('\n')).toMatch(
      /must have required property 'status'/,
    );
    expect(jsonChecker.check({...objectsResponse, partial: true}, {objects: {'A-1': withoutStatus}})).toEqual([]);
  });

  it('a declaration that names nothing real', () => {
    expect(() => jsonChecker.check({kind: 'schema', name: 'Seat', partial: false}, {})).toThrow(/no such schema/);
    expect(() => jsonChecker.check({kind: 'response', operationId: 'bookObjects', status: '201', partial: false}, {})).toThrow(
      /no 201 response/,
    );
    expect(() => parseJsonMeta('respons=bookObjects:200')).toThrow(/unknown option/);
    expect(() => parseJsonMeta('not-api')).toThrow(/needs a reason/);
  });

  it('an undeclared JSON block on a REST page, or right after a request', () => {
    const page = (relPath: string, body: string): DocFile => ({relPath, absPath: `${repoRoot}/package.json`, frontMatter: {}, body});
    const problems: string[] = [];
    jsonCases([page('api/seeded.mdx', '```json\n{"a": 1}\n```\n')], problems);
    jsonCases([page('tutorial/seeded.mdx', '```http samples\nGET /charts\n```\n\n```json\n{"items": []}\n```\n')], problems);
    jsonCases([page('renderer/seeded.mdx', '```json\n{"label": "A-1"}\n```\n')], problems);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^api\/seeded\.mdx/);
    expect(problems[1]).toMatch(/^tutorial\/seeded\.mdx/);
  });

  it('a wrong path, a wrong method and an unknown query parameter', async () => {
    expect((await requestChecker.checkFence('samples', 'POST /events/YOUR_EVENT_KEY/actions/teleport')).errors).toEqual([
      'no operation of the document has this path',
    ]);
    expect((await requestChecker.checkFence('samples', 'GET /events/YOUR_EVENT_KEY/actions/book')).errors).toEqual([
      'the path exists, but not with this method',
    ]);
    const expand = await requestChecker.checkFence('samples', 'GET /charts/YOUR_CHART_KEY?expand=validation');
    expect(expand.operationId).toBe('retrieveChart');
    expect(expand.errors.join('\n')).toMatch(/\/query\/expand: must be equal to one of the allowed values \(events\)/);
    expect((await requestChecker.checkFence('samples', 'GET /charts?limit=5&sort=name')).errors.join('\n')).toMatch(
      /unknown field "sort"|additional properties/,
    );
    expect((await requestChecker.checkFence('samples', 'GET /charts?limit=5')).errors).toEqual([]);
  });

  it('a wrong body: missing required field, unknown field, wrong value', async () => {
    const book = (body: string) =>
      requestChecker.checkFence('samples', `POST /events/YOUR_EVENT_KEY/actions/book\nContent-Type: application/json\n\n${body}`);
    expect((await book('{"objects": ["A-1"], "holdToken": "YOUR_HOLD_TOKEN"}')).errors).toEqual([]);
    expect((await book('{"holdToken": "YOUR_HOLD_TOKEN"}')).errors.join('\n')).toMatch(/required property 'objects'/);
    expect((await book('{"objects": ["A-1"], "holdtoken": "YOUR_HOLD_TOKEN"}')).errors.join('\n')).toMatch(/unknown field "holdtoken"/);
    expect((await book('{"objects": ["A-1"], "keepExtraData": "yes"}')).errors.join('\n')).toMatch(/keepExtraData: must be boolean/);
    const noBody = await requestChecker.checkFence(
      'samples',
      'POST /events/YOUR_EVENT_KEY/actions/mark-everything-as-for-sale\nContent-Type: application/json\n\n{"objects": ["A-1"]}',
    );
    expect(noBody.errors).toEqual(['the operation takes no request body']);
  });

  it('the wrong key for the operation, and a header that does nothing', async () => {
    expect((await requestChecker.checkFence('samples', 'GET /workspaces')).errors.join('\n')).toMatch(
      /YOUR_SECRET_KEY cannot authenticate/,
    );
    expect((await requestChecker.checkFence('samples key=YOUR_COMPANY_ADMIN_KEY', 'GET /workspaces')).errors).toEqual([]);
    expect(
      (await requestChecker.checkFence('samples key=YOUR_COMPANY_ADMIN_KEY', 'GET /events\nX-Workspace-Key: YOUR_WORKSPACE_KEY')).errors,
    ).toEqual([]);
    expect((await requestChecker.checkFence('samples', 'GET /events\nX-Workspace-Key: YOUR_WORKSPACE_KEY')).errors.join('\n')).toMatch(
      /X-Workspace-Key only matters/,
    );
  });

  it('a table field, a table value and a miscased value that the document does not know', () => {
    const problems = (markdown: string) => checkTables(mdast(markdown) as never, document, mdast as never).map((p) => p.message);
    const fields = '{/* fields: ObjectInfo */}\n\n| Field | Type | Description |\n| --- | --- | --- |\n';
    expect(problems(`${fields}| \`objectType\` | string | \`seat\`, \`table\`, \`booth\` or \`generalAdmission\`. |\n`)).toEqual([]);
    expect(problems(`${fields}| \`objectType\` | string | \`Seat\` or \`Table\`. |\n`)).toEqual([
      '"Seat" is not a value of objectType (seat, table, booth, generalAdmission)',
      '"Table" is not a value of objectType (seat, table, booth, generalAdmission)',
    ]);
    expect(problems(`${fields}| \`objectKind\` | string | The kind. |\n`)).toEqual(['"objectKind" is not a field of ObjectInfo']);
    expect(problems('| Field | Type |\n| --- | --- |\n| `objectType` | string |\n')[0]).toMatch(/needs a marker/);
    // The same checks read field lists (<FieldList>), which replace the tables on the resource pages.
    const list = (rows: string) => `{/* fields: ObjectInfo */}\n\n<FieldList>\n${rows}\n</FieldList>\n`;
    expect(problems(list('<Field name="objectType" type="string">`seat` or `table`.</Field>'))).toEqual([]);
    expect(
      problems(
        list('<Field name="objectType" type="string">`Seat`.</Field>\n<Field name="objectKind, label" type="string">The kind.</Field>'),
      ),
    ).toEqual(['"Seat" is not a value of objectType (seat, table, booth, generalAdmission)', '"objectKind" is not a field of ObjectInfo']);
    expect(problems('<FieldList>\n<Field name="objectType" type="string">The type.</Field>\n</FieldList>\n')[0]).toMatch(/needs a marker/);
    expect(
      miscasedValues(
        mdast(list('<Field name="label" type="string">A `Seat` label.</Field>')) as never,
        enumValues(document),
        mdast as never,
      ).map((p) => p.message),
    ).toEqual(['`Seat` is spelled `seat` in the OpenAPI document']);
    const values = '{/* values: VenueType */}\n\n| Value | Tools |\n| --- | --- |\n| `SIMPLE` | a |\n| `MIXED` | b |\n';
    expect(problems(values)).toEqual([
      '"MIXED" is not a value of VenueType (SIMPLE, WITH_SECTIONS_AND_FLOORS, WITH_ZONES)',
      'the table of VenueType leaves out the value "WITH_SECTIONS_AND_FLOORS"',
      'the table of VenueType leaves out the value "WITH_ZONES"',
    ]);
    expect(miscasedValues(mdast('Book a `Seat` or a `seat`.') as never, enumValues(document)).map((p) => p.message)).toEqual([
      '`Seat` is spelled `seat` in the OpenAPI document',
    ]);
  });
});
