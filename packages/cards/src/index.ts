/**
 * Card data contracts for Legends of Runeterra, Pokémon TCG and Riftbound, with catalog helpers and sample catalogs.
 *
 * @packageDocumentation
 */
export {};
