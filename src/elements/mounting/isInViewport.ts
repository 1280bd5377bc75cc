/** The box of `element`, or of its nearest ancestor in the flat tree that has one (the children of a host that shows none yet have none). */
function boxOf(element: Element): DOMRect | undefined {
  for (let current: Element | null = element; current; current = current.parentElement ?? ((current.getRootNode() as ShadowRoot).host as Element | undefined) ?? null) {
    if (current.getClientRects().length > 0) return current.getBoundingClientRect();
  }
  return undefined;
}

/** Whether `host`'s box (or, while it has none, its nearest laid-out ancestor's) meets the viewport; an element with no laid-out ancestor counts as in it. */
export function isInViewport(host: Element): boolean {
  const view = host.ownerDocument.defaultView;
  const box = view ? boxOf(host) : undefined;
  if (!view || !box) return true;
  return box.bottom >= 0 && box.top <= view.innerHeight && box.right >= 0 && box.left <= view.innerWidth;
}
