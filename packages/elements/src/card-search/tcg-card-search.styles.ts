// The styles of <tcg-card-search>, beside the element (tcg-card-search.ts).
import { css } from 'lit';

/** `<tcg-card-search>`'s own styles, after the shared theme: the box and its underline layer (always left to right, as the query language is, so the marks stay under their characters on a right-to-left page) and the windowed results list. */
export const cardSearchStyles = css`
  :host {
    display: block;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  .box {
    position: relative;
  }
  input,
  .marks {
    box-sizing: border-box;
    width: 100%;
    font: inherit;
    font-family: var(--tcg-mono, ui-monospace, monospace);
    letter-spacing: 0;
    padding: 0.375rem 0.5rem;
    border: 1px solid transparent;
    margin: 0;
  }
  input {
    position: relative;
    color: var(--_fg);
    background: transparent;
    border-color: var(--_border);
    border-radius: 0.25rem;
  }
  input:focus-visible {
    outline: 2px solid var(--_accent);
  }
  .marks {
    position: absolute;
    inset: 0;
    overflow: hidden;
    white-space: pre;
    color: transparent;
    pointer-events: none;
  }
  mark {
    color: transparent;
    background: none;
    text-decoration: underline wavy var(--_loss);
    text-decoration-skip-ink: none;
    text-underline-offset: 0.2em;
  }
  mark.warning {
    text-decoration-color: var(--_draw);
  }
  .explain,
  .muted {
    color: var(--_muted);
    margin: 0.25rem 0;
  }
  .issues {
    list-style: none;
    margin: 0.25rem 0;
    padding: 0;
  }
  .issues li {
    margin: 0.125rem 0;
  }
  [role='listbox'] {
    --_row: 2rem;
    position: relative;
    list-style: none;
    margin: 0.25rem 0;
    padding: 0;
    max-height: 20rem;
    overflow-y: auto;
    overscroll-behavior: contain;
    border: 1px solid var(--_border);
    border-radius: 0.25rem;
  }
  /* The whole list's height, so the scrollbar is the list's; only rows near the view exist. */
  [role='listbox']::before {
    content: '';
    display: block;
    height: calc(var(--_row) * var(--_n, 0));
  }
  [role='option'] {
    position: absolute;
    inset-inline: 0;
    top: calc(var(--_row) * var(--_i, 0));
    box-sizing: border-box;
    height: var(--_row);
    line-height: 1.5rem;
    padding: 0.25rem 0.5rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    cursor: pointer;
  }
  [role='option'][aria-selected='true'] {
    outline: 2px solid var(--_accent);
    outline-offset: -2px;
  }
  button {
    font: inherit;
    color: var(--_fg);
    background: transparent;
    border: 1px solid var(--_border);
    border-radius: 0.25rem;
    padding: 0.125rem 0.5rem;
    cursor: pointer;
    margin-inline-start: 0.25rem;
  }
  button:focus-visible {
    outline: 2px solid var(--_accent);
  }
`;
