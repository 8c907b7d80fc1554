/** A broken link: the page it is on (relative to the site), the link as written, and why. */
export interface BrokenLink {
  page: string;
  url: string;
  why: string;
}
/** Every link of one page, from its href and src attributes. */
export declare function pageLinks(html: string): { attr: string; url: string }[];
/** The ids (and `name` anchors) a page defines. */
export declare function pageIds(html: string): Set<string>;
/** Why an absolute URL is an invented link, or undefined when it is a real address. */
export declare function inventedLink(url: string): string | undefined;
/** Checks every page of the site folder `dir`. */
export declare function checkSite(dir: string): {
  pages: number;
  links: number;
  broken: BrokenLink[];
};
