/**
 * The built site as the MCP server reads it, from disk and offline: the search
 * index (searched by the browser's own engine and ranking), the Markdown copies
 * of the pages, and the OpenAPI document.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import {markdownPath} from '../../lib/markdown/url';
import {createLocalProvider} from '../../lib/search/localProvider';
import type {SearchProvider} from '../../lib/search/types';
import {buildModel, type ApiModel} from '../../lib/openapi/model';
import type {Obj} from '../../lib/openapi/schema';
import {fileFetcher} from '../../lib/search/fileFetcher';

const INDEX_PREFIX = '/search-index/';
export const OPENAPI_FILE = 'openapi.yaml';

/** A problem with what the client asked for; the tool answers it as an error result. */
export class ToolInputError extends Error {}

export type BuiltSite = {
  buildDir: string;
  /** The site's public address (`https://docs.tessera.example`), for absolute links in answers. */
  origin: string;
  search: SearchProvider;
  /** The Markdown copy of a page, by URL or site path; throws ToolInputError when there is none. */
  page(url: string): Promise<{path: string; markdown: string}>;
  api(): Promise<ApiModel>;
};

/** `https://docs.tessera.example/docs/x#y`, `/docs/x`, `docs/x.md` -> `/docs/x.md`. */
export function markdownPathOf(url: string, origin: string): string {
  let rest = url.trim();
  if (/^https?:\/\//i.test(rest)) {
    const parsed = new URL(rest);
    if (parsed.origin !== new URL(origin).origin && !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(parsed.origin)) {
      throw new ToolInputError(`${url} is not on ${origin}`);
    }
    rest = parsed.pathname;
  }
  rest = rest.replace(/[?#].*$/, '');
  if (!rest.startsWith('/')) rest = `/${rest}`;
  let decoded: string;
  try {
    decoded = decodeURI(rest);
  } catch {
    throw new ToolInputError(`${url} is not a valid URL path`);
  }
  return decoded.endsWith('.md') ? decoded : markdownPath(decoded);
}

export function openSite(buildDir: string, origin: string): BuiltSite {
  const root = path.resolve(buildDir);
  let model: Promise<ApiModel> | undefined;
  return {
    buildDir: root,
    origin,
    search: createLocalProvider(`${INDEX_PREFIX}manifest.json`, fileFetcher(path.join(root, 'search-index'))),
    async page(url) {
      const sitePath = markdownPathOf(url, origin);
      const file = path.resolve(root, `.${sitePath}`);
      if (!file.startsWith(`${root}${path.sep}`)) throw new ToolInputError(`${url} is outside the site`);
      try {
        return {path: sitePath, markdown: await fs.readFile(file, 'utf8')};
      } catch {
        throw new ToolInputError(`No docs page at ${url} (looked for ${sitePath}). Find pages with search_docs.`);
      }
    },
    api() {
      model ??= fs
        .readFile(path.join(root, OPENAPI_FILE), 'utf8')
        .then((text) => buildModel(YAML.parse(text) as Obj))
        .catch((error: unknown) => {
          model = undefined;
          throw error;
        });
      return model;
    },
  };
}
