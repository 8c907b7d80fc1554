#!/usr/bin/env node
// Every link of the built API site (api-docs/, after `typedoc`), checked as a reader would follow
// it: a relative link must name a file of the site and, with a #fragment, an id on that page; a
// same-page #fragment an id of the page; an absolute link must not be invented from a file name
// (http://tournaments.md: a host whose last label is a file extension). Run by `pnpm run api-docs`.
//
//   node scripts/api-doc-links.mjs [--dir api-docs]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { cliArgs } from './cli-args.mjs';

/** File extensions that turn a file name in prose into an invented host (`tournaments.md`). */
const FILE_EXTENSIONS = new Set(
  'md mdx ts tsx mts cts js mjs cjs json jsonc tdf xml html htm csv txt yaml yml toml lock'.split(
    ' ',
  ),
);

/** Every link of one page: `{ attr, url }` from href and src attributes. */
export function pageLinks(html) {
  const out = [];
  for (const m of html.matchAll(/\s(href|src)="([^"]*)"/g)) out.push({ attr: m[1], url: m[2] });
  return out;
}

/** The ids (and `name` anchors) a page defines. */
export function pageIds(html) {
  const ids = new Set();
  for (const m of html.matchAll(/\s(?:id|name)="([^"]*)"/g)) ids.add(decodeEntities(m[1]));
  return ids;
}

function decodeEntities(text) {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Why an absolute URL is an invented link, or undefined when it is a real address. */
export function inventedLink(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a valid URL';
  }
  if (parsed.protocol === 'file:') return 'a file on the machine that built the site';
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const last = parsed.hostname.split('.').pop()?.toLowerCase() ?? '';
  if (!parsed.hostname.includes('.')) return 'a host without a domain';
  if (FILE_EXTENSIONS.has(last)) return `a file name taken for a host (.${last})`;
  return undefined;
}

function htmlFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...htmlFiles(path));
    else if (name.endsWith('.html')) out.push(path);
  }
  return out;
}

/** Checks every page of `dir`; returns `{ pages, links, broken: [{ page, url, why }] }`. */
export function checkSite(dir) {
  const idsOf = new Map();
  const ids = (file) => {
    if (!idsOf.has(file)) idsOf.set(file, pageIds(readFileSync(file, 'utf8')));
    return idsOf.get(file);
  };
  const broken = [];
  const files = htmlFiles(dir);
  let links = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    idsOf.set(file, pageIds(html));
    const page = relative(dir, file);
    for (const { url: raw } of pageLinks(html)) {
      const url = decodeEntities(raw);
      links++;
      if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
        const why = inventedLink(url);
        if (why) broken.push({ page, url, why });
        continue;
      }
      const hash = url.indexOf('#');
      const path = (hash < 0 ? url : url.slice(0, hash)).replace(/\?.*$/, '');
      const fragment = hash < 0 ? '' : decodeURIComponent(url.slice(hash + 1));
      const target = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      if (!target.startsWith(dir) || !existsSync(target) || statSync(target).isDirectory()) {
        broken.push({ page, url, why: 'no such file on the site' });
        continue;
      }
      if (fragment && target.endsWith('.html') && !ids(target).has(fragment))
        broken.push({ page, url, why: `no id "${fragment}" on ${relative(dir, target)}` });
    }
  }
  return { pages: files.length, links, broken };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  const { values: flags } = cliArgs(
    { dir: { type: 'string' } },
    'node scripts/api-doc-links.mjs [--dir api-docs]',
  );
  const site = resolve(root, flags.dir ?? 'api-docs');
  if (!existsSync(site)) {
    console.error(
      `${relative(root, site)} does not exist: build the site first (pnpm run api-docs)`,
    );
    process.exit(1);
  }
  const { pages, links, broken } = checkSite(site);
  for (const { page, url, why } of broken.slice(0, 50)) console.error(`${page}: ${url} (${why})`);
  if (broken.length > 50) console.error(`... and ${broken.length - 50} more`);
  if (broken.length > 0) {
    console.error(`${broken.length} broken links in ${pages} pages`);
    process.exit(1);
  }
  console.log(`${links} links in ${pages} pages of the API docs: 0 broken`);
}
