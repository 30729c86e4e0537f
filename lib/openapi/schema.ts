/**
 * Reading the bundled OpenAPI document: $ref resolution (siblings of a $ref,
 * such as a per-operation description, win over the target) and the field
 * lists of the operation pages, with nested objects as child fields.
 */
import {pointerTokens} from './pointer';

export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObj(value: unknown): Obj {
  return isObj(value) ? value : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export type Resolved = {schema: Obj; name?: string};

export class Resolver {
  constructor(private readonly document: Obj) {}

  private pointer(ref: string): unknown {
    if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref} left in the bundled document`);
    let node: unknown = this.document;
    for (const token of pointerTokens(ref)) {
      node = asObj(node)[token];
      if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    }
    return node;
  }

  /** Follows $ref chains; the name is the last component name on the way (schemas only matter). */
  resolve(node: unknown): Resolved {
    let current = asObj(node);
    let name: string | undefined;
    const overrides: Obj[] = [];
    for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
      if (hops > 32) throw new Error(`$ref loop at ${current.$ref}`);
      const ref = current.$ref;
      const siblings = Object.fromEntries(Object.entries(current).filter(([key]) => key !== '$ref'));
      overrides.unshift(siblings);
      name = ref.split('/').pop();
      current = asObj(this.pointer(ref));
    }
    return {schema: Object.assign({}, current, ...overrides), name};
  }

  get(node: unknown): Obj {
    return this.resolve(node).schema;
  }
}

export type Requirement = 'required' | 'optional' | 'conditional';

/** One field of a body or one parameter: the fields of a nested object (or of array items, or map values) are its children. */
export type FieldNode = {name: string; type: string; required: Requirement; description: string; children: FieldNode[]};

/** The fields of one body shape; a body that is one of several shapes has one group per shape. */
export type FieldGroup = {title?: string; note?: string; fields: FieldNode[]};

const MAX_DEPTH = 5;

function typeNames(schema: Obj): string[] {
  const type = schema.type;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

/** A short type label: `string (date)`, `integer or string`, `object[]`, `(string or object)[]`. */
export function typeLabel(node: unknown, resolver: Resolver): string {
  const schema = resolver.get(node);
  const alternatives = asArray(schema.oneOf ?? schema.anyOf);
  if (alternatives.length > 0 && typeNames(schema).length === 0 && !schema.properties) {
    const labels = [...new Set(alternatives.map((branch) => typeLabel(branch, resolver)))];
    return labels.join(' or ');
  }
  const types = typeNames(schema);
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties || schema.allOf) return 'object';
    if (schema.items) types.push('array');
    else if (schema.const !== undefined) types.push(typeof schema.const);
    else return 'any';
  }
  return types
    .map((type) => {
      if (type === 'array') {
        const item = schema.items ? typeLabel(schema.items, resolver) : 'any';
        return item.includes(' or ') ? `(${item})[]` : `${item}[]`;
      }
      if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
      return type;
    })
    .join(' or ');
}

function code(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** The schema's description plus its allowed values, default and bounds. */
export function describeSchema(node: unknown, resolver: Resolver): string {
  const schema = resolver.get(node);
  const items = schema.type === 'array' || schema.items ? resolver.get(schema.items) : undefined;
  const parts: string[] = [];
  const own = typeof schema.description === 'string' ? schema.description.trim() : '';
  if (own) parts.push(own);
  /** A generated fact, unless the description already states it ("from 1 to 120"). */
  const fact = (sentence: string) => {
    if (!own.toLowerCase().includes(sentence.replace(/\.$/, '').toLowerCase())) parts.push(sentence);
  };
  const values = asArray(schema.enum ?? items?.enum);
  if (values.length > 0) fact(`One of ${values.map(code).join(', ')}.`);
  if (schema.const !== undefined) fact(`Always ${code(schema.const)}.`);
  if (schema.default !== undefined) fact(`Default ${code(schema.default)}.`);
  const bound = (min: unknown, max: unknown, unit: (n: number) => string, skipMin: number) => {
    const lo = typeof min === 'number' ? min : undefined;
    const hi = typeof max === 'number' ? max : undefined;
    if (lo !== undefined && hi !== undefined) fact(`From ${lo} to ${hi}${unit(hi)}.`);
    else if (hi !== undefined) fact(`At most ${hi}${unit(hi)}.`);
    else if (lo !== undefined && lo > skipMin) fact(`At least ${lo}${unit(lo)}.`);
  };
  const types = typeNames(schema);
  bound(schema.minimum, schema.maximum, () => '', 0);
  bound(schema.minItems, schema.maxItems, (n) => (n === 1 ? ' item' : ' items'), 0);
  if (types.length === 1 && types[0] === 'string') bound(schema.minLength, schema.maxLength, (n) => (n === 1 ? ' character' : ' characters'), 1);
  return parts.join(' ');
}

type ObjectView = {properties: Array<[string, unknown]>; required: Set<string>; conditional: Set<string>};

function hasFields(schema: Obj): boolean {
  return isObj(schema.properties) || asArray(schema.allOf).length > 0;
}

/** Properties of an object schema, through allOf (all apply) and oneOf/anyOf that only add `required`. */
function objectView(node: unknown, resolver: Resolver): ObjectView {
  const schema = resolver.get(node);
  const view: ObjectView = {properties: [], required: new Set(asArray(schema.required).map(String)), conditional: new Set()};
  const add = (name: string, value: unknown) => {
    const existing = view.properties.findIndex(([key]) => key === name);
    if (existing >= 0) view.properties[existing] = [name, value];
    else view.properties.push([name, value]);
  };
  for (const part of asArray(schema.allOf)) {
    const inner = objectView(part, resolver);
    inner.properties.forEach(([name, value]) => add(name, value));
    inner.required.forEach((name) => view.required.add(name));
    inner.conditional.forEach((name) => view.conditional.add(name));
  }
  for (const [name, value] of Object.entries(asObj(schema.properties))) add(name, value);
  const branches = asArray(schema.oneOf ?? schema.anyOf).map((branch) => resolver.get(branch));
  if (branches.length > 0) {
    for (const branch of branches) {
      for (const [name, value] of Object.entries(asObj(branch.properties))) {
        if (!view.properties.some(([key]) => key === name)) add(name, value);
      }
    }
    const names = new Set(branches.flatMap((branch) => asArray(branch.required).map(String)));
    for (const name of names) {
      if (branches.every((branch) => asArray(branch.required).includes(name))) view.required.add(name);
      else view.conditional.add(name);
    }
  }
  return view;
}

/** The object schemas nested under a field: the field itself, array items, map values or object alternatives. */
function nested(node: unknown, resolver: Resolver): Array<{node: unknown}> {
  const {schema} = resolver.resolve(node);
  if (hasFields(schema)) return [{node}];
  if (schema.items !== undefined) return nested(schema.items, resolver);
  if (isObj(schema.additionalProperties)) return nested(schema.additionalProperties, resolver);
  const alternatives = asArray(schema.oneOf ?? schema.anyOf).filter((branch) => hasFields(resolver.get(branch)));
  return alternatives.flatMap((branch) => nested(branch, resolver));
}

function mapLabel(node: unknown, resolver: Resolver): string | undefined {
  const schema = resolver.get(node);
  if (schema.properties || !schema.additionalProperties) return undefined;
  const values = isObj(schema.additionalProperties) ? typeLabel(schema.additionalProperties, resolver) : 'any';
  return `object (map of ${values})`;
}

/**
 * The fields of an object schema as a tree. A schema that appears twice in one
 * body is expanded the first time and referred to, by the dotted name of its
 * first field, the second time.
 */
export function fieldTree(node: unknown, resolver: Resolver, seen = new Map<string, string>()): FieldNode[] {
  const walk = (current: unknown, path: string[], depth: number, ancestors: string[]): FieldNode[] => {
    const view = objectView(current, resolver);
    return view.properties.map(([name, value]): FieldNode => {
      const here = [...path, name];
      const field: FieldNode = {
        name,
        type: mapLabel(value, resolver) ?? typeLabel(value, resolver),
        required: view.required.has(name) ? 'required' : view.conditional.has(name) ? 'conditional' : 'optional',
        description: describeSchema(value, resolver),
        children: [],
      };
      if (depth >= MAX_DEPTH) return field;
      for (const inner of nested(value, resolver)) {
        const innerName = resolver.resolve(inner.node).name;
        if (innerName && (ancestors.includes(innerName) || seen.has(innerName))) {
          const first = seen.get(innerName);
          if (first && first !== here.join('.')) field.description = `${field.description} Same fields as \`${first}\`.`.trim();
          continue;
        }
        if (innerName) seen.set(innerName, here.join('.'));
        // Alternatives that share a field name (oneOf branches) list it once, as the first branch has it.
        const known = new Set(field.children.map((child) => child.name));
        const children = walk(inner.node, here, depth + 1, innerName ? [...ancestors, innerName] : ancestors);
        field.children.push(...children.filter((child) => !known.has(child.name)));
      }
      return field;
    });
  };
  const top = resolver.resolve(node);
  if (top.name) seen.set(top.name, '');
  return walk(node, [], 1, top.name ? [top.name] : []);
}

