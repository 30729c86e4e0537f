/**
 * REST samples in seven languages from one request description. Used by the
 * ```http samples remark plugin (plugins/remark/restSamples.ts) and by the
 * operation page generator (plugins/openapi-docs), so every sample on the
 * site comes from the same code.
 */
export * from './request';
export {printLiteral, jsonSyntax} from './literals';
export {restSamples, sampleLanguages, SAMPLES_GROUP_ID, type Sample, type SampleLanguage} from './languages';
