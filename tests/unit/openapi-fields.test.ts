/**
 * The REST reference's field lists and operation header, from the OpenAPI
 * model: nested objects become child fields (collapsed on the page), a
 * schema met twice is referred to, requirement is kept per field, and every
 * operation's header carries its key, lane and hosts.
 */
import {describe, expect, it} from 'vitest';
import {loadApiModel, renderPage} from '../../plugins/openapi-docs';
import {describeSchema, fieldGroups, Resolver, type FieldNode} from '../../lib/openapi/schema';
import {parameterFields} from '../../lib/openapi/page/fields';
import {site} from '../../config/site';
import {repoRoot} from './helpers/docs';

const model = loadApiModel(repoRoot);
const op = (id: string) => model.operations.find((o) => o.id === id)!;
const page = (slug: string) => model.pages.find((p) => p.slug === slug)!;
const field = (fields: FieldNode[], name: string) => fields.find((f) => f.name === name)!;

describe('field descriptions', () => {
  const resolver = new Resolver({});

  it('add the schema’s bounds and defaults, unless the description already states them', () => {
    expect(describeSchema({type: 'integer', minimum: 1, maximum: 120, description: 'Minutes, from 1 to 120.'}, resolver)).toBe(
      'Minutes, from 1 to 120.',
    );
    expect(describeSchema({type: 'integer', minimum: 1, maximum: 120, default: 15, description: 'Minutes.'}, resolver)).toBe(
      'Minutes. Default `15`. From 1 to 120.',
    );
  });

  it('say once that an array query parameter repeats', () => {
    const schema = {type: 'array', items: {type: 'string'}};
    const [said] = parameterFields(
      [{name: 'expand', in: 'query', schema, description: 'Repeat the parameter to inline several kinds.'}],
      resolver,
    );
    const [added] = parameterFields([{name: 'expand', in: 'query', schema, description: 'Related data.'}], resolver);
    expect(said.description).toBe('Repeat the parameter to inline several kinds.');
    expect(added.description).toBe('Related data. Repeat the parameter for several values.');
  });
});

describe('field trees', () => {
  it('nests the fields of objects, array items and map values under their field', () => {
    const body = op('bookObjects').requestBody!.content[0].schema;
    const [group] = fieldGroups(body, model.resolver);
    const objects = field(group.fields, 'objects');
    expect(objects.type).toBe('(string or object)[]');
    expect(objects.required).toBe('conditional');
    expect(objects.children.map((f) => f.name)).toEqual(['objectId', 'ticketType', 'quantity', 'extraData']);
    expect(field(objects.children, 'objectId').required).toBe('required');
    expect(field(group.fields, 'bestAvailable').children.map((f) => f.name)).toContain('tryToPreventOrphanSeats');
    expect(field(group.fields, 'holdToken')).toMatchObject({required: 'optional', children: []});
  });

  it('expands a schema the first time and refers to it afterwards', () => {
    const document = {
      components: {
        schemas: {
          Label: {type: 'object', properties: {text: {type: 'string'}}},
          Pair: {type: 'object', properties: {own: {$ref: '#/components/schemas/Label'}, parent: {$ref: '#/components/schemas/Label'}}},
        },
      },
    };
    const resolver = new Resolver(document);
    const [group] = fieldGroups({$ref: '#/components/schemas/Pair'}, resolver);
    expect(field(group.fields, 'own').children.map((f) => f.name)).toEqual(['text']);
    expect(field(group.fields, 'parent').children).toEqual([]);
    expect(field(group.fields, 'parent').description).toBe('Same fields as `own`.');
  });

  it('gives a body of several shapes one titled group per shape', () => {
    const response = op('bookObjects').responses.find((r) => r.status === '200')!;
    const titles = fieldGroups(response.content[0].schema, model.resolver).map((g) => g.title);
    expect(titles.length).toBeGreaterThan(1);
    expect(titles.every(Boolean)).toBe(true);
  });
});

describe('operation pages', () => {
  it('give every operation a header with Try it, its key, lane and hosts', () => {
    const mdx = renderPage(page('book-objects'), model);
    // Elements are indented under their parent (mdast-util-mdx-jsx), which MDX ignores.
    expect(mdx).toMatch(
      /<Endpoint method="POST" path="\/events\/\{eventKey\}\/actions\/book">\n *<TryIt operation="bookObjects" \/>\n *<\/Endpoint>/,
    );
    // The page imports the button itself: it is not one of the components every page carries.
    expect(mdx).toContain("\nimport TryIt from '@site/src/components/TryIt';\n");
    expect(mdx).toMatch(/<dt>Key<\/dt><dd>\[Workspace secret key\]\(\.\.\/authentication\.mdx#workspace-secret-key\)/);
    expect(mdx).toContain('<dt>Rate limit</dt><dd>[Priority lane](../rate-limit.mdx#two-lanes): 100 concurrent requests per company</dd>');
    for (const region of site.apiRegions) expect(mdx).toContain(`\`api-${region}.tessera.example\``);
  });

  it('name the admin key and the regular lane where the document says so', () => {
    const admin = model.pages.find((p) => p.operations.every((o) => !o.security.some((alt) => alt.includes('secretKey'))))!;
    const mdx = renderPage(admin, model);
    expect(mdx).toMatch(/<dt>Key<\/dt><dd>\[Company admin key\]/);
    const regular = model.pages.find((p) => p.operations[0].lane === 'regular')!;
    expect(renderPage(regular, model)).toContain('[Regular lane](');
  });

  it('write leaf fields on one line and collapse child fields under "nested" lists', () => {
    const mdx = renderPage(page('book-objects'), model);
    expect(mdx).toContain('<Field name="objectId" type="string" required>Label of the object.</Field>');
    expect(mdx).toMatch(
      /<Field name="objects" type="\(string or object\)\[\]" required="conditional">\n *[^\n]+\n\n *<FieldList nested>\n *<Field name="objectId"/,
    );
  });

  it('hide the table of contents, whose place the examples pane takes', () => {
    expect(renderPage(page('book-objects'), model)).toMatch(/^hide_table_of_contents: true$/m);
  });
});
