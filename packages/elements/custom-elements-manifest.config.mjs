// Read by `custom-elements-manifest analyze` (the `manifest` script) from this folder.
//
// The analyzer also guesses events from `this.dispatchEvent(new SomeEvent(arg))`, naming them
// after the constructor's first argument: a card (`card`), an error code
// (`elements/engine-load-failed`) or nothing at all. Our event classes carry their type inside,
// and every element lists what it fires with `@fires`; so only `tcg-*` names are kept.
export default {
  plugins: [
    {
      name: 'tcgkit-events-from-fires-tags',
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules ?? [])
          for (const declaration of mod.declarations ?? [])
            if (declaration.events)
              declaration.events = declaration.events.filter(
                (event) => typeof event.name === 'string' && /^tcg-[a-z-]+$/.test(event.name),
              );
      },
    },
  ],
};
