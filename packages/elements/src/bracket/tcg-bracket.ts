import type {
  BracketMatch,
  BracketRound,
  BracketSection,
  BracketSlot,
  BracketView,
} from '@tcgkit/core';
import { html, nothing, type PropertyValues, svg } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TcgMatchSelectEvent, TcgPlayerSelectEvent } from '../shared/events.js';
import { fill, formatNumber, languageOf, plural } from '../shared/i18n.js';
import { themeStyles, visuallyHidden } from '../shared/theme.js';
import { ViewElement } from '../shared/view-element.js';
import { indexMatches, type MatchIndex } from './match-index.js';
import {
  type BracketDensity,
  type BracketLayoutResult,
  type BracketMetrics,
  bracketDensityMetrics,
  layoutBracket,
  layoutSection,
  type PlacedMatch,
  type SectionLayout,
  sectionsOf,
} from './pixel-layout.js';
import { roundLabel } from './round-names.js';
import { type BracketStrings, defaultBracketStrings } from './tcg-bracket.strings.js';
import { bracketStyles } from './tcg-bracket.styles.js';

/** How `<tcg-bracket>` lays matches out. `auto` picks `tree` on wide containers and `rounds` on narrow ones. */
export type BracketLayout = 'auto' | 'tree' | 'rounds' | 'list';

/** What a custom match renderer receives besides the match. */
export interface MatchRenderContext {
  readonly round: BracketRound;
  /** The match's accessible name. */
  readonly spoken: string;
}

/** Below this container width (px), `layout="auto"` shows one round at a time, with a round switcher. */
export const NARROW_BRACKET_WIDTH = 640;

/**
 * `<tcg-bracket>`: a single or double elimination bracket from a `BracketView` (see
 * `toBracketView` in @tcgkit/elimination): connectors, seeds, byes, scores, status, round names,
 * third place, and the grand final reset shown only when it is played.
 *
 * - Each section is a `<section>` with a heading; each round a list; each match a focusable list
 *   item whose accessible name says everything ("Winners round 3, match 2: Ana (1) 2–1 Ben, final").
 * - Arrow keys follow the bracket: Right to where the winner goes, Left to the matches that fed
 *   this one, Up and Down within the round, Home and End to the round's ends; Enter fires
 *   `tcg-match-select`. Space moves focus into the match's players (Up and Down switch, Enter
 *   fires `tcg-player-select`, Escape returns to the match).
 * - Hovering or focusing a player highlights their whole path; focusing a match marks where its
 *   winner and loser go.
 * - Layouts: `tree`, `rounds` (one round at a time under a "Round 2 of 5" switcher), `list` (optionally only the
 *   matches of `player`), or `auto` (tree when wide, rounds when narrow).
 * - Custom match rendering: a `renderMatch` function, or a light-DOM child with
 *   `slot="match-<id>"` for one match.
 *
 * @fires tcg-match-select - A match was activated (Enter or click).
 * @fires tcg-player-select - A player was activated (Enter on a focused player, Shift+Enter on a match, or double click).
 * @fires tcg-data-error - `src` or inline JSON could not be read.
 * @csspart section - Each bracket section.
 * @csspart match - Each match.
 * @csspart slot - Each side of a match.
 * @csspart connectors - The connector lines.
 * @slot match-<id> - Replaces the content of the match with that id (light-DOM child with `slot="match-<id>"`).
 *
 * @tag tcg-bracket
 */
export class TcgBracket extends ViewElement<BracketView> {
  /** Styles: the shared theme and the bracket's layouts. */
  static override styles = [themeStyles, visuallyHidden, bracketStyles];

  protected readonly viewKind = 'bracket' as const;

  /** The layout; `auto` follows the container width. */
  @property({ type: String, reflect: true }) layout: BracketLayout = 'auto';
  /** In the `list` layout, show only this participant's matches. */
  @property({ type: String }) player?: string;
  /** Overrides for any string. */
  @property({ attribute: false }) strings: Partial<BracketStrings> = {};
  /** How roomy the tree layout is: `compact` boxes (the default) or `comfortable` (200×56). */
  @property({ type: String, reflect: true }) density: BracketDensity = 'compact';
  /** Sizes of the tree layout; when set, they win over `density`. */
  @property({ attribute: false }) metrics?: BracketMetrics;
  /** The heading level of the title (`view.title`); section headings are one level below. */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;
  /** Custom content of a match box (replaces the two default slots). */
  @property({ attribute: false }) renderMatch?: (
    match: BracketMatch,
    context: MatchRenderContext,
  ) => unknown;

