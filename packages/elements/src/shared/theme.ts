import { css } from 'lit';

/** The dark scheme's token values, used by the media query and by `theme="dark"` alike. */
const darkTokens = css`
  --_fg: var(--tcg-fg, #e6edf3);
  --_bg: var(--tcg-bg, #0d1117);
  color-scheme: dark;
  --_muted: var(--tcg-muted, #9da7b3);
  --_border: var(--tcg-border, #768390);
  --_accent: var(--tcg-accent, #6cb6ff);
  --_win: var(--tcg-win, #57d364);
  --_loss: var(--tcg-loss, #ff8182);
  --_draw: var(--tcg-draw, #9da7b3);
`;

/**
 * The shared design tokens of every tcgkit element, as `--tcg-*` CSS custom properties with
 * defaults that meet 4.5:1 contrast in light and dark schemes. Set any of them on the element or
 * an ancestor to theme it; set `theme="dark"` or `theme="light"` to override the user's scheme.
 * The light scheme's background is transparent (the page's); the dark scheme paints its own
 * (`#0d1117`), so light text stays readable on a page that has no dark style of its own.
 *
 * | property | used for |
 * | --- | --- |
 * | `--tcg-font` | font family |
 * | `--tcg-fg` / `--tcg-bg` | text and background |
 * | `--tcg-muted` | secondary text |
 * | `--tcg-border` | lines and outlines |
 * | `--tcg-accent` | focus rings, highlights |
 * | `--tcg-win` / `--tcg-loss` / `--tcg-draw` | result colors |
 */
export const themeStyles = css`
  :host {
    --_fg: var(--tcg-fg, #1b1f24);
    --_bg: var(--tcg-bg, transparent);
    --_muted: var(--tcg-muted, #57606a);
    --_border: var(--tcg-border, #8c959f);
    --_accent: var(--tcg-accent, #0b5cad);
    --_win: var(--tcg-win, #116329);
    --_loss: var(--tcg-loss, #a40e26);
    --_draw: var(--tcg-draw, #57606a);
    font-family: var(--tcg-font, system-ui, sans-serif);
    color: var(--_fg);
    background: var(--_bg);
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${darkTokens}
    }
  }
  :host([theme='dark']) {
    ${darkTokens}
  }
  @media (forced-colors: active) {
    :host {
      --_fg: CanvasText;
      --_bg: Canvas;
      --_muted: CanvasText;
      --_border: CanvasText;
      --_accent: Highlight;
      --_win: CanvasText;
      --_loss: CanvasText;
      --_draw: CanvasText;
    }
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
