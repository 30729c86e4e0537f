/**
 * The docs as an MCP server: four tools over the built site, answering in
 * Markdown text. Inputs are validated by the SDK against the zod shapes below;
 * a question the docs cannot answer (an unknown page or operation) comes back
 * as an error result the model can read, not as a protocol error.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {operationMarkdown} from '../../lib/openapi/markdown';
import {operationTarget, type ApiModel} from '../../lib/openapi/model';
import {markdownPath} from '../../lib/markdown/url';
import {ToolInputError, type BuiltSite} from './site';

export const SERVER_NAME = 'tessera-docs';

/** Search results per call: enough to choose from, few enough to read. */
const MAX_RESULTS = 10;

/** Highlighting as the search engine returns it (segments, or text with <mark>), as plain text. */
export function plainText(value: unknown): string {
  if (Array.isArray(value))
    return value.map((part) => (typeof part === 'string' ? part : String((part as {text?: unknown}).text ?? ''))).join('');
  if (typeof value === 'string') return value.replace(/<\/?mark>/gi, '');
  return '';
}

function textResult(text: string): CallToolResult {
  return {content: [{type: 'text', text}]};
}

function errorResult(message: string): CallToolResult {
  return {content: [{type: 'text', text: message}], isError: true};
}

/** Runs a tool, turning what the client got wrong into an error result it can act on. */
async function answer(run: () => Promise<string>): Promise<CallToolResult> {
  try {
    return textResult(await run());
  } catch (error) {
    if (error instanceof ToolInputError) return errorResult(error.message);
    throw error;
  }
}

async function searchDocs(site: BuiltSite, query: string, limit: number): Promise<string> {
  const first = await site.search.search(query, {maxGroups: limit, sectionsPerGroup: 3});
  const response = first.complete ? await first.complete : first;
  if (response.groups.length === 0) return `No results for "${query}". Try other words, or list_operations for REST calls.`;
  const lines = [`${response.totalGroups} pages match "${query}"; the best ${response.groups.length}:`, ''];
  response.groups.forEach((group, i) => {
    const crumb = group.crumb ? ` (${group.crumb})` : '';
    lines.push(`${i + 1}. ${plainText(group.pageTitle)}${crumb}`);
    lines.push(`   ${site.origin}${group.pageUrl} (Markdown: ${site.origin}${markdownPath(group.pageUrl)})`);
    for (const section of group.sections) {
      const heading = plainText(section.heading);
      const excerpt = plainText(section.excerpt).replace(/\s+/g, ' ').trim();
      const label = heading ? `${heading}: ` : '';
      if (label || excerpt) lines.push(`   - ${label}${excerpt} <${site.origin}${section.url}>`);
    }
  });
  lines.push('', 'Read a page with get_page and its URL.');
  return lines.join('\n');
}

function listOperations(model: ApiModel, tag: string | undefined): string {
  if (tag !== undefined && !model.tags.some((t) => t.name === tag)) {
    throw new ToolInputError(`Unknown tag "${tag}". Tags: ${model.tags.map((t) => t.name).join(', ')}.`);
  }
  const lines: string[] = [];
  for (const t of model.tags) {
    if (tag !== undefined && t.name !== tag) continue;
    const operations = model.operations.filter((op) => op.tag === t.name);
    if (operations.length === 0) continue;
    lines.push(`## ${t.displayName} (tag: ${t.name})`, '');
    for (const op of operations) {
      lines.push(`- ${op.id}: ${op.method} ${operationTarget(op)} (${op.summary}${op.deprecated ? ', deprecated' : ''})`);
    }
    lines.push('');
  }
  lines.push('Get the request, parameters, schemas and examples of one with get_operation and its operation ID.');
  return lines.join('\n');
}

function getOperation(site: BuiltSite, model: ApiModel, operationId: string): string {
  const op = model.operations.find((candidate) => candidate.id === operationId);
  if (!op) {
    const wanted = operationId.toLowerCase();
    const close = model.operations.filter(
      (candidate) => candidate.id.toLowerCase().includes(wanted) || wanted.includes(candidate.id.toLowerCase()),
    );
    const hint =
      close.length > 0
        ? ` Did you mean ${close
            .slice(0, 5)
            .map((c) => c.id)
            .join(', ')}?`
        : ' List them with list_operations.';
    throw new ToolInputError(`No operation "${operationId}".${hint}`);
  }
  const links = {markdownOfRoute: (route: string) => `${site.origin}${markdownPath(route)}`};
  return operationMarkdown(op, model, links);
}

export function createDocsServer(site: BuiltSite, version: string): McpServer {
  const server = new McpServer({name: SERVER_NAME, version});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Tessera docs',
      description:
        "Search the Tessera developer documentation (renderer, REST API, webhooks, Event Manager, Designer) with the site's own search engine and ranking. Returns page titles, URLs and excerpts.",
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .describe('Words to look for: an option, method, callback or operation name, an error, a task'),
        limit: z.number().int().min(1).max(MAX_RESULTS).default(5).describe(`Pages to return, 1 to ${MAX_RESULTS}`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit}) => answer(() => searchDocs(site, query, limit)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'The Markdown of one page of the Tessera docs, by its URL or path (https://docs.tessera.example/docs/api/hold-tokens, /docs/renderer/config-session).',
      inputSchema: {url: z.string().trim().min(1).max(500).describe('The page URL or path, as search_docs returns it')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({url}) => answer(async () => (await site.page(url)).markdown),
  );

  server.registerTool(
    'list_operations',
    {
      title: 'List REST API operations',
      description: 'Every operation of the Tessera REST API, by tag: operation ID, method, path and summary.',
      inputSchema: {tag: z.string().trim().min(1).max(100).optional().describe('Only this tag (charts, events, objects, hold-tokens ...)')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({tag}) => answer(async () => listOperations(await site.api(), tag)),
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Describe a REST API operation',
      description:
        'One operation of the Tessera REST API: request line, authentication, parameters, request and response schemas, example requests in seven languages, response examples and errors.',
      inputSchema: {
        operationId: z.string().trim().min(1).max(100).describe('The operation ID, as list_operations returns it (bookObjects)'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({operationId}) => answer(async () => getOperation(site, await site.api(), operationId)),
  );

  return server;
}
