// A tiny static file server for this folder: `pnpm serve`, then open http://127.0.0.1:8080/.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, normalize } from 'node:path';

const root = new URL('.', import.meta.url).pathname;
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** Starts the server on `port` (0 picks a free one) and resolves with its origin. */
export function serve(port = 8080) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = `${root}${path.endsWith('/') ? `${path}index.html` : path}`;
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await serve(Number(process.env.PORT ?? 8080));
  console.log(`embed example on ${origin}/`);
}
