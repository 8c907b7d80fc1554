/**
 * Accessible Lit web components for brackets, standings, groups, lobbies and calculator dashboards.
 *
 * @packageDocumentation
 */
export {};
