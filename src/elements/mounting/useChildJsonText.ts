import { useLayoutEffect, useState } from 'react';

/** The text of the host's own `<script type="application/json">` child, or null. */
export function childJsonText(host: Element): string | null {
  for (const child of host.children) {
    if (child instanceof HTMLScriptElement && child.type === 'application/json') return child.textContent;
  }
  return null;
}

/** The text of the host's JSON script child, known from the first render and followed as the parser adds it or a script changes it. */
export function useChildJsonText(host: HTMLElement): string | null {
  const [text, setText] = useState(() => childJsonText(host));
  useLayoutEffect(() => {
    const read = () => setText(childJsonText(host));
    read();
    const observer = new MutationObserver(read);
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host]);
  return text;
}
