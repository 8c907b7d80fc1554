import { css } from 'lit';

/** Table, scroll region and button styles shared by the tabular elements. */
export const tableStyles = css`
  :host {
    display: block;
  }
  .scroll {
    overflow-x: auto;
    max-width: 100%;
  }
  .scroll:focus-visible,
  button:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding-block: 0.25rem 0.5rem;
  }
  th,
  td {
    padding: 0.3rem 0.6rem;
    border-bottom: 1px solid var(--_border);
    text-align: start;
    white-space: nowrap;
  }
  thead th {
    font-size: 0.875em;
    color: var(--_muted);
  }
  th[scope='row'] {
    font-weight: 500;
  }
  .num {
    text-align: end;
  }
  button.link {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
    text-decoration: underline dotted;
    text-underline-offset: 0.2em;
  }
  .muted {
    color: var(--_muted);
  }
  [role='alert'] {
    color: var(--_loss);
  }
`;

/**
 * Sticky identifying columns (`.pin0`, then `.pin1` at `--_pin`, the first column's measured
 * width), the find-a-player box, the windowing spacers, and the print stylesheet: every row kept
 * whole on a page (`break-inside: avoid`), the header repeated on each page, nothing interactive,
 * and black on white in any scheme (muted text takes the light scheme's grey, not the dark one's
 * light grey, which is unreadable on paper).
 */
export const bigTableStyles = css`
  .pin0,
  .pin1 {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background-color: Canvas;
    background-image: linear-gradient(var(--_bg), var(--_bg));
  }
  .pin1 {
    inset-inline-start: var(--_pin, 0px);
  }
  tr.spacer td {
    padding: 0;
    border: 0;
  }
  .find {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    align-items: center;
    margin-block-end: 0.5rem;
  }
  .find input {
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid var(--_border);
    border-radius: 4px;
    padding: 0.2rem 0.4rem;
    min-width: 0;
    flex: 1 1 10rem;
    max-width: 20rem;
  }
  .find input:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 1px;
  }
  .print-only {
    display: none;
  }
  @media print {
    :host,
    :host([theme='dark']) {
      color: #000;
      background: #fff;
      --_muted: #57606a;
    }
    .find,
    .screen-only {
      display: none;
    }
    .print-only {
      display: block;
    }
    .scroll {
      overflow: visible;
    }
    .pin0,
    .pin1 {
      position: static;
      background: none;
    }
    thead {
      display: table-header-group;
    }
    tr {
      break-inside: avoid;
    }
    th,
    td {
      border-bottom-color: #000;
      color: #000;
      padding-block: 0.15rem;
    }
    button.link {
      text-decoration: none;
    }
    .page-break {
      break-before: page;
    }
  }
`;
