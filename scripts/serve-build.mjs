/**
 * Serves a production build on loopback the way a static host does: clean URLs,
 * the 404 page, gzip for every compressible response, so the benchmarks
 * measure the bytes readers download, and the caching headers of the
 * production nginx configuration (deploy/nginx): hashed files under /assets/
 * immutable, everything else revalidated.
 */
import http from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';

/** Starts the server on `port` (BENCH_PORT, or a free one); resolves to `{origin, close}`. */
export function serveBuild(buildDir, port = Number(process.env.BENCH_PORT ?? 0)) {
  const compress = compression();
  const server = http.createServer((request, response) => {
    response.setHeader('Cache-Control', request.url?.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    compress(request, response, () => {
      serveHandler(request, response, {public: buildDir, cleanUrls: true, directoryListing: false}).catch((error) => {
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
