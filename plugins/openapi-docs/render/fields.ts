/**
 * Parameters and body fields as stacked lists: one <Field> per field, in a
 * <FieldList>, nested objects collapsed under their parent
 * (src/components/ApiReference).
 */
import {asObj, describeSchema, typeLabel, type FieldGroup, type FieldNode, type Obj, type Resolver} from '../../../lib/openapi/schema';
import {attribute, mdxInline} from './mdx';

/** One <Field>: a leaf on one line (its description inline), a parent with its children collapsed under it. */
function fieldMarkup(field: FieldNode): string[] {
  const attributes = [attribute('name', field.name), attribute('type', field.type)];
  if (field.required === 'required') attributes.push('required');
  if (field.required === 'conditional') attributes.push('required="conditional"');
  const open = `<Field ${attributes.join(' ')}>`;
  const description = mdxInline(field.description);
  if (field.children.length === 0) return [`${open}${description}</Field>`];
  return [
    open,
    '',
    ...(description ? [description, ''] : []),
    '<FieldList nested>',
    ...field.children.flatMap(fieldMarkup),
    '</FieldList>',
    '</Field>',
  ];
}

export function fieldList(fields: FieldNode[]): string[] {
  return ['<FieldList>', ...fields.flatMap(fieldMarkup), '</FieldList>', ''];
}

export function parameterFields(params: Obj[], resolver: Resolver): FieldNode[] {
  return params.map((param) => {
    const schema = asObj(param.schema);
    // The parameter's own description wins over the schema's; keep the schema's facts (enum, default).
    const facts = {...resolver.get(schema), description: undefined};
    const extra = describeSchema(facts, resolver);
    let description = [String(param.description ?? '').trim(), extra].filter(Boolean).join(' ');
    if (schema.type === 'array' && param.in === 'query' && param.explode !== false) {
      description = `${description} Repeat the parameter for several values.`.trim();
    }
    return {
      name: String(param.name),
      type: typeLabel(schema, resolver),
      required: param.required === true ? 'required' : 'optional',
      description,
      children: [],
    };
  });
}

export function fieldGroupMarkdown(groups: FieldGroup[]): string[] {
  const out: string[] = [];
  for (const group of groups) {
    if (group.title) out.push(`**${mdxInline(group.title)}**`, '');
    if (group.note) out.push(mdxInline(group.note), '');
    if (group.fields.length > 0) out.push(...fieldList(group.fields));
  }
  return out;
}
