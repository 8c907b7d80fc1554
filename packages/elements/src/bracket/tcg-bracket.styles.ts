// The styles of <tcg-bracket>, beside the element (tcg-bracket.ts): its tree, rounds and list
// layouts. Heights the pixel layout computes with (pixel-layout.ts) are written in from there.
import { css } from 'lit';
import { ROUND_HEADER_HEIGHT, SECTION_HEADING_HEIGHT } from './pixel-layout.js';

/** `<tcg-bracket>`'s own styles, after the shared theme: the tree, rounds and list layouts, the connectors and the densities. */
export const bracketStyles = css`
  :host {
    display: block;
    --_match-bg: var(--tcg-match-bg, transparent);
  }
  .title {
    font-size: 1.25rem;
    font-weight: 700;
  }
  .heading {
    font-size: 1rem;
    font-weight: 700;
    margin: 0.5rem 0;
  }
  .scroll {
    overflow: auto;
    max-width: 100%;
  }
  .match:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .canvas {
    position: relative;
  }
  svg {
    position: absolute;
    inset: 0;
    overflow: visible;
    pointer-events: none;
  }
  /* Right to left: boxes are placed from the inline start, so the connectors are mirrored to
     match (round 1 on the right, the final on the left), like the arrow keys. */
  :host(:dir(rtl)) svg {
    transform: scaleX(-1);
  }
  path {
    fill: none;
    stroke: var(--_border);
    stroke-width: 1.5;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .tree ol {
    display: contents;
  }
  .tree section {
    position: absolute;
  }
  .tree .heading {
    position: absolute;
    inset-inline-start: 0;
    top: 0;
    margin: 0;
    height: ${SECTION_HEADING_HEIGHT}px;
    line-height: ${SECTION_HEADING_HEIGHT}px;
    white-space: nowrap;
  }
  .tree .round-name {
    position: absolute;
    top: ${SECTION_HEADING_HEIGHT}px;
    margin: 0;
    height: ${ROUND_HEADER_HEIGHT}px;
    line-height: ${ROUND_HEADER_HEIGHT}px;
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .tree .match {
    position: absolute;
    /* Off-screen matches skip layout and paint until scrolled into view (a 256-player
       double elimination has over 500); they stay in the accessibility tree. */
    content-visibility: auto;
  }
  .match {
    box-sizing: border-box;
    border: 1px solid var(--_border);
    border-radius: 4px;
    background: var(--_match-bg);
    font-size: 0.8125rem;
    cursor: pointer;
    overflow: hidden;
  }
  .match.conditional {
    border-style: dashed;
  }
  .match.skipped {
    opacity: 0.75;
  }
  /* The name is the slot's own text in a block box (not a flex item), so it ellipsizes; the
     score is out of flow at the inline end, in space the padding keeps free, so it always shows. */
  .slot {
    display: block;
    position: relative;
    box-sizing: border-box;
    min-width: 0;
    height: 50%;
    line-height: var(--_slot, 21px);
    padding-inline: 0.4em 2.6em;
    border-inline-start: 3px solid transparent;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .slot + .slot {
    border-top: 1px solid var(--_border);
  }
  .slot[data-seed]::before {
    content: attr(data-seed);
    display: inline-block;
    color: var(--_muted);
    font-size: 0.8em;
    font-weight: 400;
    min-width: 1.9em;
  }
  /* Winner: bold, a bar at the inline start and the score in the win color; loser: muted
     score. The bar and the weight tell them apart without color (and in forced colors). */
  .slot.win {
    font-weight: 700;
    border-inline-start-color: var(--_win);
  }
  .slot.win::after {
    color: var(--_win);
  }
  .slot.loss::after {
    color: var(--_muted);
  }
  /* Forced colors paint even a transparent border in CanvasText: keep the bar on winners only. */
  @media (forced-colors: active) {
    .slot:not(.win) {
      border-inline-start-color: Canvas;
    }
  }
  .slot.empty {
    color: var(--_muted);
    font-style: italic;
  }
  .slot[data-score]::after {
    content: attr(data-score);
    position: absolute;
    inset-inline-end: 0.5em;
    top: 0;
    font-variant-numeric: tabular-nums;
  }
  .rounds .round,
  .list .round {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  .rounds .column {
    min-width: 0;
    touch-action: pan-y;
  }
  .switcher {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin-block-end: 0.5rem;
  }
  .switcher p {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    text-align: center;
  }
  .switcher strong {
    display: block;
  }
  .switcher button {
    flex: none;
    font: inherit;
    min-width: 2.75rem;
    min-height: 2.75rem;
    color: var(--_accent);
    background: none;
    border: 1px solid var(--_border);
    border-radius: 4px;
    cursor: pointer;
  }
  /* The chevrons point the way the rounds run, also right to left. */
  :host(:dir(rtl)) .switcher button {
    transform: scaleX(-1);
  }
  .switcher button:disabled {
    color: var(--_muted);
    cursor: default;
  }
  .rounds .match,
  .list .match {
    height: 3.5rem;
    --_slot: calc(1.75rem - 1px);
  }
  :host([density='comfortable']) .match {
    font-size: 0.875rem;
  }
  .round-name {
    font-size: 0.875rem;
    color: var(--_muted);
    margin: 0.25rem 0;
  }
`;
