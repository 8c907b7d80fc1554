// The styles of <tcg-deck>, beside the element (tcg-deck.ts).
import { css } from 'lit';

/** `<tcg-deck>`'s own styles, after the shared theme: two columns of groups on wide screens, one on phones; the tooltip, the curve, the legality section and the printed registration sheet. */
export const deckStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .h {
    font-weight: 700;
    font-size: 1rem;
    margin: 0.75rem 0 0.25rem;
  }
  .groups {
    display: grid;
    gap: 0 1.5rem;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    position: relative;
    display: flex;
    gap: 0.5rem;
    padding: 0.125rem 0;
  }
  .count {
    min-width: 1.5rem;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .cost {
    align-self: flex-start;
    min-width: 1.5rem;
    text-align: center;
    border: 1px solid var(--_border);
    border-radius: 0.75rem;
    font-variant-numeric: tabular-nums;
  }
  .name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .name:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 1px;
  }
  .colors,
  .muted {
    color: var(--_muted);
  }
  .tip {
    display: none;
    position: absolute;
    z-index: 1;
    inset-inline-start: 2rem;
    top: 100%;
    max-width: min(22rem, 90vw);
    padding: 0.5rem;
    white-space: pre-line;
    color: var(--_fg);
    background: var(--tcg-tooltip-bg, Canvas);
    border: 1px solid var(--_border);
    border-radius: 0.25rem;
  }
  li:hover .tip,
  .name:focus + .tip {
    display: block;
  }
  .tip img {
    display: block;
    width: 100%;
    max-width: 16rem;
    height: auto;
    margin-block-end: 0.25rem;
  }
  .tip img[hidden] {
    display: none;
  }
  li.dismissed .name + .tip {
    display: none;
  }
  .warnings {
    border-inline-start: 4px solid var(--_loss);
    padding-inline-start: 0.5rem;
  }
  .bars {
    display: flex;
    align-items: flex-end;
    gap: 0.25rem;
    height: 4rem;
  }
  .bar {
    flex: 1;
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    align-items: center;
    height: 100%;
    font-size: 0.75rem;
  }
  .bar span {
    display: block;
    width: 100%;
    background: var(--_accent);
    /* Forced colors would paint the bars as Canvas (invisible); --_accent is Highlight there. */
    forced-color-adjust: none;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.75rem;
  }
  button {
    font: inherit;
    color: var(--_fg);
    background: transparent;
    border: 1px solid var(--_border);
    border-radius: 0.25rem;
    padding: 0.25rem 0.5rem;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid var(--_accent);
  }
  .legality .formats > li {
    display: block;
    border-inline-start: 4px solid var(--_border);
    padding-inline-start: 0.5rem;
    margin-block: 0.25rem;
  }
  .legality [data-status='legal'] {
    border-inline-start-color: var(--_win);
  }
  .legality [data-status='illegal'] {
    border-inline-start-color: var(--_loss);
  }
  .legality [data-status='not-checked'] {
    border-inline-start-style: dashed;
  }
  .legality .messages {
    list-style: disc;
    padding-inline-start: 1.25rem;
  }
  .legality .messages li {
    display: list-item;
  }
  .mark {
    display: inline-block;
    min-width: 1em;
    font-weight: 700;
  }
  @container (max-width: 30rem) {
    .groups {
      grid-template-columns: 1fr;
    }
  }
  .sheet {
    display: none;
    font-size: 9pt;
  }
  .sheet-title {
    font-size: 13pt;
    font-weight: 700;
    margin: 0 0 0.5em;
  }
  .sheet table {
    width: 100%;
    border-collapse: collapse;
    margin-block-end: 0.6em;
  }
  .sheet caption {
    text-align: start;
    font-weight: 700;
    padding-block: 0.2em;
  }
  .sheet th,
  .sheet td {
    border: 0.5pt solid currentColor;
    padding: 0.15em 0.4em;
    text-align: start;
  }
  .sheet tr {
    break-inside: avoid;
  }
  .sheet thead th {
    font-size: 8pt;
  }
  .sheet .qty,
  .sheet .num {
    width: 4em;
    text-align: center;
  }
  .sheet .set {
    width: 5em;
    text-align: center;
  }
  .sheet tfoot th {
    text-align: end;
  }
  .sheet .player th {
    width: 9em;
  }
  .sheet .player td {
    height: 1.4em;
  }
  .sheet .box {
    margin-inline-end: 1em;
  }
  @media print {
    .sheet {
      display: block;
      color: #000;
    }
    .screen {
      display: none;
    }
    .actions,
    .tip,
    .curve {
      display: none !important;
    }
  }
`;
