import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRemoteSection, type RemoteModuleSource } from './use-remote-section.ts';

interface NoteModule {
  mountNote: (element: HTMLElement, text: string) => () => void;
}

const Host = ({ source, text }: { source: RemoteModuleSource<NoteModule>; text: string }) => {
  const { hostRef, state, retry } = useRemoteSection(source, (module, element) => module.mountNote(element, text), [text]);
  return (
    <>
      <p data-testid="state">{state}</p>
      <button type="button" onClick={retry}>
        retry
      </button>
      <div ref={hostRef} data-testid="host" />
    </>
  );
};

const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

afterEach(() => vi.restoreAllMocks());

describe('useRemoteSection', () => {
  it('mounts the module into the host, and mounts again (after unmounting) when a dependency changes', async () => {
    const unmounted: string[] = [];
    const module: NoteModule = {
      mountNote: (element, text) => {
        element.textContent = text;
        return () => unmounted.push(text);
      },
    };
    const source = { remoteName: 'mf_notes', load: vi.fn(async () => module) };
    const { rerender, unmount } = render(<Host source={source} text="first" />);
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await flush();
    expect(screen.getByTestId('state').textContent).toBe('mounted');
    expect(screen.getByTestId('host').textContent).toBe('first');

    rerender(<Host source={source} text="second" />);
    await flush();
    expect(screen.getByTestId('host').textContent).toBe('second');
    expect(unmounted).toEqual(['first']);

    unmount();
    await flush();
    expect(unmounted).toEqual(['first', 'second']);
  });

  it('reports a failed load as an error, logs it, and loads again on retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module: NoteModule = { mountNote: (element, text) => ((element.textContent = text), () => undefined) };
    const load = vi.fn<() => Promise<NoteModule>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    render(<Host source={{ remoteName: 'mf_notes', load }} text="hello" />);
    await flush();
    expect(screen.getByTestId('state').textContent).toBe('error');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('mf_notes'), expect.any(Error));

    act(() => screen.getByRole('button', { name: 'retry' }).click());
    await flush();
    expect(screen.getByTestId('state').textContent).toBe('mounted');
    expect(screen.getByTestId('host').textContent).toBe('hello');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
