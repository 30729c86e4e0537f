/**
 * The header of an operation. On the site: method, copyable path and the Try
 * it button (<Endpoint> around <TryIt>), then the key it takes, its rate-limit
 * lane and the API hosts, each linked to the guide that explains it. In the
 * Markdown copy: the request line, the ways to authenticate and the lane.
 */
import type {BlockContent, PhrasingContent, RootContent} from 'mdast';
import {site} from '../../../config/site';
import {inlineCode, list, markdownInline, paragraph, strong, text} from '../../markdown/syntax';
import {acceptsSecretKey, operationTarget, type ApiOperation} from '../model';
import {copyLink, docLink, type OperationLinks} from './links';
import {inCopy, inlineOf, jsxBlock, jsxInline, jsxLines} from './tree';

export const API_BASE = site.apiHost('{region}');

/** The component that opens the REST console: operation pages import it themselves, so only they carry its few bytes. */
export const TRY_IT_IMPORT = "import TryIt from '@site/src/components/TryIt';";

function keyFact(op: ApiOperation, file: string): string {
  const auth = (anchor: string) => docLink(file, 'api/authentication.mdx', anchor);
  if (acceptsSecretKey(op)) {
    return `[Workspace secret key](${auth('workspace-secret-key')}), or the [company admin key](${auth('company-admin-key')}) with \`X-Workspace-Key\``;
  }
  const admin = `[Company admin key](${auth('company-admin-key')}), or a [sandbox admin key](${auth('sandbox-admin-key')}) in a sandbox; a workspace secret key is rejected`;
  const aimsAtWorkspace = op.security.some((alt) => alt.includes('adminKey') && alt.includes('workspaceKey'));
  return aimsAtWorkspace ? `${admin}. Add \`X-Workspace-Key\` to act on a workspace other than the default one` : admin;
}

function laneFact(op: ApiOperation, file: string): string {
  const target = docLink(file, 'api/rate-limit.mdx', 'two-lanes');
  return op.lane === 'priority'
    ? `[Priority lane](${target}): 100 concurrent requests per company`
    : `[Regular lane](${target}): 10 concurrent requests per company; keep it out of your sales flow`;
}

function hostsFact(file: string): PhrasingContent[] {
  const hosts = site.apiRegions.flatMap((region, index) => [...(index > 0 ? [text(' ')] : []), inlineCode(new URL(site.apiHost(region)).host)]);
  return [...hosts, text(' ('), ...inlineOf(`[your account's region](${docLink(file, 'api/regions.mdx')})`), text(')')];
}

/** Readable names of the document's security schemes. */
const SCHEME_NAMES: Record<string, string> = {
  secretKey: 'the workspace secret key',
  adminKey: 'the company admin key (a sandbox admin key inside a sandbox)',
  workspaceKey: 'the `X-Workspace-Key` header',
};

/** The ways to authenticate, one list item per alternative the document allows. */
function authentication(op: ApiOperation, links: OperationLinks): BlockContent[] {
  const lead: PhrasingContent[] = [strong([text('Authentication')]), text(' (see '), ...copyLink(links, '/docs/api/authentication', [text('authentication')]), text(')')];
  if (op.security.length === 0) return [paragraph([...lead, text(': none.')])];
  const alternatives = op.security.map((schemes) => markdownInline(schemes.map((name) => SCHEME_NAMES[name] ?? `\`${name}\``).join(' and ')));
  const out = [paragraph([...lead, text(alternatives.length > 1 ? ', any one of:' : ':')]), list(alternatives)];
  if (!acceptsSecretKey(op)) out.push(paragraph([text('A workspace secret key is rejected.')]));
  return out;
}

/** The copy's request line, authentication and lane. */
function requestFacts(op: ApiOperation, links: OperationLinks): RootContent[] {
  const lane = paragraph([strong([text('Rate limit:')]), text(` the ${op.lane} lane (`), ...copyLink(links, '/docs/api/rate-limit', [text('rate limit')]), text(').')]);
  return [
    paragraph([strong([text('Request:')]), text(' '), inlineCode(`${op.method} ${API_BASE}${operationTarget(op)}`)]),
    ...authentication(op, links),
    lane,
  ];
}

/** The header of an operation: method, copyable path, Try it, then the key, the lane and the hosts. */
export function endpointHeader(op: ApiOperation, file: string, links: OperationLinks): RootContent {
  const facts: Array<[string, PhrasingContent[]]> = [
    ['Key', inlineOf(keyFact(op, file))],
    ['Rate limit', inlineOf(laneFact(op, file))],
    ['Hosts', hostsFact(file)],
  ];
  const header = jsxBlock('div', {className: 'api-header'}, [
    jsxBlock('Endpoint', {method: op.method, path: operationTarget(op)}, [jsxBlock('TryIt', {operation: op.id}, [])]),
    jsxBlock('dl', {className: 'api-facts'}, [jsxLines(facts.map(([term, value]) => jsxInline('div', {}, [jsxInline('dt', {}, [text(term)]), jsxInline('dd', {}, value)])))]),
  ]);
  return inCopy(header, requestFacts(op, links));
}
