/**
 * Replaces the theme's Prism language loader with nothing: code is highlighted
 * at build time (plugins/remark/highlightCode.ts). With no languages configured the
 * original still bundles Prism's component index (its `require` of a
 * `prismjs/components/prism-${lang}` template matches the folder's index.js).
 */
export default function prismIncludeLanguages(): void {}
