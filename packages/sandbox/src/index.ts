/**
 * Runs untrusted ruleset and calculator scripts safely: static check, SES in a worker, time and memory limits.
 *
 * @packageDocumentation
 */
export {};
