// @vitest-environment happy-dom
// A part of a page that loads after it (lib/deferred.tsx): at once on a page the browser renders,
// once the browser is idle while React takes over the server's markup.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';
import { setHydrating } from './server-view';

function Part({ name }: { name: string }) {
  return <p>Part for {name}</p>;
}

afterEach(() => {
  cleanup();
  setHydrating(false);
});

describe('deferred', () => {
  it('loads the part at once on a page the browser renders, showing the fallback meanwhile', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const Deferred = deferred(load, <p>Loading part</p>);
    render(<Deferred name="Luxe Hair" />);
    expect(screen.getByText('Loading part').tagName).toBe('P');
    expect((await screen.findByText('Part for Luxe Hair')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the part only once the browser is idle while React takes over the server markup', async () => {
    setHydrating(true);
    const load = vi.fn(() => Promise.resolve(Part));
    const Deferred = deferred(load);
    render(<Deferred name="Luxe Hair" />);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect((await screen.findByText('Part for Luxe Hair')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
