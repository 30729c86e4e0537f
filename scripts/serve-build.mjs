/**
 * Serves a production build on loopback the way a static host does: clean URLs,
 * the 404 page, and gzip for every compressible response, so the benchmarks
 * measure the bytes readers download.
 */
import http from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';

/** Starts the server on `port` (BENCH_PORT, or a free one); resolves to `{origin, close}`. */
export function serveBuild(buildDir, port = Number(process.env.BENCH_PORT ?? 0)) {
  const compress = compression();
  const server = http.createServer((request, response) => {
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
