/**
 * Serves a production build on loopback the way a static host does: clean URLs,
 * the 404 page, gzip for every compressible response, so the benchmarks
 * measure the bytes readers download, and the caching headers of the
 * production nginx configuration (deploy/nginx): hashed files under /assets/
 * immutable, everything else revalidated.
 *
 * Clean URLs as nginx there has them: a page's `.html` path redirects to the
 * page, but a file of the build named `.html` that is not a page (the
 * playground's chart frame, /playground-frame.html) is served as it is, with
 * no redirect. serve-handler's cleanUrls alone redirected it too, which put a
 * round trip in front of the frame that readers do not have.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

/** Starts the server on `port` (BENCH_PORT, or a free one); resolves to `{origin, close}`. */
export function serveBuild(buildDir, port = Number(process.env.BENCH_PORT ?? 0)) {
  const compress = compression();
  /** Whether the request names an .html file of the build that is not a page (nginx: `try_files $uri`, no redirect). */
  const htmlFile = (url = '/') => {
    const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    if (!pathname.endsWith('.html') || pathname.endsWith('/index.html') || pathname === '/404.html') return false;
    const file = path.join(buildDir, pathname);
    return file.startsWith(path.resolve(buildDir) + path.sep) && fs.statSync(file, {throwIfNoEntry: false})?.isFile() === true;
  };
  const server = http.createServer((request, response) => {
    response.setHeader('Cache-Control', request.url?.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    compress(request, response, () => {
      serveHandler(request, response, {public: buildDir, cleanUrls: !htmlFile(request.url), directoryListing: false}).catch((error) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const {port} = server.address();
      resolve({origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done))});
    });
  });
}
