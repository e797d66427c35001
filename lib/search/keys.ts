type Key = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing' | 'defaultPrevented'
>;

/** Whether focus is somewhere typing goes: a text field, a select, an editable element. */
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof Element &&
  (target.matches('input, textarea, select') ||
    target.closest('[contenteditable]:not([contenteditable="false"])') !== null);

/**
 * The keys that open the search from anywhere on the page: Ctrl+K (Cmd+K on a Mac) at any time, and `/`
 * (as on GitHub and MDN) unless the visitor is typing, where it stays a slash.
 */
export function opensSearch(event: Key, target: EventTarget | null): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey)
    return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(target);
}

/**
 * Where a key moves focus in a list of `count` results, from the field (`current` is -1) or a result:
 * down and up step through them (up from the first goes back to the field, -1), Home and End jump to the
 * ends. `null` for any other key.
 */
export function resultFocusTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current <= 0 ? -1 : current - 1;
    case 'Home':
      return current === -1 ? null : 0;
    case 'End':
      return current === -1 ? null : count - 1;
    default:
      return null;
  }
}
