/**
 * Parameters and body fields. On the site: stacked lists, one <Field> per
 * field in a <FieldList>, nested objects collapsed under their parent
 * (src/components/ApiReference). In the Markdown copy: tables, each child
 * named by its path (`objects[].label`), as a Markdown table has no nesting.
 */
import type {BlockContent, PhrasingContent, RootContent} from 'mdast';
import {inlineCode, markdownInline, paragraph, strong, table, text} from '../../markdown/syntax';
import type {ApiModel} from '../model';
import {asObj, describeSchema, fieldGroups, typeLabel, type FieldGroup, type FieldNode, type Obj, type Resolver} from '../schema';
import {inCopyAll, inCopyLater, inlineOf, jsxBlock, jsxInline, jsxLines, markdownOf} from './tree';

/** One <Field>: a leaf on one line (its description inline), a parent with its children collapsed under it. */
function fieldElement(field: FieldNode): {leaf: PhrasingContent} | {parent: RootContent} {
  const values: Record<string, string | true> = {name: field.name, type: field.type};
  if (field.required === 'required') values.required = true;
  if (field.required === 'conditional') values.required = 'conditional';
  if (field.children.length === 0) return {leaf: jsxInline('Field', values, inlineOf(field.description))};
  const description = inlineOf(field.description);
  return {parent: jsxBlock('Field', values, [...(description.length > 0 ? [paragraph(description)] : []), fieldList(field.children, true)])};
}

/** A <FieldList>: consecutive leaves share a paragraph, one per line, as MDX reads them. */
function fieldList(fields: FieldNode[], nested = false): RootContent {
  const children: RootContent[] = [];
  let leaves: PhrasingContent[] = [];
  const flush = () => {
    if (leaves.length > 0) children.push(jsxLines(leaves));
    leaves = [];
  };
  for (const element of fields.map(fieldElement)) {
    if ('leaf' in element) leaves.push(element.leaf);
    else {
      flush();
      children.push(element.parent);
    }
  }
  flush();
  return jsxBlock('FieldList', nested ? {nested: true} : {}, children);
}

const REQUIRED_LABEL: Record<FieldNode['required'], string> = {required: 'Yes', optional: 'No', conditional: 'Conditional'};
const COLUMNS = ['Name', 'Type', 'Required', 'Description'];

/** A field tree as table rows, each child named by its path (`objects[].label`). */
function fieldRows(fields: FieldNode[], prefix = ''): PhrasingContent[][][] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const childPrefix = `${name}${field.type.startsWith('array') ? '[]' : ''}.`;
    const row = [[inlineCode(name)], [text(field.type)], [text(REQUIRED_LABEL[field.required])], markdownInline(field.description)];
    return [row, ...fieldRows(field.children, childPrefix)];
  });
}

/** Parameters as fields; the parameter's own description wins over the schema's, which adds its facts (enum, default). */
export function parameterFields(params: Obj[], resolver: Resolver): FieldNode[] {
  return params.map((param) => {
    const schema = asObj(param.schema);
    const facts = describeSchema({...resolver.get(schema), description: undefined}, resolver);
    let description = [String(param.description ?? '').trim(), facts].filter(Boolean).join(' ');
    // Unless the parameter's own description already says so.
    if (schema.type === 'array' && param.in === 'query' && param.explode !== false && !/\brepeat the parameter\b/i.test(description)) {
      description = `${description} Repeat the parameter for several values.`.trim();
    }
    return {name: String(param.name), type: typeLabel(schema, resolver), required: param.required === true ? 'required' : 'optional', description, children: []};
  });
}

/** The parameters of one location: a field list on the site, a table in the copy (which does not add the repeat note). */
export function parameterList(params: Obj[], model: ApiModel): RootContent {
  const rows = () => params.map((param) => {
    const schema = asObj(param.schema);
    const facts = describeSchema({...model.resolver.get(schema), description: undefined}, model.resolver);
    const description = [String(param.description ?? '').trim(), facts].filter(Boolean).join(' ');
    return [[inlineCode(String(param.name))], [text(typeLabel(schema, model.resolver))], [text(param.required === true ? 'Yes' : 'No')], markdownInline(description)];
  });
  return inCopyLater(fieldList(parameterFields(params, model.resolver)), () => [table(COLUMNS, rows())]);
}

export function groupBlocks(group: FieldGroup): RootContent[] {
  const out: RootContent[] = [];
  const {title, note} = group;
  if (title) out.push(inCopyLater(paragraph([strong(inlineOf(title))]), () => [paragraph([strong([text(title)])])]));
  if (note) out.push(inCopyLater(paragraph(inlineOf(note)), () => [paragraph(markdownInline(note))]));
  if (group.fields.length > 0) out.push(inCopyLater(fieldList(group.fields), () => [table(COLUMNS, fieldRows(group.fields))]));
  return out;
}

/** The fields of a JSON body, by group; a body without fields in a sentence (its type and what its schema says). */
export function schemaBlocks(schema: unknown, model: ApiModel): RootContent[] {
  const groups = fieldGroups(schema, model.resolver);
  if (groups.length > 0) return groups.flatMap(groupBlocks);
  const resolved = model.resolver.get(schema);
  const type = typeLabel(resolved, model.resolver);
  const described = describeSchema(resolved, model.resolver);
  const copy: BlockContent = paragraph([text(`A JSON ${type}. `), ...markdownInline(described)]);
  return inCopyAll(markdownOf(`A JSON ${type}. ${described}`.trim()), () => [copy]);
}
