/**
 * The header of an operation: method, copyable path and the Try it button
 * (<Endpoint> around <TryIt>), then the key it takes, its rate-limit lane and
 * the API hosts, each linked to the guide that explains it.
 */
import {acceptsSecretKey, operationTarget, type ApiOperation} from '../../../lib/openapi/model';
import {site} from '../../../config/site';
import {docLink} from './links';
import {attribute, codeSpan, mdxInline} from './mdx';

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
  const link = docLink(file, 'api/rate-limit.mdx', 'two-lanes');
  return op.lane === 'priority'
    ? `[Priority lane](${link}): 100 concurrent requests per company`
    : `[Regular lane](${link}): 10 concurrent requests per company; keep it out of your sales flow`;
}

function hostsFact(file: string): string {
  const hosts = site.apiRegions.map((region) => codeSpan(new URL(site.apiHost(region)).host));
  return `${hosts.join(' ')} ([your account's region](${docLink(file, 'api/regions.mdx')}))`;
}

/**
 * The component that opens the REST console. Operation pages import it
 * themselves rather than through MDXComponents, so only they carry its few
 * bytes; the console behind it loads when the reader reaches for it.
 */
export const TRY_IT_IMPORT = "import TryIt from '@site/src/components/TryIt';";

/** The header of an operation: method, copyable path, Try it, then the key, the lane and the hosts. */
export function endpointHeader(op: ApiOperation, file: string): string[] {
  const facts: Array<[string, string]> = [
    ['Key', keyFact(op, file)],
    ['Rate limit', laneFact(op, file)],
    ['Hosts', hostsFact(file)],
  ];
  return [
    '<div className="api-header">',
    `<Endpoint ${attribute('method', op.method)} ${attribute('path', operationTarget(op))}>`,
    `<TryIt ${attribute('operation', op.id)} />`,
    '</Endpoint>',
    '<dl className="api-facts">',
    ...facts.map(([term, value]) => `<div><dt>${term}</dt><dd>${mdxInline(value)}</dd></div>`),
    '</dl>',
    '</div>',
    '',
  ];
}
