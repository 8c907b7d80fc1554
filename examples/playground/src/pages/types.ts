/** One page of the playground: a capability of tcgkit. */
export interface Page {
  /** The hash route, for example `swiss` for `#/swiss`. */
  readonly id: string;
  readonly title: string;
  /** The packages the page shows. */
  readonly packages: readonly string[];
  /** Draws the page into `main`. */
  render(main: HTMLElement): void;
}
