/**
 * The file operations of the page generator: list a folder, write a file only
 * when its content changes, and prune the folders a removed page leaves empty.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (none when it does not exist), as sorted absolute paths. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Writes `content` to `file` unless the file already holds exactly that; true when it wrote. */
export function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Write and rename, so a build running at the same time never reads half a page.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
  return true;
}

/** Removes the empty folders below `root` (never `root` itself). */
export function removeEmptyDirs(dir: string, root: string = dir): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) removeEmptyDirs(path.join(dir, entry.name), root);
  }
  if (dir !== root && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}
