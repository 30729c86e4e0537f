/**
 * The one copy policy of the site's copy buttons (lib/clipboard.ts): the
 * Clipboard API first, the selection path where it is missing or refuses,
 * text still on its way written at once where the browser takes it, and a
 * failure that says so rather than a silent nothing.
 */
import {describe, expect, it, vi} from 'vitest';
import {copyWith, type ClipboardAccess} from '@site/lib/clipboard';

/** A stand-in clipboard that records which path wrote what. */
function access(overrides: Partial<ClipboardAccess> = {}) {
  const written: string[] = [];
  const bySelection: string[] = [];
  const base: ClipboardAccess = {
    writeText: vi.fn(async (text: string) => void written.push(text)),
    copyBySelection: vi.fn((text: string) => (bySelection.push(text), true)),
  };
  return {access: {...base, ...overrides}, written, bySelection};
}

describe('copyWith', () => {
  it('writes through the Clipboard API when it accepts, without touching the selection', async () => {
    const {access: clipboard, written, bySelection} = access();
    await expect(copyWith('npm install', clipboard)).resolves.toBe('copied');
    expect(written).toEqual(['npm install']);
    expect(bySelection).toEqual([]);
  });

  it('falls back to the selection path when the Clipboard API rejects', async () => {
    const {access: clipboard, bySelection} = access({writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError'))});
    await expect(copyWith('GET /events', clipboard)).resolves.toBe('copied');
    expect(bySelection).toEqual(['GET /events']);
  });

  it('uses the selection path when the page has no Clipboard API', async () => {
    const {access: clipboard, bySelection} = access({writeText: undefined});
    await expect(copyWith('plain http', clipboard)).resolves.toBe('copied');
    expect(bySelection).toEqual(['plain http']);
  });

  it('fails when both paths refuse, or the selection path throws', async () => {
    const refused = access({writeText: undefined, copyBySelection: () => false}).access;
    await expect(copyWith('x', refused)).resolves.toBe('failed');
    const throws = access({
      writeText: () => Promise.reject(new Error('denied')),
      copyBySelection: () => {
        throw new Error('execCommand is gone');
      },
    }).access;
    await expect(copyWith('x', throws)).resolves.toBe('failed');
  });

  it('starts the write of text on its way at once where the browser takes pending text', async () => {
    const pending: Promise<string>[] = [];
    const {access: clipboard, written} = access({writePending: async (text) => void pending.push(text)});
    await expect(copyWith(Promise.resolve('# page'), clipboard)).resolves.toBe('copied');
    expect(pending).toHaveLength(1);
    await expect(pending[0]).resolves.toBe('# page');
    expect(written).toEqual([]);
  });

  it('writes text on its way as plain text where pending text is refused or unsupported', async () => {
    const refusing = access({writePending: () => Promise.reject(new Error('no pending items'))});
    await expect(copyWith(Promise.resolve('# page'), refusing.access)).resolves.toBe('copied');
    expect(refusing.written).toEqual(['# page']);
    const plain = access();
    await expect(copyWith(Promise.resolve('# page'), plain.access)).resolves.toBe('copied');
    expect(plain.written).toEqual(['# page']);
  });

  it('fails without another try when the text itself could not be fetched', async () => {
    const {access: clipboard, written, bySelection} = access({writePending: (text) => text.then(() => undefined)});
    await expect(copyWith(Promise.reject(new Error('/docs/x.md answered 404')), clipboard)).resolves.toBe('failed');
    expect(written).toEqual([]);
    expect(bySelection).toEqual([]);
  });
});
