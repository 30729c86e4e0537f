/**
 * Vitest global setup: writes docs/api/operations/ from openapi/ before any
 * test runs, as `npm start` and `npm run build` do, so link checks and the API
 * consistency tests see the generated pages.
 */
import path from 'node:path';
import {generateApiDocs} from '../../../plugins/openapi-docs';

export default function setup(): void {
  generateApiDocs(path.resolve(__dirname, '../../..'));
}
