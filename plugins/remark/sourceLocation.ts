import path from 'node:path';

/** What a remark plugin knows of the file it transforms (a VFile, or a test's stand-in). */
export interface SourceFile {
  path?: string;
  cwd?: string;
}

/** A node's position, as mdast and hast give it. */
interface Positioned {
  position?: {start: {line: number}};
}

/**
 * Where a build error points the writer: `docs/guide/pricing.mdx:42`, the file relative to `root`
 * (the site directory, or the process's directory) with forward slashes, and the line when the
 * node has one. Every build-time error about a page's Markdown starts with it, so an editor can
 * jump to the line.
 */
export function sourceLocation(file: SourceFile, at?: Positioned | number, root?: string): string {
  const base = root ?? file.cwd ?? process.cwd();
  const name = file.path ? path.relative(base, path.resolve(base, file.path)).split(path.sep).join('/') : 'unknown file';
  const line = typeof at === 'number' ? at : at?.position?.start.line;
  return line ? `${name}:${line}` : name;
}