/**
 * The field groups of a body: one group, or one per titled alternative when
 * the body is one of several shapes (an event or a season, changed objects or
 * a best-available result).
 */
export function fieldGroups(node: unknown, resolver: Resolver): FieldGroup[] {
  const {schema} = resolver.resolve(node);
  const alternatives = asArray(schema.oneOf ?? schema.anyOf);
  const seen = new Map<string, string>();
  if (alternatives.length > 1 && !schema.properties && alternatives.every((branch) => hasFields(resolver.get(branch)))) {
    const groups: FieldGroup[] = [];
    const titles = new Map<string, string>();
    for (const [index, branch] of alternatives.entries()) {
      const resolved = resolver.resolve(branch);
      const title = String(resolved.schema.title ?? resolved.name ?? `Shape ${index + 1}`);
      // A branch that extends an earlier one (allOf: [earlier, extra]) lists only what it adds.
      const parts = asArray(resolved.schema.allOf);
      const base = parts.map((part) => resolver.resolve(part).name).find((name) => name && titles.has(name));
      if (base) {
        const extra = parts.filter((part) => resolver.resolve(part).name !== base);
        groups.push({title, note: `Every field of ${titles.get(base)}, plus:`, fields: extra.flatMap((part) => fieldTree(part, resolver, seen))});
      } else {
        groups.push({title, fields: fieldTree(branch, resolver, seen)});
      }
      if (resolved.name) titles.set(resolved.name, title);
    }
    return groups;
  }
  if (hasFields(schema) || asArray(schema.oneOf ?? schema.anyOf).length > 0) {
    const fields = fieldTree(node, resolver, seen);
    return fields.length > 0 ? [{fields}] : [];
  }
  if (schema.items !== undefined) {
    const inner = nested(schema.items, resolver)[0];
    if (inner) return [{note: 'An array; each item has these fields:', fields: fieldTree(inner.node, resolver, seen)}];
  }
  if (isObj(schema.additionalProperties)) {
    const inner = nested(schema.additionalProperties, resolver)[0];
    if (inner) return [{note: 'An object with one entry per key; each value has these fields:', fields: fieldTree(inner.node, resolver, seen)}];
  }
  return [];
}
