/**
 * The front matter contract of every Markdown file in docs/.
 *
 * Docusaurus accepts any key; we do not. Each page declares a `kind`, and the
 * kind decides which keys are required and which are allowed, so a typo or a
 * missing fact fails the build (see `markdown.parseFrontMatter` in
 * docusaurus.config.ts) instead of silently rendering an empty facts box.
 */
import Ajv, {type ErrorObject} from 'ajv';

/** Keys Docusaurus itself understands that our pages may use. */
const docusaurusKeys = {
  id: {type: 'string'},
  title: {type: 'string', minLength: 1},
  description: {type: 'string', minLength: 20},
  sidebar_label: {type: 'string'},
  sidebar_position: {type: 'number'},
  sidebar_class_name: {type: 'string'},
  displayed_sidebar: {type: ['string', 'null']},
  slug: {type: 'string'},
  keywords: {type: 'array', items: {type: 'string'}},
  unlisted: {type: 'boolean'},
  pagination_next: {type: ['string', 'null']},
  pagination_prev: {type: ['string', 'null']},
  hide_title: {type: 'boolean'},
  hide_table_of_contents: {type: 'boolean'},
  toc_min_heading_level: {type: 'integer'},
  toc_max_heading_level: {type: 'integer'},
  image: {type: 'string'},
} as const;

const status = {type: 'string', enum: ['current', 'deprecated', 'removed']} as const;
const text = {type: 'string', minLength: 1} as const;

/** Where a renderer configuration option sits in the sidebar. */
export const rendererPurposes = [
  'placement',
  'selection',
  'pricing',
  'categories',
  'appearance',
  'behaviour',
] as const;

/** Which object an object property belongs to (renderer.yaml `owner`). */
export const objectOwners = ['object', 'bookable', 'seat', 'table', 'ga', 'section'] as const;

type KindSpec = {
  required: string[];
  properties: Record<string, unknown>;
};

/**
 * The kinds of page. `kind` itself is required everywhere, with `title` and
 * `description`.
 */
export const kinds: Record<string, KindSpec> = {
  /** Concept, guide, landing and index pages. */
  guide: {required: [], properties: {}},
  /** A renderer topic that spans options and methods (spotlight, pricing, sessions). */
  topic: {required: [], properties: {}},
  /** One step of the first-steps tutorial. */
  'tutorial-step': {required: ['step'], properties: {step: {type: 'integer', minimum: 1}}},
  /** A configuration option of a browser component (renderer, Event Manager, Designer). */
  option: {
    required: ['name', 'type', 'status'],
    properties: {
      name: text,
      type: text,
      default: text,
      required: {type: 'boolean'},
      values: {type: 'array', items: {type: 'string'}, minItems: 1},
      since: text,
      status,
      replacedBy: text,
      purpose: {type: 'string', enum: [...rendererPurposes]},
    },
  },
  /** A method of a rendered component. */
  method: {
    required: ['name', 'signature', 'status'],
    properties: {name: text, signature: text, returns: text, since: text, status, replacedBy: text},
  },
  /** A property of a rendered component (chart.holdToken). */
  property: {
    required: ['name', 'type', 'status'],
    properties: {name: text, type: text, since: text, status, replacedBy: text},
  },
  /** A callback option (onObjectSelected). */
  callback: {
    required: ['name', 'signature', 'status'],
    properties: {name: text, signature: text, since: text, status, replacedBy: text},
  },
  /** A property of the objects passed to callbacks (object.label, ga.capacity). */
  'object-property': {
    required: ['name', 'owner', 'type', 'status'],
    properties: {
      name: text,
      owner: {type: 'string', enum: [...objectOwners]},
      type: text,
      since: text,
      status,
      replacedBy: text,
    },
  },
  /** An Event Manager mode. */
  mode: {
    required: ['name', 'saves'],
    properties: {
      name: text,
      saves: {type: 'string', enum: ['apply-button', 'your-server', 'nothing']},
      multipleEvents: {type: 'boolean'},
    },
  },
  /** A REST API resource overview: lists the operations tagged `tag` in the OpenAPI document. */
  resource: {required: ['tag'], properties: {tag: text}},
  /** A REST API operation page, generated from the OpenAPI document. */
  operation: {
    required: ['operationIds'],
    properties: {operationIds: {type: 'array', items: {type: 'string'}, minItems: 1}},
  },
  /** A reusable snippet, imported by other pages and reachable only by URL. */
  snippet: {required: [], properties: {}},
};

export type Kind = keyof typeof kinds;

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

/** Renderer options must say where they go in the sidebar. */
const sectionRequirements: Record<string, Partial<Record<Kind, string[]>>> = {
  renderer: {option: ['purpose']},
};

const ajv = new Ajv({allErrors: true, strict: true, allowUnionTypes: true});

type Validator = ReturnType<typeof ajv.compile>;
const validators = new Map<string, Validator>();

function validatorFor(section: string, kind: Kind): Validator {
  const cacheKey = `${section}\u0000${kind}`;
  let validate = validators.get(cacheKey);
  if (!validate) {
    const spec = kinds[kind];
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'description', 'kind', ...spec.required, ...(sectionRequirements[section]?.[kind] ?? [])],
      properties: {...docusaurusKeys, kind: {const: kind}, ...spec.properties},
    };
    validate = ajv.compile(schema);
    validators.set(cacheKey, validate);
  }
  return validate;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath ? `'${error.instancePath.slice(1)}'` : 'front matter';
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown key '${String(error.params.additionalProperty)}'`;
    case 'required':
      return `missing required key '${String(error.params.missingProperty)}'`;
    case 'enum':
      return `${where} must be one of ${(error.params.allowedValues as string[]).join(', ')}`;
    default:
      return `${where} ${error.message ?? 'is invalid'}`;
  }
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
  const validate = validatorFor(section, kind);
  if (validate(frontMatter)) {
    return [];
  }
  return (validate.errors ?? []).map(describe);
}
