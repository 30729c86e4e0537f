/**
 * The front matter contract of every Markdown file in docs/.
 *
 * Docusaurus accepts any key; we do not. Each page declares a `kind`, and the
 * kind decides which keys are required and which are allowed, so a typo or a
 * missing fact fails the build (see `markdown.parseFrontMatter` in
 * docusaurus.config.ts) instead of silently rendering an empty facts box.
 */
import * as z from 'zod';
import {propertyOwners} from './owners';

// Each type carries the wording of its message, so the build names the key and what it must be.
const string = z.string({error: 'must be string'});
const text = string.min(1);
const strings = z.array(string, {error: 'must be array'});
const boolean = z.boolean({error: 'must be boolean'});
const integer = z.int({error: 'must be integer'});
const number = z.number({error: 'must be number'});
const stringOrNull = z.string({error: 'must be string,null'}).nullable();

/** Keys Docusaurus itself understands that our pages may use; every page has a title and a description. */
const docusaurusKeys = {
  id: string.optional(),
  title: text,
  description: string.min(20),
  sidebar_label: string.optional(),
  sidebar_position: number.optional(),
  sidebar_class_name: string.optional(),
  displayed_sidebar: stringOrNull.optional(),
  slug: string.optional(),
  keywords: strings.optional(),
  unlisted: boolean.optional(),
  pagination_next: stringOrNull.optional(),
  pagination_prev: stringOrNull.optional(),
  hide_title: boolean.optional(),
  hide_table_of_contents: boolean.optional(),
  toc_min_heading_level: integer.optional(),
  toc_max_heading_level: integer.optional(),
  image: string.optional(),
};

const status = z.enum(['current', 'deprecated', 'removed']);

/** Where a renderer configuration option sits in the sidebar. */
export const rendererPurposes = ['placement', 'selection', 'pricing', 'categories', 'appearance', 'behaviour'] as const;

/**
 * The keys each kind of page adds to the Docusaurus ones, besides `kind`
 * itself. A key without `.optional()` is required.
 */
const kindKeys = {
  /** Concept, guide, landing and index pages. */
  guide: {},
  /** A renderer topic that spans options and methods (spotlight, pricing, sessions). */
  topic: {},
  /** One step of the first-steps tutorial. */
  'tutorial-step': {step: integer.min(1)},
  /** A configuration option of a browser component (renderer, Event Manager, Designer). */
  option: {
    name: text,
    type: text,
    default: text.optional(),
    required: boolean.optional(),
    values: strings.min(1).optional(),
    since: text.optional(),
    status,
    replacedBy: text.optional(),
    purpose: z.enum(rendererPurposes).optional(),
  },
  /** A method of a rendered component. */
  method: {name: text, signature: text, returns: text.optional(), since: text.optional(), status, replacedBy: text.optional()},
  /** A property of a rendered component (chart.holdToken). */
  property: {name: text, type: text, since: text.optional(), status, replacedBy: text.optional()},
  /** A callback option (onObjectSelected). */
  callback: {name: text, signature: text, since: text.optional(), status, replacedBy: text.optional()},
  /** A property of the objects passed to callbacks (object.label, ga.capacity). */
  'object-property': {
    name: text,
    owner: z.enum(propertyOwners),
    type: text,
    since: text.optional(),
    status,
    replacedBy: text.optional(),
  },
  /** An Event Manager mode. */
  mode: {name: text, saves: z.enum(['apply-button', 'your-server', 'nothing']), multipleEvents: boolean.optional()},
  /** A REST API resource overview: lists the operations tagged `tag` in the OpenAPI document. */
  resource: {tag: text},
  /** A REST API operation page, generated from the OpenAPI document. */
  operation: {operationIds: strings.min(1)},
  /** A reusable snippet, imported by other pages and reachable only by URL. */
  snippet: {},
} satisfies Record<string, z.ZodRawShape>;

export type Kind = keyof typeof kindKeys;

