let channel: MessageChannel | undefined;
const waiting: Array<() => void> = [];

/**
 * Gives the main thread back to the page (input, rendering, its other tasks) and resolves in a later task: a
 * MessageChannel message, an ordinary task. (`scheduler.yield()` was measured and not kept: its continuations run
 * ahead of the page's other tasks, so the cart layer's answer waited for every slice, see docs/architecture.md.)
 */
export function yieldToPage(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resume) => {
    waiting.push(resume);
    channel!.port2.postMessage(null);
  });
}
