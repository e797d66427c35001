import { describe, expect, it } from 'vitest';
import { opensSearch, resultFocusTarget } from '@/lib/search/keys';

const key = (value: string, modifiers: Partial<KeyboardEvent> = {}) =>
  ({
    key: value,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    defaultPrevented: false,
    ...modifiers,
  }) as KeyboardEvent;

describe('opensSearch', () => {
  const body = document.body;
  const field = document.createElement('input');
  const editable = document.createElement('div');
  editable.setAttribute('contenteditable', '');
  const inEditable = document.createElement('span');
  editable.append(inEditable);
  document.body.append(field, editable);

  it('opens on / outside text fields and on Ctrl+K or Cmd+K anywhere', () => {
    expect(opensSearch(key('/'), body)).toBe(true);
    expect(opensSearch(key('k', { ctrlKey: true }), body)).toBe(true);
    expect(opensSearch(key('K', { metaKey: true }), field)).toBe(true);
  });

  it('leaves / to whoever is typing, and other combinations alone', () => {
    expect(opensSearch(key('/'), field)).toBe(false);
    expect(opensSearch(key('/'), inEditable)).toBe(false);
    expect(opensSearch(key('/', { ctrlKey: true }), body)).toBe(false);
    expect(opensSearch(key('k'), body)).toBe(false);
    expect(opensSearch(key('k', { ctrlKey: true, shiftKey: true }), body)).toBe(false);
    expect(opensSearch(key('/', { defaultPrevented: true }), body)).toBe(false);
    expect(opensSearch(key('/', { isComposing: true }), body)).toBe(false);
  });
});

describe('resultFocusTarget', () => {
  it('steps down from the field through the results and stops at the last', () => {
    expect(resultFocusTarget('ArrowDown', -1, 3)).toBe(0);
    expect(resultFocusTarget('ArrowDown', 1, 3)).toBe(2);
    expect(resultFocusTarget('ArrowDown', 2, 3)).toBe(2);
  });

  it('steps up and back to the field from the first result', () => {
    expect(resultFocusTarget('ArrowUp', 2, 3)).toBe(1);
    expect(resultFocusTarget('ArrowUp', 0, 3)).toBe(-1);
  });

  it('jumps to the ends with Home and End from a result, but leaves them to the field', () => {
    expect(resultFocusTarget('Home', 2, 3)).toBe(0);
    expect(resultFocusTarget('End', 0, 3)).toBe(2);
    expect(resultFocusTarget('Home', -1, 3)).toBeNull();
  });

  it('does nothing without results or for other keys', () => {
    expect(resultFocusTarget('ArrowDown', -1, 0)).toBeNull();
    expect(resultFocusTarget('Enter', 0, 3)).toBeNull();
  });
});
