/**
 * The extra attributes a `code` node's `<CodeBlock>` element gets: the REST
 * samples (restSamples.ts) name each fence's tab, and highlightCode.ts copies
 * them onto the element it makes of the fence, and mark their fences as
 * wrapping ones, whose URLs may break after a slash.
 */
declare module 'mdast' {
  interface CodeData {
    jsxAttributes?: Record<string, string>;
    /** The block wraps its long lines (REST samples), so its URLs may break after their slashes. */
    urlBreaks?: boolean;
  }
}

export {};
