/**
 * The extra attributes a `code` node's `<CodeBlock>` element gets: the REST
 * samples (restSamples.ts) name each fence's tab, and highlightCode.ts copies
 * them onto the element it makes of the fence.
 */
declare module 'mdast' {
  interface CodeData {
    jsxAttributes?: Record<string, string>;
  }
}

export {};
