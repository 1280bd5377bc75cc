/** Resolves in the next animation frame's callbacks, after the ones already requested (the frame the elements a definition upgrades render in). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