  /** The layout in effect (resolves `auto`). */
  @state() protected effectiveLayout: Exclude<BracketLayout, 'auto'> = 'tree';
  /** The match that holds the roving tab stop. */
  @state() protected activeMatch?: string;
  /** Light-DOM children with `slot="match-<id>"`. */
  @state() private customSlots = new Set<string>();
  /** In the `rounds` layout, the round shown in each section (index among its shown rounds). */
  @state() private roundAt: Readonly<Partial<Record<BracketSection, number>>> = {};

  #resize?: ResizeObserver;
  #mutations?: MutationObserver;
  #matches: MatchIndex = indexMatches([]);
  #layouts: SectionLayout[] = [];
  /** The whole tree on one canvas (shown rounds only). */
  #treeLayout?: BracketLayoutResult;

  override connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver !== 'undefined') {
      this.#resize = new ResizeObserver((entries) => {
        const width = entries[0]?.contentRect.width ?? 0;
        // Deferred a frame: changing layout inside the observer callback would loop.
        if (width > 0) requestAnimationFrame(() => this.#applyAuto(width));
      });
      this.#resize.observe(this);
    }
    this.#readCustomSlots();
    this.#mutations = new MutationObserver(() => this.#readCustomSlots());
    this.#mutations.observe(this, {
      childList: true,
      attributes: true,
      attributeFilter: ['slot'],
      subtree: false,
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#mutations?.disconnect();
  }

  #readCustomSlots(): void {
    const names = new Set<string>();
    for (const child of this.children)
      if (child.slot.startsWith('match-')) names.add(child.slot.slice(6));
    this.customSlots = names;
  }

  #applyAuto(width: number): void {
    if (this.layout !== 'auto') return;
    const next = width < NARROW_BRACKET_WIDTH ? 'rounds' : 'tree';
    if (next !== this.effectiveLayout) this.effectiveLayout = next;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('layout') && this.layout !== 'auto') this.effectiveLayout = this.layout;
    if (changed.has('layout') && this.layout === 'auto')
      this.#applyAuto(this.getBoundingClientRect().width);
    if (changed.has('view') || changed.has('metrics') || changed.has('density')) this.#index();
  }

  #index(): void {
    const view = this.view;
    const sections = view === undefined ? [] : sectionsOf(view);
    this.#matches = indexMatches(sections);
    if (view === undefined) {
      this.#layouts = [];
      this.#treeLayout = undefined;
      return;
    }
    this.#layouts = sections.map((s) => layoutSection(s.section, s.rounds, this.#metrics()));
    this.#treeLayout = layoutBracket(
      this.#layouts.map((l) => ({ section: l.section, rounds: this.#visibleRounds(l.rounds) })),
      this.#metrics(),
    );
    if (this.activeMatch === undefined || !this.#matches.byId.has(this.activeMatch)) {
      this.activeMatch = sections[0]?.rounds[0]?.matches[0]?.id;
    }
  }

  /** The tree layout's sizes: `metrics` when set, else the `density`'s. */
  #metrics(): BracketMetrics {
    return this.metrics ?? bracketDensityMetrics[this.density] ?? bracketDensityMetrics.compact;
  }

  #strings(): BracketStrings {
    return { ...defaultBracketStrings, ...this.strings };
  }

  #slotText(slot: BracketSlot, s: BracketStrings, lang: string): string {
    if (slot.participantId !== undefined) {
      const name = slot.name ?? slot.participantId;
      return slot.seed === undefined ? name : `${name} (${formatNumber(slot.seed, lang)})`;
    }
    if (slot.bye || slot.source?.type === 'bye') return s.bye;
    if (slot.source?.type === 'winner' || slot.source?.type === 'loser') return slot.source.label;
    return s.toBeDecided;
  }

  /** The accessible name of a match, for example "Winners round 3, match 2: Ana (1) 2–1 Ben, final". */
  spokenMatch(match: BracketMatch, round: BracketRound, index: number): string {
    return this.#spoken(match, round, index, this.#strings(), languageOf(this));
  }

  #spoken(
    match: BracketMatch,
    round: BracketRound,
    index: number,
    s: BracketStrings,
    lang: string,
  ): string {
    const roundText = roundLabel(round, this.view?.format, s, lang);
    const [a, b] = match.slots;
    const scored = a.score !== undefined && b.score !== undefined;
    const status = match.skipped
      ? s.status.skipped
      : match.conditional && match.status !== 'completed'
        ? s.status.conditional
        : s.status[match.status];
    return fill(s.matchSpoken, {
      round: roundText,
      n: formatNumber(index + 1, lang),
      a: this.#slotText(a, s, lang),
      score: scored
        ? `${formatNumber(a.score ?? 0, lang)}–${formatNumber(b.score ?? 0, lang)}`
        : s.versus,
      b: this.#slotText(b, s, lang),
      status,
    });
  }

  /** The text and attributes of one side of a match (seed and score are drawn from attributes). */
  #slotParts(slot: BracketSlot, s: BracketStrings, lang: string) {
    const filled = slot.participantId !== undefined;
    let label: string | typeof nothing = nothing;
    if (filled) {
      label = this.#slotText(slot, s, lang);
      if (slot.score !== undefined) label += `, ${plural(s.gamesWon, slot.score, lang)}`;
      if (slot.outcome === 'win') label += `, ${s.won}`;
      else if (slot.outcome === 'loss') label += `, ${s.lost}`;
    }
    return {
      label,
      focus: filled ? '-1' : nothing,
      cls: `slot${slot.outcome === 'win' ? ' win' : slot.outcome === 'loss' ? ' loss' : ''}${filled ? '' : ' empty'}`,
      text: filled ? (slot.name ?? slot.participantId) : this.#slotText(slot, s, lang),
      p: slot.participantId ?? nothing,
      seed: slot.seed === undefined ? nothing : formatNumber(slot.seed, lang),
      score: slot.score === undefined ? nothing : formatNumber(slot.score, lang),
    };
  }

  #match(
    match: BracketMatch,
    round: BracketRound,
    index: number,
    pos: { x: number; y: number } | undefined,
  ) {
    const s = this.#renderStrings;
    const lang = this.#renderLang;
    const spoken = this.#spoken(match, round, index, s, lang);
    const m = this.#metrics();
    const style =
      pos === undefined
        ? nothing
        : `inset-inline-start:${pos.x}px;top:${pos.y}px;width:${m.matchWidth}px;height:${m.matchHeight}px`;
    const classes = `match${match.conditional ? ' conditional' : ''}${match.skipped ? ' skipped' : ''}`;
    const active = match.id === this.activeMatch ? '0' : '-1';
    if (!this.customSlots.has(match.id) && this.renderMatch === undefined) {
      // One template per match (not three): this is the hot path of a big bracket.
      const a = this.#slotParts(match.slots[0], s, lang);
      const b = this.#slotParts(match.slots[1], s, lang);
      return html`<li part="match" class=${classes} data-id=${match.id} style=${style} tabindex=${active} aria-label=${spoken}><div part="slot" class=${a.cls} data-p=${a.p} data-seed=${a.seed} data-score=${a.score} tabindex=${a.focus} aria-label=${a.label}>${a.text}</div><div part="slot" class=${b.cls} data-p=${b.p} data-seed=${b.seed} data-score=${b.score} tabindex=${b.focus} aria-label=${b.label}>${b.text}</div></li>`;
    }
    const body = this.customSlots.has(match.id)
      ? html`<slot name=${`match-${match.id}`}></slot>`
      : this.renderMatch?.(match, { round, spoken });
    return html`<li
      part="match"
      class=${classes}
      data-id=${match.id}
      style=${style}
      tabindex=${active}
      aria-label=${spoken}
    >${body}</li>`;
  }

  #visibleRounds(rounds: readonly BracketRound[]): BracketRound[] {
    // A grand final reset is shown only once it is played (or is about to be).
    return rounds
      .map((r) => ({
        ...r,
        matches: r.matches.filter((m) => !(m.conditional && (m.skipped || m.status === 'pending'))),
      }))
      .filter((r) => r.matches.length > 0);
  }

  #renderStrings: BracketStrings = defaultBracketStrings;
  #renderLang = 'en';

  protected override render() {
    const s = this.#strings();
    this.#renderStrings = s;
    this.#renderLang = languageOf(this);
    const view = this.view;
    if (this.loadState === 'error') return html`<p role="alert">${this.loadError}</p>`;
    if (view === undefined || view.rounds.length === 0) {
      return html`<p role="status">${this.loadState === 'loading' ? s.loading : s.empty}</p>`;
    }
    const layout = this.effectiveLayout;
    const single = view.format === 'single-elimination';
    const who = layout === 'list' ? this.player : undefined;
    const mine =
      who === undefined
        ? undefined
        : (view.rounds
            .flatMap((r) => r.matches.flatMap((m) => m.slots))
            .find((slot) => slot.participantId === who)?.name ?? who);
    const heading = (section: BracketSection) =>
      section === 'winners' && single ? s.singleSection : s.sections[section];
    const headingLevel = view.title ? this.headingLevel + 1 : this.headingLevel;
    const m = this.#metrics();
    return html`<style id="highlight"></style>
      <div
        class=${layout}
        @keydown=${this.#onKey}
        @click=${this.#onClick}
        @dblclick=${this.#onDoubleClick}
        @pointerover=${this.#onPointer}
        @pointermove=${this.#onPointerMove}
        @focusin=${this.#onFocus}
        @pointerleave=${this.#onPointerLeave}
      >
        ${view.title ? html`<div role="heading" aria-level=${this.headingLevel} class="title">${view.title}</div>` : nothing}
        ${mine === undefined ? nothing : html`<p class="round-name" id="mine">${fill(s.matchesOf, { name: mine })}</p>`}
        ${layout === 'tree' ? this.#wholeTree(heading, headingLevel, m) : nothing}
        ${this.#layouts.map((section) => {
          if (layout === 'tree') return nothing;
          // "My matches": a section where the player has no match is left out.
          if (mine !== undefined && !this.#hasPlayer(section)) return nothing;
          const id = `section-${section.section}`;
          return html`<section part="section" aria-labelledby=${id}>
            <div role="heading" aria-level=${headingLevel} class="heading" id=${id}>
              ${heading(section.section)}
            </div>
            ${layout === 'rounds' ? this.#columns(section) : this.#list(section)}
          </section>`;
        })}
      </div>`;
  }

  /**
   * Every section on one canvas inside one scroll box (so the bracket has one Tab stop, the
   * roving match, and never an unnamed scroll box): round headers above each column, the grand
   * final to the right of both finals, one connector path across sections.
   */
  #wholeTree(heading: (section: BracketSection) => string, level: number, m: BracketMetrics) {
    const tree = this.#treeLayout;
    if (tree === undefined) return nothing;
    const s = this.#renderStrings;
    const lang = this.#renderLang;
    const format = this.view?.format;
    const label = (round: BracketRound) => roundLabel(round, format, s, lang);
    // Templates kept on few lines: whitespace inside html`...` ships in the bundle.
    return html`<div class="scroll"><div class="canvas" style=${`width:${tree.width}px;height:${tree.height}px;--_slot:${(m.matchHeight - 2) / 2 - 1}px`}><svg part="connectors" aria-hidden="true" width=${tree.width} height=${tree.height}>${svg`<path d=${tree.connectors}></path>`}</svg>${tree.sections.map(
      (placed) => {
        const layout = placed.layout;
        const id = `section-${layout.section}`;
        const byRound = new Map<BracketRound, PlacedMatch[]>();
        for (const p of layout.matches) {
          const list = byRound.get(p.round);
          if (list === undefined) byRound.set(p.round, [p]);
          else list.push(p);
        }
        return html`<section part="section" aria-labelledby=${id} style=${`inset-inline-start:${placed.x}px;top:${placed.y}px;width:${layout.width}px;height:${placed.top + layout.height}px`}><div role="heading" aria-level=${level} class="heading" id=${id}>${heading(layout.section)}</div>${layout.rounds.map(
          (round, column) =>
            html`<p class="round-name" aria-hidden="true" style=${`inset-inline-start:${column * (m.matchWidth + m.columnGap)}px;width:${m.matchWidth}px`}>${label(round)}</p>`,
        )}${layout.rounds.map(
          (round) =>
            html`<ol aria-label=${label(round)}>${(byRound.get(round) ?? []).map((p) =>
              this.#match(p.match, round, p.index, { x: p.x, y: p.y + placed.top }),
            )}</ol>`,
        )}</section>`;
      },
    )}</div></div>`;
  }

  /**
   * One round at a time with a switcher ("Round 2 of 5", previous and next buttons); only the
   * shown round is drawn, so a short round takes only its own height.
   */
  #columns(section: SectionLayout) {
    const rounds = this.#visibleRounds(section.rounds);
    if (rounds.length === 0) return nothing;
    const s = this.#renderStrings;
    const lang = this.#renderLang;
    const at = Math.min(this.roundAt[section.section] ?? 0, rounds.length - 1);
    const round = rounds[at]!;
    const name = roundLabel(round, this.view?.format, s, lang);
    // From the state, not this render's index: two quick clicks move two rounds.
    const go = (step: number) => () =>
      this.#showRound(
        section.section,
        Math.min(this.roundAt[section.section] ?? 0, rounds.length - 1) + step,
        rounds.length,
      );
    return html`<div class="switcher"><button type="button" aria-label=${s.previousRound} ?disabled=${at === 0} @click=${go(-1)}>‹</button><p aria-live="polite"><strong>${name}</strong>${fill(s.roundOf, { n: formatNumber(at + 1, lang), total: formatNumber(rounds.length, lang) })}</p><button type="button" aria-label=${s.nextRound} ?disabled=${at === rounds.length - 1} @click=${go(1)}>›</button></div><div class="column" @pointerdown=${this.#onSwipeStart} @pointerup=${(e: PointerEvent) => this.#onSwipeEnd(e, section.section, at, rounds.length)}><ol class="round" aria-label=${name}>${round.matches.map((m, i) => this.#match(m, round, i, undefined))}</ol></div>`;
  }

  #showRound(section: BracketSection, index: number, count: number): void {
    if (index < 0 || index >= count) return;
    this.roundAt = { ...this.roundAt, [section]: index };
  }

  #swipeX?: number;
  #onSwipeStart = (event: PointerEvent): void => {
    this.#swipeX = event.pointerType === 'mouse' ? undefined : event.clientX;
  };

  #onSwipeEnd(event: PointerEvent, section: BracketSection, at: number, count: number): void {
    const from = this.#swipeX;
    this.#swipeX = undefined;
    if (from === undefined) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) < 48) return;
    const rtl = getComputedStyle(this).direction === 'rtl';
    this.#showRound(section, at + (dx < 0 !== rtl ? 1 : -1), count);
  }

  /** In the `rounds` layout, switches a section to the round that holds a match; true if it did. */
  #reveal(id: string): boolean {
    if (this.effectiveLayout !== 'rounds') return false;
    const at = this.#matches.place.get(id);
    const layout = at === undefined ? undefined : this.#layouts[at.sectionIndex];
    if (layout === undefined) return false;
    const rounds = this.#visibleRounds(layout.rounds);
    const index = rounds.findIndex((r) => r.matches.some((m) => m.id === id));
    if (index < 0) return false;
    this.#showRound(layout.section, index, rounds.length);
    return true;
  }

  #hasPlayer(section: SectionLayout): boolean {
    return this.#visibleRounds(section.rounds).some((r) =>
      r.matches.some((m) => m.slots.some((slot) => slot.participantId === this.player)),
    );
  }

  #list(section: SectionLayout) {
    const who = this.player;
    return html`${this.#visibleRounds(section.rounds).map((round) => {
      const matches = round.matches
        .map((m, i) => ({ m, i }))
        .filter(({ m }) => who === undefined || m.slots.some((slot) => slot.participantId === who));
      if (matches.length === 0) return nothing;
      const name = roundLabel(round, this.view?.format, this.#renderStrings, this.#renderLang);
      return html`<p class="round-name" aria-hidden="true">${name}</p>
        <ol class="round" aria-label=${name}>
          ${matches.map(({ m, i }) => this.#match(m, round, i, undefined))}
        </ol>`;
    })}`;
  }

  #matchElement(id: string): HTMLElement | null {
    return this.renderRoot.querySelector(`[data-id="${CSS.escape(id)}"]`);
  }

  #focusMatch(id: string | undefined): void {
    if (id === undefined) return;
    this.activeMatch = id;
    void this.updateComplete.then(() => this.#matchElement(id)?.focus());
  }

  /** Whether a match is on screen (a pending reset and other players' matches in "my matches" are not). */
  #shown = (id: string | undefined): id is string =>
    id !== undefined && this.#matchElement(id) !== null;

  /** In the `rounds` layout: a match of a round not shown now, that the switcher can show. */
  #revealable = (id: string | undefined): id is string => {
    if (id === undefined || this.effectiveLayout !== 'rounds') return false;
    const at = this.#matches.place.get(id);
    const layout = at === undefined ? undefined : this.#layouts[at.sectionIndex];
    return (
      layout !== undefined &&
      this.#visibleRounds(layout.rounds).some((r) => r.matches.some((m) => m.id === id))
    );
  };

  #neighbour(id: string, key: string): string | undefined {
    const at = this.#matches.place.get(id);
    const match = this.#matches.byId.get(id);
    if (at === undefined || match === undefined) return undefined;
    const layout = this.#layouts[at.sectionIndex];
    const inRound = (layout?.rounds[at.roundIndex]?.matches ?? [])
      .map((m) => m.id)
      .filter(this.#shown);
    const here = inRound.indexOf(id);
    const rtl = getComputedStyle(this).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    switch (key) {
      case 'ArrowUp':
        return here > 0 ? inRound[here - 1] : undefined;
      case 'ArrowDown':
        return inRound[here + 1];
      case 'Home':
        return inRound[0];
      case 'End':
        return inRound[inRound.length - 1];
      case forward:
        if (this.#shown(match.winnerTo)) return match.winnerTo;
        if (this.#revealable(match.winnerTo)) return match.winnerTo;
        if (match.winnerTo !== undefined && this.effectiveLayout !== 'list') return undefined;
        return layout?.rounds
          .slice(at.roundIndex + 1)
          .flatMap((r) => r.matches)
          .find((m) => this.#shown(m.id))?.id;
      case back: {
        const from = (this.#matches.feeders.get(id) ?? []).filter(
          (f) => this.#shown(f) || this.#revealable(f),
        );
        const sameSection = from.filter(
          (f) => this.#matches.place.get(f)?.sectionIndex === at.sectionIndex,
        );
        return sameSection[0] ?? from[0];
      }
      default:
        return undefined;
    }
  }

  /** Keeps the roving tab stop on a match that is shown (the first shown one if need be). */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.view === undefined || this.#shown(this.activeMatch)) return;
    const first = this.renderRoot.querySelector<HTMLElement>('[data-id]')?.dataset.id;
    if (first !== undefined) this.activeMatch = first;
  }

  #onKey = (event: KeyboardEvent): void => {
    const item = (event.target as HTMLElement).closest?.('[data-id]') as HTMLElement | null;
    const id = item?.dataset.id;
    if (id === undefined) return;
    const target = event.target as HTMLElement;
    if (target !== item && target.dataset.p !== undefined) {
      // Focus is on one player of the match.
      const players = [...item!.querySelectorAll<HTMLElement>('[data-p][tabindex]')];
      const at = players.indexOf(target);
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        this.dispatchEvent(new TcgPlayerSelectEvent(target.dataset.p));
        return;
      }
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : players.length - 1;
        players[(at + step) % players.length]?.focus();
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        item!.focus();
        return;
      }
    } else if (event.key === ' ' && !event.shiftKey) {
      // Space on a match moves focus to its first player (Up/Down switch, Escape goes back).
      const first = item!.querySelector<HTMLElement>('[data-p][tabindex]');
      if (first !== null) {
        event.preventDefault();
        first.focus();
        return;
      }
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (event.shiftKey) {
        const p = this.#matches.byId
          .get(id)
          ?.slots.find((slot) => slot.participantId !== undefined)?.participantId;
        if (p !== undefined) this.dispatchEvent(new TcgPlayerSelectEvent(p));
      } else {
        this.dispatchEvent(new TcgMatchSelectEvent(id));
      }
      return;
    }
    const next = this.#neighbour(id, event.key);
    if (next !== undefined && (this.#shown(next) || this.#reveal(next))) {
      event.preventDefault();
      this.#focusMatch(next);
    }
  };

  #onClick = (event: MouseEvent): void => {
    const item = (event.target as HTMLElement).closest?.('[data-id]') as HTMLElement | null;
    const id = item?.dataset.id;
    if (id === undefined) return;
    this.activeMatch = id;
    this.dispatchEvent(new TcgMatchSelectEvent(id));
  };

  #onDoubleClick = (event: MouseEvent): void => {
    const slot = (event.target as HTMLElement).closest?.('[data-p]') as HTMLElement | null;
    if (slot?.dataset.p !== undefined) this.dispatchEvent(new TcgPlayerSelectEvent(slot.dataset.p));
  };

  /**
   * Set by keyboard focus, cleared when the pointer really moves: while set, the highlight is the
   * focused player's. A browser also sends pointerover and pointerleave when the page moves under
   * a resting mouse (a focused match scrolled into view), which must not take the highlight from
   * a keyboard user.
   */
  #keyboardHighlight = false;

  // The first real move after keyboard focus takes the highlight to what the mouse is over.
  #onPointerMove = (event: PointerEvent): void => {
    if (!this.#keyboardHighlight) return;
    this.#keyboardHighlight = false;
    this.#onPointer(event);
  };

  #onPointerLeave = (): void => {
    if (!this.#keyboardHighlight) this.#highlight(undefined, undefined);
  };

  #onPointer = (event: PointerEvent): void => {
    if (this.#keyboardHighlight) return;
    const slot = (event.target as HTMLElement).closest?.('[data-p]') as HTMLElement | null;
    const item = (event.target as HTMLElement).closest?.('[data-id]') as HTMLElement | null;
    this.#highlight(slot?.dataset.p, item?.dataset.id);
  };

  #onFocus = (event: FocusEvent): void => {
    const item = (event.target as HTMLElement).closest?.('[data-id]') as HTMLElement | null;
    const id = item?.dataset.id;
    if (id === undefined) return;
    this.activeMatch = id;
    this.#keyboardHighlight = true;
    const focusedPlayer = (event.target as HTMLElement).dataset?.p;
    if (focusedPlayer !== undefined) {
      this.#highlight(focusedPlayer, id);
      return;
    }
    const players = this.#matches.byId
      .get(id)
      ?.slots.map((s) => s.participantId)
      .filter((p) => p !== undefined);
    this.#highlight(players?.length === 1 ? players[0] : undefined, id);
  };

  /**
   * Highlights a player's path and where a match's winner and loser go, with one style rule.
   * Outlines, not shadows: forced-colors mode keeps outlines, and the loser's is dashed so the two
   * differ without color.
   */
  #highlight(participantId: string | undefined, matchId: string | undefined): void {
    const style = this.renderRoot.querySelector('#highlight');
    if (style === null) return;
    const rules: string[] = [];
    if (participantId !== undefined) {
      const p = CSS.escape(participantId);
      rules.push(
        // The transparent outline shows only in forced-colors mode, where backgrounds are reset.
        `.slot[data-p="${p}"]{background:color-mix(in srgb,var(--_accent) 18%,transparent);outline:2px solid transparent;outline-offset:-2px}`,
        `.match:has(.slot[data-p="${p}"]){border-color:var(--_accent)}`,
      );
    }
    const match = matchId === undefined ? undefined : this.#matches.byId.get(matchId);
    if (match?.winnerTo !== undefined) {
      rules.push(
        `.match[data-id="${CSS.escape(match.winnerTo)}"]{outline:2px solid var(--_win);outline-offset:1px}`,
      );
    }
    if (match?.loserTo !== undefined) {
      rules.push(
        `.match[data-id="${CSS.escape(match.loserTo)}"]{outline:2px dashed var(--_loss);outline-offset:1px}`,
      );
    }
    style.textContent = rules.join('\n');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-bracket': TcgBracket;
  }
}
