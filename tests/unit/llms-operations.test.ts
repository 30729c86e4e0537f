import {describe, expect, it} from 'vitest';
import {operationMarkdown, operationPageMarkdown, samplePath} from '../../lib/openapi/markdown';
import {loadApiModel} from '../../plugins/openapi-docs';
import {operationName} from '../../lib/openapi/page/operation';
import {sampleLanguages, type JsonValue} from '../../lib/samples';
import {sampleBody, sampleOutput} from '../../lib/openapi/page/samples';
import {markdownPath} from '../../lib/markdown/url';
import {repoRoot} from './helpers/docs';

const ORIGIN = 'https://docs.tessera.example';
const model = loadApiModel(repoRoot);
const links = {markdownOfRoute: (route: string) => `${ORIGIN}${markdownPath(route)}`};
const page = (slug: string) => model.pages.find((p) => p.slug === slug)!;
const operation = (id: string) => model.operations.find((op) => op.id === id)!;
const fenceLabels = (md: string) => [...md.matchAll(/^```\S+ title="([^"]+)"$/gm)].map((m) => m[1]);

describe('the Markdown of an operation page, from the OpenAPI model', () => {
  const md = operationPageMarkdown(page('book-objects'), model, links);

  it('gives the request line, authentication and lane', () => {
    expect(md.startsWith('# Book objects\n')).toBe(true);
    expect(md).toContain('**Request:** `POST https://api-{region}.tessera.example/events/{eventKey}/actions/book`');
    expect(md).toContain('- the workspace secret key');
    expect(md).toContain('**Rate limit:** the priority lane ([rate limit](https://docs.tessera.example/docs/api/rate-limit.md)).');
  });

  it('lists parameters and body fields in tables', () => {
    expect(md).toMatch(
      /## Path parameters\n\n\| Name \| Type \| Required \| Description \|\n\| - \| - \| - \| - \|\n\| `eventKey` \| string \| Yes \|/,
    );
    expect(md).toContain('## Request body');
    expect(md).toMatch(/\| `holdToken` \| string \| No \| The hold token that holds the objects\./);
  });

  it('shows every request example in every sample language, and the response examples', () => {
    const examples = operation('bookObjects').requestBody!.content[0].examples;
    expect(fenceLabels(md)).toEqual(examples.flatMap(() => sampleLanguages.map((language) => language.label)));
    expect(md).toContain('curl -X POST https://api-eu.tessera.example/events/YOUR_EVENT_KEY/actions/book');
    expect(md).toMatch(/## Response\n\n### 200 OK\n[\s\S]*```json\n\{/);
    expect(md).toMatch(/## Errors\n\n\| Status \| Why \|/);
  });

  it('lists the error codes with what to do, as the site does, linking shared statuses to the Markdown copy', () => {
    expect(md).toMatch(/\| Status \| Code \| What to do \|\n\| - \| - \| - \|\n/);
    expect(md).toMatch(
      /\| 400 Bad Request \| `OBJECT_ALREADY_BOOKED` \| An object you want to book or hold is booked already, also when it was booked with the hold token the request passes\./,
    );
    expect(md).toContain(
      '[429 Too Many Requests](https://docs.tessera.example/docs/api/error-handling.md#when-to-retry) | `RATE_LIMIT_EXCEEDED`',
    );
    expect(md).toContain('Branch on `errors[].code`, not on the message.');
  });

  it('links related calls to their Markdown copies', () => {
    expect(md).toMatch(/## Related\n\n- \[Objects\]\(https:\/\/docs\.tessera\.example\/docs\/api\/objects\.md\)/);
    expect(md).toContain(
      '[Release objects](https://docs.tessera.example/docs/api/release-objects.md): `POST /events/{eventKey}/actions/release`',
    );
  });

  it('gives each call of a shared page its own section; calls with the same summary get the headings the site gives them', () => {
    expect(operationPageMarkdown(page('charts-manage-categories'), model, links)).toMatch(/### Example request/);
    for (const slug of ['charts-manage-categories', 'retrieve-a-chart-thumbnail', 'events-reports/detail']) {
      const calls = page(slug).operations;
      expect(new Set(calls.map((op) => op.summary)).size, slug).toBeLessThan(calls.length);
      const headings = [...operationPageMarkdown(page(slug), model, links).matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(headings, slug).toEqual([...calls.map((op) => operationName(op.id)), 'Related']);
    }
  });

  it('says when a call takes the company admin key only', () => {
    expect(operationPageMarkdown(page('workspaces-list'), model, links)).toContain('A workspace secret key is rejected.');
  });

  it('marks a deprecated call', () => {
    expect(operationMarkdown(operation('retrieveObjectStatusLegacy'), model, links)).toContain('> **Deprecated**');
  });
});

describe('variants', () => {
  it('best available takes no expand and answers only with the picked objects', () => {
    const op = operation('bestAvailable');
    expect(op.parameters.map((param) => param.name)).not.toContain('expand');
    expect(operation('changeObjectStatus').parameters.map((param) => param.name)).toContain('expand');
    const md = operationPageMarkdown(page('best-available'), model, links);
    expect(md).not.toContain('Changed objects');
    expect(md).not.toContain('expand=objects');
    expect(md).toMatch(/### 200 OK\n\nThe picked objects/);
  });
});

describe('sample paths', () => {
  it('repeat an exploded array parameter once per item, as the page tells the reader to, percent-encoded with %20 for a space', () => {
    expect(samplePath(operation('retrieveObjectInfos'))).toBe('/events/YOUR_EVENT_KEY/objects?label=A-1&label=Standing%20floor');
  });

  it('fill keys with placeholders and other parameters with their documented example', () => {
    expect(samplePath(operation('bookObjects'))).toBe('/events/YOUR_EVENT_KEY/actions/book');
    expect(samplePath(operation('retrieveTheStatusOfAnObject') ?? operation('retrieveObjectStatusLegacy'))).toMatch(
      /^\/events\/YOUR_EVENT_KEY\/objects\/[^{}]+$/,
    );
  });
});

describe('sample bodies', () => {
  it('repeat the placeholder of the path where the example body repeats a key of the path', () => {
    const md = operationPageMarkdown(page('workspace-set-default'), model, links);
    expect(md).toContain('curl -X POST https://api-eu.tessera.example/workspaces/actions/set-default/YOUR_WORKSPACE_KEY');
    expect(md).toContain('"key": "YOUR_WORKSPACE_KEY"');
    expect(md).not.toMatch(/"key": "3c9f2a17/);
  });

  it('never send the example value of a key that the path shows as a placeholder', () => {
    const leaks: string[] = [];
    for (const op of model.operations) {
      const keys = op.parameters.filter((p) => p.in === 'path' && /Key$/.test(String(p.name)) && typeof p.example === 'string');
      for (const media of op.requestBody?.content ?? [])
        for (const example of media.examples) {
          const sent = JSON.stringify(sampleBody(op, example.value as JsonValue));
          for (const key of keys) if (sent.includes(`"${String(key.example)}"`)) leaks.push(`${op.id}: ${String(key.name)}`);
        }
    }
    expect(leaks).toEqual([]);
  });
});

describe('samples of binary responses', () => {
  it('save a PNG to a file in every language, where JSON and CSV responses are printed', () => {
    expect(sampleOutput(operation('retrievePublishedThumbnail'))).toBe('thumbnail.png');
    expect(sampleOutput(operation('retrieveDraftThumbnail'))).toBe('thumbnail.png');
    const binary = model.operations.filter((op) => sampleOutput(op) !== undefined).map((op) => op.id);
    expect(binary.sort()).toEqual(['retrieveDraftThumbnail', 'retrievePublishedThumbnail']);
    const md = operationPageMarkdown(page('retrieve-a-chart-thumbnail'), model, links);
    expect(md).toContain('  -o thumbnail.png');
    expect(md).not.toContain('response.read().decode())\n');
    expect(md).not.toContain('BodyHandlers.ofString()');
  });
});

describe('one operation alone, as the MCP server gives it', () => {
  it('names the operation, its tag and its page', () => {
    const md = operationMarkdown(operation('createHoldToken'), model, links);
    expect(md).toContain('- **Operation ID:** `createHoldToken`');
    expect(md).toContain('- **Page:** <https://docs.tessera.example/docs/api/create-a-hold-token.md>');
    expect(md).toContain('## Example request');
  });
});
