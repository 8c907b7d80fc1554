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
