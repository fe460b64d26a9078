/** A MediaQueryList for jsdom, which has none; `matches` decides which media queries hold. */
export const fakeMatchMedia =
  (matches: (query: string) => boolean) =>
  (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
