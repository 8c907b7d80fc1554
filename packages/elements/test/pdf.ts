// Reading the tagged PDFs Chromium prints (page.pdf({ tagged: true })): its structure tree says
// on which pages each table row's content was drawn, so a test can see rows cut by a page break.

/** The PDF's objects by number (Chromium writes them uncompressed, with no object streams). */
export function objects(pdf: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of pdf.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    map.set(Number(m[1]), m[2]!);
  }
  return map;
}

/** The pages (object numbers) a structure element's content was drawn on. */
export function pagesOf(
  objs: Map<number, string>,
  id: number,
  seen = new Set<number>(),
): Set<number> {
  const pages = new Set<number>();
  if (seen.has(id)) return pages;
  seen.add(id);
  const body = objs.get(id) ?? '';
  const k = /\/K (\[[\s\S]*\]|\d+ 0 R|\d+)/.exec(body)?.[1] ?? '';
  for (const mcr of k.matchAll(/<<\/Type \/MCR\s*\/Pg (\d+) 0 R/g)) pages.add(Number(mcr[1]));
  const rest = k.replace(/<<[\s\S]*?>>/g, ' ');
  const own = /\/Pg (\d+) 0 R/.exec(body.replace(/\/K [\s\S]*/, ''))?.[1];
  for (const ref of rest.matchAll(/(\d+) 0 R/g)) {
    for (const p of pagesOf(objs, Number(ref[1]), seen)) pages.add(p);
  }
  // Bare numbers in /K are marked-content ids drawn on the element's own page.
  if (
    own !== undefined &&
    /(^|[\s[])\d+(?![\d ]*0 R)(?=[\s\]]|$)/.test(rest.replace(/\d+ 0 R/g, ''))
  ) {
    pages.add(Number(own));
  }
  return pages;
}

/** What a printed PDF shows of its tables. */
export interface Printed {
  pages: number;
  /** Body rows (not header rows): how many pages each one's content spans. */
  rows: number[];
  /** The distinct pages that body rows were drawn on. */
  rowPages: number;
  /** For each header row: how many pages it was drawn on (a repeated header: every page of its table). */
  headers: number[];
}

/** Pages and table rows of a tagged PDF as Chromium writes it. */
export function readTaggedPdf(file: Uint8Array): Printed {
  const pdf = Buffer.from(file).toString('latin1');
  const objs = objects(pdf);
  const pages = [...objs.values()].filter((body) => /\/Type \/Page(?!s)\b/.test(body)).length;
  const rows: number[] = [];
  const rowPages = new Set<number>();
  const headers: number[] = [];
  for (const [id, body] of objs) {
    if (!/\/S \/TR\b/.test(body)) continue;
    const cells = [...(/\/K (\[[^\]]*\]|\d+ 0 R)/.exec(body)?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
    const header = cells.every((c) => /\/Scope \/Column/.test(objs.get(Number(c[1])) ?? ''));
    if (header) {
      headers.push(pagesOf(objs, id).size);
      continue;
    }
    const on = pagesOf(objs, id);
    rows.push(on.size);
    for (const p of on) rowPages.add(p);
  }
  return { pages, rows, rowPages: rowPages.size, headers };
}
