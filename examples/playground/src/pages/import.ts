/// <reference types="vite/client" />
import '@tcgkit/elements/tcg-bracket.js';
import '@tcgkit/elements/tcg-standings.js';
import type { TcgBracket, TcgStandings } from '@tcgkit/elements';
import { toBracketView } from '@tcgkit/elimination';
import {
  bmBracketView,
  fromBracketsManager,
  importTom,
  type TomEvent,
  tomStandings,
} from '@tcgkit/interop';
import { toStandingsView } from '@tcgkit/tiebreakers';
import sampleBrackets from '../../../../packages/interop/test/fixtures/brackets-manager/double-elimination-6.json';
import sampleTom from '../../../../packages/interop/test/fixtures/tom/monkey-cup-vg-2025-03-16_r8-begin.tdf?raw';
import type { Page } from './types.js';

/**
 * Drop a Pokémon TOM file or a brackets-manager JSON and see it in tcgkit's elements: the TOM
 * pods' standings (Play! Pokémon rules) and top cut, or the brackets-manager stage as a bracket.
 */
export const importPage: Page = {
  id: 'import',
  title: 'Import (TOM, brackets-manager)',
  packages: ['@tcgkit/interop', '@tcgkit/tiebreakers', '@tcgkit/elimination', '@tcgkit/elements'],
  render(main) {
    main.innerHTML = `
      <h1>Import an event</h1>
      <p>Drop a Pokémon TOM file (<code>.tdf</code> or <code>.xml</code>) or a brackets-manager JSON
      (<code>manager.get.stageData(id)</code>) here, or choose one. <code>@tcgkit/interop</code>
      reads it; nothing leaves the page.</p>
      <p><label>File <input id="file" type="file" accept=".tdf,.xml,.json" /></label>
         <button id="sample-tom" type="button">Sample TOM file</button>
         <button id="sample-bm" type="button">Sample brackets-manager JSON</button></p>
      <div id="drop" tabindex="0" style="border: 2px dashed #888; padding: 1rem">Drop a file here</div>
      <p role="status" id="status"></p>
      <div id="pods"></div>
      <tcg-bracket hidden></tcg-bracket>`;
    const status = main.querySelector<HTMLElement>('#status')!;
    const pods = main.querySelector<HTMLElement>('#pods')!;
    const bracket = main.querySelector<TcgBracket>('tcg-bracket')!;

    const showTom = (event: TomEvent) => {
      pods.replaceChildren();
      bracket.hidden = true;
      for (const pod of event.pods) {
        const standings = document.createElement('tcg-standings') as TcgStandings;
        standings.view = toStandingsView(tomStandings(pod), {
          players: pod.players,
          title: `${event.name}: pod ${pod.category}, divisions ${Object.keys(pod.divisions).join(', ')}`,
          afterRound: pod.swiss.rounds.length,
        });
        pods.append(standings);
        if (pod.bracket !== undefined) {
          bracket.view = toBracketView(pod.bracket);
          bracket.hidden = false;
        }
      }
    };

    const load = (text: string, name: string) => {
      pods.replaceChildren();
      bracket.hidden = true;
      const trimmed = text.trimStart();
      if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch {
          status.textContent = `${name} is not valid JSON.`;
          return;
        }
        const read = fromBracketsManager(data);
        if (!read.ok) {
          status.textContent = `${read.error.message} (${read.error.code} at ${read.error.path})`;
          return;
        }
        const view = bmBracketView(read.value);
        if (!view.ok) {
          status.textContent = `${view.error.message} (${view.error.code})`;
          return;
        }
        bracket.view = view.value;
        bracket.hidden = false;
        status.textContent = `${name}: a brackets-manager ${read.value.format} stage, ${read.value.matches.length} matches.`;
        return;
      }
      const event = importTom(text);
      if (!event.ok) {
        status.textContent = `${event.error.message} (${event.error.code} at ${event.error.path})`;
        return;
      }
      showTom(event.value);
      const warnings = event.warnings.map((w) => `${w.code}: ${w.message}`).join(' ');
      status.textContent = `${name}: ${event.value.file.players.length} players, ${event.value.pods.length} pod(s).${warnings ? ` Warnings: ${warnings}` : ''}`;
    };

    const readFile = async (file: File | undefined) => {
      if (file === undefined) return;
      load(await file.text(), file.name);
    };
    main.querySelector<HTMLInputElement>('#file')!.addEventListener('change', (e) => {
      void readFile((e.target as HTMLInputElement).files?.[0]);
    });
    const drop = main.querySelector<HTMLElement>('#drop')!;
    drop.addEventListener('dragover', (e) => e.preventDefault());
    drop.addEventListener('drop', (e) => {
      e.preventDefault();
      void readFile(e.dataTransfer?.files[0]);
    });
    main
      .querySelector('#sample-tom')!
      .addEventListener('click', () => load(sampleTom, 'monkey-cup-vg-2025-03-16_r8-begin.tdf'));
    main
      .querySelector('#sample-bm')!
      .addEventListener('click', () =>
        load(JSON.stringify(sampleBrackets), 'double-elimination-6.json'),
      );
  },
};
