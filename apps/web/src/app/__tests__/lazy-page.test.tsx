import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from '../lazy-page';

const Greeting = () => <p>loaded page</p>;

afterEach(cleanup);

describe('lazyPage', () => {
  it('renders a page whose chunk is already in at once, without its spinner first', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting), 'core');
    await Page.preload();
    render(<Page />);
    // No waiting: a page that suspended would show the spinner here (and React would hold the page back).
    expect(screen.getByText('loaded page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the spinner while a chunk is still on its way, then the page', async () => {
    let arrive: (page: typeof Greeting) => void = () => undefined;
    const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)), 'core');
    render(<Page />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
  });

  it('answers preload even when the chunk fails, and shows the retry screen', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('offline')), 'core');
    await expect(Page.preload()).resolves.toBeUndefined();
    render(<Page />);
    expect(await screen.findByRole('button')).toBeInTheDocument();
  });
});
