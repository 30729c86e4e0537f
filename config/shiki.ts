/**
 * Code highlighting, done at build time with Shiki (plugins/remark/highlightCode.ts):
 * the languages a fence may name, and the token kinds the pages are coloured by.
 * The colours themselves are CSS variables in src/css/code.css, one set per
 * colour mode, so a page carries each token's kind once and both modes share it.
 */

/**
 * Shiki grammars loaded for the build, by the name fences use. The REST samples
 * need bash (cURL), javascript, csharp, java, php, ruby and python (lib/samples/languages.ts); the pages also show http, json, ts/tsx/jsx, html, css,
 * yaml and diff. Aliases (js, ts, sh, py, rb, cs, yml...) are Shiki's own.
 */
export const codeLanguages = [
  'bash',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'csharp',
  'java',
  'php',
  'ruby',
  'python',
  'http',
  'json',
  'jsonc',
  'html',
  'xml',
  'css',
  'yaml',
  'diff',
  'sql',
  'ini',
] as const;

/** Fence languages shown as plain text, without colours. */
export const plainLanguages = ['text', 'txt', 'plain', 'plaintext', ''] as const;

/**
 * Token kinds of Shiki's CSS-variables theme (its `--shiki-token-*` variables,
 * plus inserted and deleted diff lines), each with the class a token of that
 * kind gets in the built HTML. Tokens in the foreground colour get no element,
 * and neither does punctuation, which both modes show in the foreground colour:
 * a JSON example is mostly punctuation, and each span is an element of the page.
 */
export const tokenClasses = {
  'token-keyword': 't-keyword',
  'token-string': 't-string',
  'token-comment': 't-comment',
  'token-constant': 't-constant',
  'token-function': 't-function',
  'token-parameter': 't-parameter',
  'token-string-expression': 't-expression',
  'token-link': 't-link',
  'token-inserted': 't-inserted',
  'token-deleted': 't-deleted',
} as const;

export type TokenKind = keyof typeof tokenClasses;
