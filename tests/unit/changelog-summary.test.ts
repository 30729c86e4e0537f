/**
 * Every changelog entry says what readers must do, and the changelog list shows the first
 * sentence of it next to the entry's summary (lib/content/changelog.ts, docusaurus.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changelogAction} from '../../lib/content/changelog';

const dir = path.resolve(__dirname, '../../changelog');
const entries = fs.readdirSync(dir).filter((file) => file.endsWith('.md'));

describe('the changelog summary line', () => {
  it('is the first sentence of the "What to do" section, as plain text', () => {
    const body =
      'Lead.\n\n<!-- truncate -->\n\n## What changed\n\nThings.\n\n## What to do\n\nReplace `selectObjects()` with [the new call](/docs/x). Then test.\n';
    expect(changelogAction(body)).toBe('Replace selectObjects() with the new call.');
    expect(changelogAction('Lead.\n\n## What changed\n\nThings.\n')).toBeUndefined();
  });

  it('exists for every entry', () => {
    expect(entries.length).toBeGreaterThan(10);
    for (const file of entries) {
      const body = fs.readFileSync(path.join(dir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      expect(changelogAction(body), file).toMatch(/^[A-Z].{10,}\.$/);
    }
  });
});
