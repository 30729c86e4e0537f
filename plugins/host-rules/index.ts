/**
 * Writes the site's redirects as real HTTP 301 rules for the hosts teams use,
 * next to the client-side redirect pages (which stay, for hosts without rules):
 *
 * - `_redirects` at the root of the build, read by Netlify and Cloudflare Pages;
 * - `_nginx/redirects.conf`, included by the nginx configuration in deploy/nginx/.
 */
import fs from 'node:fs/promises';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Redirect} from '../../config/redirects';
import {hostRules, nginxRules, redirectsFile} from './rules';

export const REDIRECTS_FILE = '_redirects';
export const NGINX_RULES_FILE = '_nginx/redirects.conf';

export default function hostRulesPlugin(redirects: Redirect[]): Plugin {
  return {
    name: 'tessera-host-rules',
    async postBuild({outDir, routesPaths, baseUrl}) {
      const hasFile = (sitePath: string) => {
        const file = path.join(outDir, decodeURI(sitePath).slice(baseUrl.length));
        return existsSync(file) && statSync(file).isFile();
      };
      // Pages only: a route whose HTML the build wrote (the client-side redirect pages are not routes).
      const pages = routesPaths.filter((route) => hasFile(route.endsWith('/') ? `${route}index.html` : `${route}/index.html`));
      const rules = hostRules(redirects, pages, hasFile);
      await fs.writeFile(path.join(outDir, REDIRECTS_FILE), redirectsFile(rules));
      await fs.mkdir(path.join(outDir, path.dirname(NGINX_RULES_FILE)), {recursive: true});
      await fs.writeFile(path.join(outDir, NGINX_RULES_FILE), nginxRules(rules));
    },
  };
}
