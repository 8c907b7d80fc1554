/**
 * Swiss stages: seeding, score groups, optimal rematch-free pairing, byes, late entry, drops and standings.
 *
 * @packageDocumentation
 */
export {};
