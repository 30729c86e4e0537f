/**
 * Languages highlighted on top of prism-react-renderer's defaults (which
 * already cover JSON, TypeScript, Python and YAML). C#, Ruby, Java and PHP come
 * from the spec; Bash is for cURL samples.
 */
export const additionalLanguages = ['csharp', 'ruby', 'java', 'markup-templating', 'php', 'bash'];
