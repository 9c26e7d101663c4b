import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlideShow } from '../slide-show';

const SLIDES = ['first', 'second', 'third'];
const WIDTH = 300;

function show(items = SLIDES) {
  render(<SlideShow items={items} keyOf={(s) => s} render={(s) => <span>{s}</span>} />);
  const track = document.querySelector<HTMLElement>('.slide-show-track')!;
  const scrollTo = vi.fn(({ left }: ScrollToOptions) => {
    track.scrollLeft = left ?? 0;
    fireEvent.scroll(track);
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  return { track, scrollTo };
}

const current = () =>
  [...document.querySelectorAll('.slide-show-dot')].findIndex((d) => d.classList.contains('slide-show-dot-on'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the slide show', () => {
  it('shows every slide, marks the first, and turns to the next every four seconds, back to the first after the last', () => {
    const { scrollTo } = show();
    expect(SLIDES.map((s) => screen.getByText(s))).toHaveLength(3);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(3999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(8000));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(current()).toBe(0);
  });

  it('follows a swipe, and does not turn while a finger rests on it', () => {
    const { track, scrollTo } = show();
    fireEvent.touchStart(track);
    track.scrollLeft = 2 * WIDTH;
    fireEvent.scroll(track);
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.touchEnd(track);
    act(() => vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('does not turn for a member who asked for less motion, nor with one slide, which has no marks', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { scrollTo } = show();
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
    cleanup();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const one = show(['only']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(one.scrollTo).not.toHaveBeenCalled();
    expect(document.querySelector('.slide-show-dots')).toBeNull();
  });
});