/** The schema of one kind of page: unknown keys are errors. */
function kindSchema<K extends Kind>(kind: K) {
  return z.strictObject({...docusaurusKeys, kind: z.literal(kind), ...kindKeys[kind]});
}

/** The front matter of a docs page, one member per kind, told apart by `kind`. */
export type DocFrontMatter = {[K in Kind]: z.infer<ReturnType<typeof kindSchema<K>>>}[Kind];

/** Kinds allowed in each top-level folder of docs/ ('' is the docs root). */
export const kindsBySection: Record<string, Kind[]> = {
  '': ['guide'],
  tutorial: ['tutorial-step', 'guide'],
  renderer: ['guide', 'topic', 'option', 'method', 'property', 'callback', 'object-property'],
  api: ['guide', 'resource', 'operation', 'snippet'],
  'event-manager': ['guide', 'mode', 'option', 'method', 'callback'],
  'embedded-designer': ['guide', 'option', 'method', 'callback'],
  snippets: ['snippet'],
  'REST API': ['snippet'],
};

const schemas = new Map<string, z.ZodType>();

function schemaFor(section: string, kind: Kind): z.ZodType {
  const cacheKey = `${section}\u0000${kind}`;
  let schema = schemas.get(cacheKey);
  if (!schema) {
    // Renderer options must say where they go in the sidebar.
    schema = section === 'renderer' && kind === 'option' ? kindSchema('option').required({purpose: true}) : kindSchema(kind);
    schemas.set(cacheKey, schema);
  }
  return schema;
}

/** Missing keys first, then unknown keys, then wrong values in the order the schema lists the keys. */
function describe(issues: z.core.$ZodIssue[], frontMatter: Record<string, unknown>): string[] {
  const missing: string[] = [];
  const unknown: string[] = [];
  const wrong: string[] = [];
  for (const issue of issues) {
    const [key] = issue.path;
    if (issue.code === 'unrecognized_keys') {
      unknown.push(...issue.keys.map((name) => `unknown key '${name}'`));
    } else if (issue.code === 'invalid_type' && issue.path.length === 1 && !(String(key) in frontMatter)) {
      missing.push(`missing required key '${String(key)}'`);
    } else {
      const where = `'${issue.path.map(String).join('/')}'`;
      if (issue.code === 'invalid_value') wrong.push(`${where} must be one of ${issue.values.map(String).join(', ')}`);
      else if (issue.code === 'too_small' && issue.origin === 'number') wrong.push(`${where} must be >= ${String(issue.minimum)}`);
      else if (issue.code === 'too_small')
        wrong.push(`${where} must NOT have fewer than ${String(issue.minimum)} ${issue.origin === 'array' ? 'items' : 'characters'}`);
      else wrong.push(`${where} ${issue.message}`);
    }
  }
  return [...missing, ...unknown, ...wrong];
}

/** The top-level folder of a docs-relative path ('' for files at the root). */
export function sectionOf(docsRelativePath: string): string {
  const parts = docsRelativePath.split(/[\\/]/);
  return parts.length > 1 ? parts[0] : '';
}

/**
 * Returns the problems with one file's front matter, or an empty list.
 * @param docsRelativePath path of the file relative to docs/, with `/` separators
 */
export function frontMatterProblems(docsRelativePath: string, frontMatter: Record<string, unknown>): string[] {
  const section = sectionOf(docsRelativePath);
  const allowed = kindsBySection[section];
  if (!allowed) {
    return [`no front matter rules for the folder '${section}'; add it to kindsBySection`];
  }
  const kind = frontMatter.kind;
  if (typeof kind !== 'string' || !(allowed as string[]).includes(kind)) {
    return [`'kind' must be one of ${allowed.join(', ')} in docs/${section || '.'} (got ${JSON.stringify(kind)})`];
  }
  const result = schemaFor(section, kind as Kind).safeParse(frontMatter);
  return result.success ? [] : describe(result.error.issues, frontMatter);
}
