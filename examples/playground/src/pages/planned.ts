import type { Page } from './types.js';

/** A capability whose page is filled in by a later issue; it says what will be here. */
function planned(id: string, title: string, packages: string[], what: string): Page {
  return {
    id,
    title,
    packages,
    render(main) {
      main.innerHTML = `<h1></h1><p><span class="status">in progress</span></p><p></p><p>Packages: </p>`;
      main.querySelector('h1')!.textContent = title;
      main.querySelectorAll('p')[1]!.textContent = what;
      main.querySelectorAll('p')[2]!.append(packages.join(', '));
    },
  };
}

/** The pages not yet filled in, in navigation order. */
export const plannedPages: readonly Page[] = [
  planned(
    'ffa',
    'Free-for-all',
    ['@tcgkit/ffa'],
    'Free-for-all pods with placement points and a threshold win.',
  ),
];
