// The `glicko2` package ships no types; rating.bench.ts states the shape it uses where it imports it.
declare module 'glicko2' {
  const glicko2: unknown;
  export default glicko2;
}
