/**
 * Every deck code and deck list format of Legends of Runeterra, Pokémon TCG and Riftbound: decode, encode, detect.
 *
 * @packageDocumentation
 */
export {};
