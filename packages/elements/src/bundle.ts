/**
 * The single-file bundle's entry: registers every element. Load the built
 * `dist/bundle/tcgkit-elements.js` with a `<script type="module">` tag.
 * @module
 */
import './define/tcg-bracket.js';
import './define/tcg-calculator-dashboard.js';
import './define/tcg-card-search.js';
import './define/tcg-deck.js';
import './define/tcg-groups.js';
import './define/tcg-ladder.js';
import './define/tcg-lobbies.js';
import './define/tcg-pairings.js';
import './define/tcg-record.js';
import './define/tcg-standings.js';

export { TcgBracket } from './bracket/tcg-bracket.js';
export { TcgCardSearch } from './card-search/tcg-card-search.js';
export { TcgCalculatorDashboard } from './dashboard/tcg-calculator-dashboard.js';
export { TcgDeck } from './deck/tcg-deck.js';
export { TcgGroups } from './groups/tcg-groups.js';
export { TcgLadder } from './ladder/tcg-ladder.js';
export { TcgLobbies } from './lobbies/tcg-lobbies.js';
export { TcgPairings } from './pairings/tcg-pairings.js';
export { TcgRecord } from './record/tcg-record.js';
export { TcgStandings } from './standings/tcg-standings.js';
