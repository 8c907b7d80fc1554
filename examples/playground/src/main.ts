import { brackets } from './pages/brackets.js';
import { deck } from './pages/deck.js';
import { ffa } from './pages/ffa.js';
import { groups } from './pages/groups.js';
import { home } from './pages/home.js';
import { importPage } from './pages/import.js';
import { ladder } from './pages/ladder.js';
import { search } from './pages/search.js';
import { swiss } from './pages/swiss.js';
import type { Page } from './pages/types.js';

const pages: readonly Page[] = [
  home,
  swiss,
  brackets,
  groups,
  ffa,
  ladder,
  deck,
  search,
  importPage,
];
const nav = document.querySelector<HTMLUListElement>('#nav')!;
const main = document.querySelector<HTMLElement>('#main')!;

for (const page of pages) {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = `#/${page.id}`;
  a.textContent = page.title;
  li.append(a);
  nav.append(li);
}

function show(): void {
  const id = location.hash.replace(/^#\/?/, '');
  const page = pages.find((p) => p.id === id) ?? home;
  for (const a of nav.querySelectorAll('a')) {
    if (a.getAttribute('href') === `#/${page.id}`) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  document.title = `${page.title} · tcgkit playground`;
  page.render(main);
}

window.addEventListener('hashchange', () => {
  show();
  main.focus();
});
show();
