import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/toasts/sound', () => ({ playToastSound: vi.fn() }));
const { attachToastHost, toast, toastHostStore } = await import('../../src/toasts/toast');
const { playToastSound } = await import('../../src/toasts/sound');

describe('toasts before and after their host', () => {
  it('asks for the host with the first toast, keeps the waiting ones in order and shows them when it is up', () => {
    expect(toastHostStore.needed()).toBe(false);
    const onNeed = vi.fn();
    const unsubscribe = toastHostStore.subscribe(onNeed);
    toast({ message: 'first' });
    toast({ message: 'second', status: 'danger' });
    expect(onNeed).toHaveBeenCalled();
    expect(toastHostStore.needed()).toBe(true);
    unsubscribe();

    const shown: string[] = [];
    const detach = attachToastHost((o) => shown.push(o.message));
    expect(shown).toEqual(['first', 'second']);
    toast({ message: 'third' });
    expect(shown).toEqual(['first', 'second', 'third']);
    // A sound per new toast, whether or not the host was up yet.
    expect(playToastSound).toHaveBeenCalledTimes(3);

    detach();
    toast({ message: 'while no host' });
    expect(shown).toEqual(['first', 'second', 'third']);
    const again: string[] = [];
    attachToastHost((o) => again.push(o.message))();
    expect(again).toEqual(['while no host']);
  });
});
